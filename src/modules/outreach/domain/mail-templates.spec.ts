import { expect } from 'chai';
import { mailLocale, MAIL_LOCALES } from './locale.js';
import { acknowledgementLinks, contactAcknowledgementMail, contactNotificationMail, newsletterConfirmMail, newsletterLinks } from './mail-templates.js';

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
    expect([mailLocale('ar-EG,ar;q=0.9,en;q=0.8'), mailLocale('de-DE,fr;q=0.9')]).to.deep.equal(['ar', 'en']);
  });

  it('acknowledges a contact message in every locale: the response time for priority, the FAQ for the others', () => {
    const texts = new Set<string>();
    for (const locale of MAIL_LOCALES) {
      const links = acknowledgementLinks('https://stacklens.test/', locale);
      const priority = contactAcknowledgementMail(locale, { subject: 'bug', priority: true }, links, 1);
      const community = contactAcknowledgementMail(locale, { subject: 'bug', priority: false }, links, 1);
      expect(priority).to.include({ template: 'outreach.contact-acknowledgement', locale });
      expect(priority.headers, 'not a list mail').to.equal(undefined);
      expect(community.text).to.include(`https://stacklens.test/${locale}/faq`).and.to.include(`https://stacklens.test/${locale}/pricing`);
      expect(priority.text).not.to.include('/faq');
      expect(priority.text).not.to.equal(community.text);
      texts.add(priority.text).add(community.text);
    }
    expect(texts.size).to.equal(MAIL_LOCALES.length * 2);
  });
});
