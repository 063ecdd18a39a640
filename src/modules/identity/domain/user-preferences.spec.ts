import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { DEFAULT_PREFERENCES, fromStored, mergePreferences, preferencesPatch, TOOL_IDS } from './user-preferences.js';

function validationFields(input: unknown): Record<string, string> {
  try {
    preferencesPatch(input);
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError).with.property('code', 'VALIDATION_FAILED');
    expect((error as DomainError).kind).to.equal('validation');
    return ((error as DomainError).details as { fields: Record<string, string> }).fields;
  }
  throw new Error(`expected ${JSON.stringify(input)} to be refused`);
}

describe('user preferences (domain)', () => {
  it('defaults to the default theme, roomy cards, automatic rows, every tool and category, no app theme or language', () => {
    expect(fromStored(null)).to.deep.equal({
      dashboardTheme: 'default',
      compactMode: false,
      cardsPerRow: 'auto',
      hiddenTools: [],
      categoryFilter: 'all',
      appTheme: null,
      preferredLanguage: null,
    });
  });

  it('accepts each allowed value of each field', () => {
    for (const dashboardTheme of ['default', 'dark', 'vibrant', 'minimal', 'elegant']) expect(preferencesPatch({ dashboardTheme })).to.deep.equal({ dashboardTheme });
    for (const cardsPerRow of ['auto', 2, 3, 4, 5]) expect(preferencesPatch({ cardsPerRow })).to.deep.equal({ cardsPerRow });
    for (const categoryFilter of ['all', 'design', 'development', 'tests', 'analysis']) expect(preferencesPatch({ categoryFilter })).to.deep.equal({ categoryFilter });
    for (const appTheme of ['light', 'dark', 'greenAmbiance', null]) expect(preferencesPatch({ appTheme })).to.deep.equal({ appTheme });
    for (const preferredLanguage of ['en', 'fr', 'es', 'ar', 'zh', null]) expect(preferencesPatch({ preferredLanguage })).to.deep.equal({ preferredLanguage });
    expect(preferencesPatch({ compactMode: true, hiddenTools: ['robots', 'studio'] })).to.deep.equal({ compactMode: true, hiddenTools: ['robots', 'studio'] });
    expect(preferencesPatch({ hiddenTools: [...TOOL_IDS] }).hiddenTools).to.have.length(16);
    expect(preferencesPatch({})).to.deep.equal({});
  });

  it('names every refused field at once, with what it accepts', () => {
    const fields = validationFields({
      dashboardTheme: 'neon',
      compactMode: 'yes',
      cardsPerRow: 6,
      categoryFilter: 'marketing',
      appTheme: 'blue',
      preferredLanguage: 'de',
    });
    expect(fields).to.deep.equal({
      dashboardTheme: 'One of default, dark, vibrant, minimal, elegant',
      compactMode: 'Expected true or false',
      cardsPerRow: 'One of auto, 2, 3, 4, 5',
      categoryFilter: 'One of all, design, development, tests, analysis',
      appTheme: 'null or one of light, dark, greenAmbiance',
      preferredLanguage: 'null or one of en, fr, es, ar, zh',
    });
  });

  it('refuses numbers written as strings, null where a value is required, and unknown keys', () => {
    expect(validationFields({ cardsPerRow: '3' })).to.have.keys('cardsPerRow');
    expect(validationFields({ compactMode: null })).to.have.keys('compactMode');
    expect(validationFields({ dashboardTheme: null })).to.have.keys('dashboardTheme');
    expect(validationFields({ theme: 'dark', compactMode: true })).to.deep.equal({ theme: 'Unknown preference' });
    expect(validationFields(JSON.parse('{"__proto__": {"compactMode": true}}'))).to.have.keys('__proto__');
  });

  it('only takes an object', () => {
    for (const input of [null, [], 'dark', 3]) expect(validationFields(input)).to.have.keys('_');
  });

  it('takes hidden tools only from the catalogue, each once', () => {
    expect(validationFields({ hiddenTools: ['robots', 'flux-capacitor'] })).to.deep.equal({ hiddenTools: 'Unknown tool: flux-capacitor' });
    expect(validationFields({ hiddenTools: ['robots', 'robots'] })).to.deep.equal({ hiddenTools: 'Each tool may be listed once' });
    expect(validationFields({ hiddenTools: 'robots' })).to.deep.equal({ hiddenTools: 'Expected a list of tool ids' });
    expect(validationFields({ hiddenTools: [1] })).to.have.keys('hiddenTools');
  });

  it('merges field by field, replacing the hidden list whole, without touching its inputs', () => {
    const base = mergePreferences(DEFAULT_PREFERENCES, { hiddenTools: ['robots'], compactMode: true });
    const merged = mergePreferences(base, { hiddenTools: ['studio'], cardsPerRow: 3 });
    expect(merged).to.include({ compactMode: true, cardsPerRow: 3, dashboardTheme: 'default' });
    expect(merged.hiddenTools).to.deep.equal(['studio']);
    expect(base.hiddenTools).to.deep.equal(['robots']);
    expect(DEFAULT_PREFERENCES.hiddenTools).to.deep.equal([]);
  });

  it('reads stored values leniently: retired values fall back to defaults, unknown tools and keys are dropped', () => {
    const read = fromStored({
      dashboardTheme: 'retro',
      compactMode: true,
      cardsPerRow: 4,
      hiddenTools: ['robots', 'retired-tool', 'robots', 'studio'],
      categoryFilter: 'design',
      appTheme: 'greenAmbiance',
      preferredLanguage: 'ar',
      legacyField: 1,
    });
    expect(read).to.deep.equal({
      dashboardTheme: 'default',
      compactMode: true,
      cardsPerRow: 4,
      hiddenTools: ['robots', 'studio'],
      categoryFilter: 'design',
      appTheme: 'greenAmbiance',
      preferredLanguage: 'ar',
    });
    expect(fromStored({ hiddenTools: 'robots' }).hiddenTools).to.deep.equal([]);
  });
});
