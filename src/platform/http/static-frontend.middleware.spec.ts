import { expect } from 'chai';
import { preferredLocale } from './static-frontend.middleware.js';

describe('preferredLocale', () => {
  it('takes a supported locale cookie first', () => {
    expect(preferredLocale('AR', 'fr-FR,fr;q=0.9')).to.equal('ar');
  });
  it('ignores an unsupported cookie and ranks the browser languages by q', () => {
    expect(preferredLocale('de', 'de-DE;q=1, zh-CN;q=0.8, es;q=0.9')).to.equal('es');
    expect(preferredLocale(undefined, 'zh-Hans-CN, en;q=0.5')).to.equal('zh');
  });
  it('skips languages refused with q=0 and falls back to English', () => {
    expect(preferredLocale(undefined, 'fr;q=0, de')).to.equal('en');
    expect(preferredLocale(undefined, '')).to.equal('en');
  });
});
