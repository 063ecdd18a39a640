import fs, { readFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

import { expect } from 'chai';

import { HTML_VALIDATE_CONFIG, htmlStructureScore, validateHtml, type HtmlMessage } from './html-validation.js';

const fixture = (name: string): string => readFileSync(new URL(`../../../../../../test/fixtures/audits/semantic/${name}`, import.meta.url), 'utf8');

function message(ruleId: string, severity: 'error' | 'warning'): HtmlMessage {
  return { ruleId, severity, message: ruleId, line: 1, column: 1, selector: null };
}

describe('HTML structure validation', () => {
  it('finds exactly the ten errors built into the broken fixture, in source order', () => {
    const result = validateHtml(fixture('broken-structure.html'));
    expect(result.errors).to.equal(10);
    expect(result.warnings).to.equal(0);
    expect(result.messages.map((item) => [item.ruleId, item.line, item.selector])).to.deep.equal([
      ['element-required-attributes', 2, 'html'],
      ['heading-level', 11, 'html > body > main > h3'],
      ['no-implicit-close', 12, 'html > body > main > div > p'],
      ['wcag/h37', 13, 'html > body > main > img:nth-child(4)'],
      ['wcag/h37', 14, 'html > body > main > img:nth-child(5)'],
      ['element-permitted-content', 16, 'html > body > main > ul > div'],
      ['no-implicit-button-type', 18, 'html > body > main > button'],
      ['no-dup-id', 20, 'html > body > main > p:nth-child(9)'],
      ['heading-level', 22, 'html > body > main > h4'],
      ['heading-level', 23, 'html > body > main > h1:nth-child(12)'],
    ]);
    expect(result.messages[0]!.message).to.equal('<html> is missing required "lang" attribute');
  });

  it('scores the broken fixture 70: seven rules, heading-level three times (9) and wcag/h37 twice (6)', () => {
    expect(htmlStructureScore(validateHtml(fixture('broken-structure.html')).messages)).to.equal(70);
  });

  it('accepts the clean fixture without a message', () => {
    const result = validateHtml(fixture('clean.html'));
    expect(result).to.deep.equal({ errors: 0, warnings: 0, messages: [] });
    expect(htmlStructureScore(result.messages)).to.equal(100);
  });

  it('judges structure, not formatting or subresource integrity', () => {
    const html = "<!DOCTYPE html><html lang='en'><head><meta charset=utf-8><title>t</title><script src='https://cdn.test/x.js'></script></head><body><main><h1>t</h1><br/></main></body></html>";
    expect(validateHtml(html).messages.map((item) => item.ruleId)).to.deep.equal([]);
    expect(HTML_VALIDATE_CONFIG.root).to.equal(true);
  });

  it('does no file-system access while validating (no configuration lookup), so it may live in the domain', () => {
    const names = ['readFileSync', 'existsSync', 'statSync', 'lstatSync', 'readdirSync', 'openSync', 'accessSync'] as const;
    const originals = names.map((name) => fs[name]);
    const calls: string[] = [];
    names.forEach((name, index) => {
      const original = originals[index] as (...args: unknown[]) => unknown;
      (fs as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        calls.push(`${name} ${String(args[0])}`);
        return original(...args);
      };
    });
    syncBuiltinESMExports();
    try {
      validateHtml('<!DOCTYPE html><html><head><title>x</title></head><body><img src="a.png"></body></html>');
    } finally {
      names.forEach((name, index) => {
        (fs as unknown as Record<string, unknown>)[name] = originals[index];
      });
      syncBuiltinESMExports();
    }
    expect(calls).to.deep.equal([]);
  });

  it('caps what one repeated rule can cost at 15 points and charges warnings 1 point', () => {
    expect(htmlStructureScore(Array.from({ length: 40 }, () => message('no-dup-id', 'error')))).to.equal(85);
    expect(htmlStructureScore([message('a', 'warning'), message('a', 'warning'), message('b', 'error')])).to.equal(95);
    const sevenRules = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].flatMap((rule) => Array.from({ length: 5 }, () => message(rule, 'error')));
    expect(htmlStructureScore(sevenRules)).to.equal(0);
  });
});
