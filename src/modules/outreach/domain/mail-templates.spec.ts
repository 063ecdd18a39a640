import { expect } from 'chai';
import { mailLocale, MAIL_LOCALES } from './locale.js';
import { contactNotificationMail, newsletterConfirmMail, newsletterLinks } from './mail-templates.js';

describe('outreach mail templates', () => {
  const links = newsletterLinks('https://stacklens.example/', 'fr', { confirmToken: 'c-tok', unsubscribeToken: 'u-tok' });

  it('builds links to the frontend pages and the one-click endpoint, carrying the tokens', () => {
    expect(links).to.deep.equal({
      confirmUrl: 'https://stacklens.example/fr/newsletter/confirm?token=c-tok',
      unsubscribeUrl: 'https://stacklens.example/fr/unsubscribe?token=u-tok',
      oneClickUrl: 'https://stacklens.example/api/newsletter/unsubscribe/one-click?token=u-tok',
    });
    const encoded = newsletterLinks('https://stacklens.example', 'en', { confirmToken: 'a+b/c', unsubscribeToken: 'x&y=z' });
    expect(encoded.confirmUrl).to.equal('https://stacklens.example/en/newsletter/confirm?token=a%2Bb%2Fc');
    expect(encoded.oneClickUrl).to.equal('https://stacklens.example/api/newsletter/unsubscribe/one-click?token=x%26y%3Dz');
  });

  it('gives the confirmation mail RFC 8058 one-click unsubscribe headers in every locale', () => {
    for (const locale of MAIL_LOCALES) {
      expect(newsletterConfirmMail(locale, links).headers).to.deep.equal({
        'List-Unsubscribe': '<https://stacklens.example/api/newsletter/unsubscribe/one-click?token=u-tok>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
  });

  it('adds no list headers to the team notification (it is not a list mail)', () => {
    const mail = contactNotificationMail('en', { name: 'Ada', email: 'a@x.io', subject: 'general', message: 'A question about audits.' });
    expect(mail.headers).to.equal(undefined);
  });

  it('has a distinct translation per locale, each with both links', () => {
    const mails = MAIL_LOCALES.map((l) => newsletterConfirmMail(l, links));
    expect(new Set(mails.map((m) => m.subject)).size).to.equal(MAIL_LOCALES.length);
    for (const mail of mails) {
      expect(mail.text).to.include(links.confirmUrl).and.to.include(links.unsubscribeUrl);
      expect(mail.template).to.equal('outreach.newsletter-confirm');
    }
    expect(newsletterConfirmMail('ar', links).subject).to.match(/[\u0600-\u06FF]/);
    expect(newsletterConfirmMail('zh', links).subject).to.match(/[\u4e00-\u9fff]/);
  });

  it('keeps a visitor-typed name from breaking the subject header', () => {
    const mail = contactNotificationMail('en', { name: 'Eve\r\nBcc: all@x.io', email: 'e@x.io', subject: 'bug', message: 'Something is broken here.' });
    expect(mail.subject).to.equal('[Contact] Bug report: Eve Bcc: all@x.io');
    expect(mail.text).to.include('Something is broken here.').and.to.include('e@x.io');
    expect(contactNotificationMail('es', { name: 'A', email: 'a@x.io', subject: 'bug', message: 'x'.repeat(10) }).subject).to.include('Informe de error');
  });

  it('reads locales loosely and falls back to English', () => {
    expect([mailLocale('FR'), mailLocale('zh-CN'), mailLocale('de'), mailLocale(undefined)]).to.deep.equal(['fr', 'zh', 'en', 'en']);
  });
});
