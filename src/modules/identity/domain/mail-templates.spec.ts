import { expect } from 'chai';
import { PREFERRED_LANGUAGES } from './user-preferences.js';
import { chooseMailLocale, forgotPasswordUrl, passwordChangedMail, passwordResetMail, resetPasswordUrl } from './mail-templates.js';

describe('identity mail templates', () => {
  it('links to the reset page of the mail language, with the token encoded', () => {
    expect(resetPasswordUrl('https://stacklens.example/', 'fr', 'a+b/c')).to.equal('https://stacklens.example/fr/reset-password?token=a%2Bb%2Fc');
    expect(forgotPasswordUrl('https://stacklens.example', 'zh')).to.equal('https://stacklens.example/zh/forgot-password');
  });

  it('prefers the saved language, then the requested one, then English', () => {
    expect(chooseMailLocale('ar', 'fr')).to.equal('ar');
    expect(chooseMailLocale(null, 'es-MX')).to.equal('es');
    expect(chooseMailLocale(null, 'de')).to.equal('en');
    expect(chooseMailLocale(undefined, undefined)).to.equal('en');
  });

  it('has a distinct translation per language, each carrying the link and the name', () => {
    const resets = PREFERRED_LANGUAGES.map((l) => passwordResetMail(l, { username: 'ada_李', resetUrl: `https://x.test/${l}/reset-password?token=T` }));
    const changed = PREFERRED_LANGUAGES.map((l) => passwordChangedMail(l, { username: 'ada_李', forgotUrl: `https://x.test/${l}/forgot-password` }));
    for (const mails of [resets, changed]) {
      expect(new Set(mails.map((m) => m.subject)).size).to.equal(5);
      expect(new Set(mails.map((m) => m.text)).size).to.equal(5);
      mails.forEach((m, i) => {
        expect(m.locale).to.equal(PREFERRED_LANGUAGES[i]);
        expect(m.text).to.include('ada_李').and.include(`https://x.test/${PREFERRED_LANGUAGES[i]}/`);
        expect(m.subject).to.include('StackLens');
      });
    }
    expect(resets.every((m) => m.template === 'identity.password-reset')).to.equal(true);
    expect(changed.every((m) => m.template === 'identity.password-changed')).to.equal(true);
  });
});
