import { defineMessage, defineMessages } from 'react-intl';

export const legalMessages = {
  ...defineMessages({
    toc: {
      id: 'legal.common.toc',
      defaultMessage: 'On this page',
      description: 'Heading of the table of contents of a legal page',
    },
    related: {
      id: 'legal.common.related',
      defaultMessage: 'Related documents',
      description: 'Heading of the links to the other legal pages',
    },
    linkNotices: {
      id: 'legal.common.link.notices',
      defaultMessage: 'Legal notices',
      description: 'Link to the legal notices page',
    },
    linkPrivacy: {
      id: 'legal.common.link.privacy',
      defaultMessage: 'Privacy policy',
      description: 'Link to the privacy policy page',
    },
    linkTerms: {
      id: 'legal.common.link.terms',
      defaultMessage: 'Terms of service',
      description: 'Link to the terms of service page',
    },
    linkContact: {
      id: 'legal.common.link.contact',
      defaultMessage: 'Contact form',
      description: 'Link to the contact page',
    },
    linkCookies: {
      id: 'legal.common.link.cookies',
      defaultMessage: 'Cookie policy',
      description: 'Link to the cookie section of the privacy policy',
    },

    noticesDocumentTitle: {
      id: 'legal.notices.documentTitle',
      defaultMessage: 'Legal notices · StackLens',
      description: 'Browser tab title of the legal notices page',
    },
    noticesTitle: {
      id: 'legal.notices.title',
      defaultMessage: 'Legal notices',
      description: 'Main heading (h1) of the legal notices page',
    },
    noticesLead: {
      id: 'legal.notices.lead',
      defaultMessage: 'Who publishes StackLens, who hosts it and how to reach them.',
      description: 'Paragraph under the legal notices heading',
    },
    noticesPublisherTitle: {
      id: 'legal.notices.publisher.title',
      defaultMessage: 'Publisher',
      description: 'Section heading',
    },
    noticesPublisherBody: {
      id: 'legal.notices.publisher.body',
      defaultMessage:
        'The StackLens website and application are published by StackLens, operated by its publishing company. The company’s legal name, legal form, registered office, registration number, VAT number and the name of the director of publication are provided on request through the contact form.',
      description: 'Publisher section text',
    },
    noticesHostingTitle: {
      id: 'legal.notices.hosting.title',
      defaultMessage: 'Hosting',
      description: 'Section heading',
    },
    noticesHostingBody: {
      id: 'legal.notices.hosting.body',
      defaultMessage:
        'The application and its data are hosted by a professional hosting provider under contract with the publisher. The provider’s name, address and telephone number are provided on request through the contact form.',
      description: 'Hosting section text',
    },
    noticesContactTitle: {
      id: 'legal.notices.contact.title',
      defaultMessage: 'Contact',
      description: 'Section heading',
    },
    noticesContactBody: {
      id: 'legal.notices.contact.body',
      defaultMessage:
        'For any question about these notices, to report content or to exercise your rights, use the contact form: every message is read by the team and answered by e-mail.',
      description: 'Contact section text',
    },
    noticesIpTitle: {
      id: 'legal.notices.ip.title',
      defaultMessage: 'Intellectual property',
      description: 'Section heading',
    },
    noticesIpBody: {
      id: 'legal.notices.ip.body',
      defaultMessage:
        'The StackLens name, logo, interface, texts and software are protected and may not be reproduced without permission. The reports you generate about your own websites and the components you create belong to you.',
      description: 'Intellectual property section text',
    },

    privacyDocumentTitle: {
      id: 'legal.privacy.documentTitle',
      defaultMessage: 'Privacy policy · StackLens',
      description: 'Browser tab title of the privacy policy page',
    },
    privacyTitle: {
      id: 'legal.privacy.title',
      defaultMessage: 'Privacy policy',
      description: 'Main heading (h1) of the privacy policy page',
    },
    privacyLead: {
      id: 'legal.privacy.lead',
      defaultMessage: 'What StackLens collects, why, for how long, who helps us process it and how you control it.',
      description: 'Paragraph under the privacy policy heading',
    },
    privacyControllerTitle: {
      id: 'legal.privacy.controller.title',
      defaultMessage: 'Who is responsible',
      description: 'Section heading: data controller',
    },
    privacyControllerBody: {
      id: 'legal.privacy.controller.body',
      defaultMessage:
        'StackLens, operated by its publishing company, is the controller of the personal data of its users. For the analytics a site owner collects about their own visitors, the site owner is the controller and StackLens processes the data on their behalf.',
      description: 'Controller section text',
    },
    privacyCollectTitle: {
      id: 'legal.privacy.collect.title',
      defaultMessage: 'What we collect',
      description: 'Section heading',
    },
    privacyCollectAccount: {
      id: 'legal.privacy.collect.account',
      defaultMessage:
        'Account data: username, e-mail address and password (stored only as a salted hash), plus the company, website and bio you choose to add.',
      description: 'List item',
    },
    privacyCollectAudits: {
      id: 'legal.privacy.collect.audits',
      defaultMessage: 'Audit data: the URLs you submit for an audit and the results, so you can reopen and export them.',
      description: 'List item',
    },
    privacyCollectPayments: {
      id: 'legal.privacy.collect.payments',
      defaultMessage:
        'Purchase data: chosen plan, billing country, VAT number for businesses and invoice amounts. Card and PayPal details are handled by the payment providers and never reach our servers.',
      description: 'List item',
    },
    privacyCollectContact: {
      id: 'legal.privacy.collect.contact',
      defaultMessage: 'Messages: the name, e-mail address and text you send through the contact or feedback forms.',
      description: 'List item',
    },
    privacyCollectLogs: {
      id: 'legal.privacy.collect.logs',
      defaultMessage: 'Security logs: refused attempts to open protected pages, with the path and the time.',
      description: 'List item',
    },
    privacyAnalyticsTitle: {
      id: 'legal.privacy.analytics.title',
      defaultMessage: 'Analytics collected for site owners',
      description: 'Section heading',
    },
    privacyAnalyticsBody: {
      id: 'legal.privacy.analytics.body',
      defaultMessage:
        'When a site owner adds the StackLens tracking code to their pages, we record page views, referrers, device and browser type, approximate country and city, clicks, scroll depth and form interactions, never the values typed into fields. No cookie is set and no profile is built across websites. IP addresses are hashed before storage and used only to count unique visits and apply exclusions.',
      description: 'Analytics section text',
    },
    privacyRetentionTitle: {
      id: 'legal.privacy.retention.title',
      defaultMessage: 'How long we keep it',
      description: 'Section heading',
    },
    privacyRetentionAccount: {
      id: 'legal.privacy.retention.account',
      defaultMessage: 'Account, audit and studio data: as long as your account exists; deleting your account erases them.',
      description: 'List item',
    },
    privacyRetentionLogs: {
      id: 'legal.privacy.retention.logs',
      defaultMessage: 'Logs of refused access: 90 days.',
      description: 'List item',
    },
    privacyRetentionAnalytics: {
      id: 'legal.privacy.retention.analytics',
      defaultMessage: 'Site analytics: until the site owner purges them or deletes the site.',
      description: 'List item',
    },
    privacyRetentionInvoices: {
      id: 'legal.privacy.retention.invoices',
      defaultMessage: 'Invoices: for the period required by accounting and tax law.',
      description: 'List item',
    },
    privacyProcessorsTitle: {
      id: 'legal.privacy.processors.title',
      defaultMessage: 'Who processes it with us',
      description: 'Section heading: processors',
    },
    privacyProcessorsBody: {
      id: 'legal.privacy.processors.body',
      defaultMessage:
        'Card payments are processed by Stripe and PayPal payments by PayPal, each under its own privacy policy. Our hosting provider stores the data on our behalf. We never sell personal data or share it for advertising.',
      description: 'Processors section text; Stripe and PayPal are company names',
    },
    privacyRightsTitle: {
      id: 'legal.privacy.rights.title',
      defaultMessage: 'Your rights',
      description: 'Section heading',
    },
    privacyRightsBody: {
      id: 'legal.privacy.rights.body',
      defaultMessage:
        'Under the General Data Protection Regulation (GDPR) you may access, correct, delete or export your data, restrict or object to its processing and withdraw your consent at any time. You can edit or delete your account from its settings, or write to us through the contact form; we answer within one month. You may also lodge a complaint with your data protection authority.',
      description: 'Rights section text',
    },
    privacyCookiesTitle: {
      id: 'legal.privacy.cookies.title',
      defaultMessage: 'Cookie policy',
      description: 'Section heading; the section anchor is #cookies',
    },
    privacyCookiesBody: {
      id: 'legal.privacy.cookies.bodyList',
      defaultMessage:
        'StackLens sets only the cookies below. Essential cookies are needed for the site to work: your language, your cookie choice, and a safe sign-in. The functional cookie is set only if you accept it, and you can change your choice at any time from the cookie banner or your settings.',
      description: 'Cookies section text, above the table of every cookie',
    },
    cookieCaption: {
      id: 'legal.privacy.cookies.caption',
      defaultMessage: 'Cookies set by StackLens',
      description: 'Caption of the cookie table',
    },
    cookieName: {
      id: 'legal.privacy.cookies.name',
      defaultMessage: 'Name',
      description: 'Cookie table column header',
    },
    cookiePurpose: {
      id: 'legal.privacy.cookies.purpose',
      defaultMessage: 'Purpose',
      description: 'Cookie table column header',
    },
    cookieCategory: {
      id: 'legal.privacy.cookies.category',
      defaultMessage: 'Category',
      description: 'Cookie table column header',
    },
    cookieDuration: {
      id: 'legal.privacy.cookies.duration',
      defaultMessage: 'Duration',
      description: 'Cookie table column header',
    },
    cookieSetWhen: {
      id: 'legal.privacy.cookies.setWhen',
      defaultMessage: 'When it is set',
      description: 'Cookie table column header',
    },
    cookieEssential: {
      id: 'legal.privacy.cookies.essential',
      defaultMessage: 'Essential',
      description: 'Cookie category',
    },
    cookieFunctional: {
      id: 'legal.privacy.cookies.functional',
      defaultMessage: 'Functional',
      description: 'Cookie category',
    },
    cookieLocalePurpose: {
      id: 'legal.privacy.cookies.locale.purpose',
      defaultMessage: 'Remembers the language you chose.',
      description: 'Purpose of the locale cookie',
    },
    cookieConsentPurpose: {
      id: 'legal.privacy.cookies.consent.purpose',
      defaultMessage: 'Records your cookie choices so the banner is not shown again.',
      description: 'Purpose of the consent cookie',
    },
    cookiePreferencesPurpose: {
      id: 'legal.privacy.cookies.preferences.purpose',
      defaultMessage: 'Keeps your display preferences, such as theme and language.',
      description: 'Purpose of the preferences cookie',
    },
    cookieRefreshPurpose: {
      id: 'legal.privacy.cookies.refresh.purpose',
      defaultMessage: 'Keeps you signed in: it renews your session without asking for your password again. Scripts cannot read it.',
      description: 'Purpose of the session (refresh) cookie',
    },
    cookieCsrfPurpose: {
      id: 'legal.privacy.cookies.csrf.purpose',
      defaultMessage: 'Protects sign-in and account forms against requests forged by other websites.',
      description: 'Purpose of the CSRF protection cookie',
    },
    cookieWhenConsent: {
      id: 'legal.privacy.cookies.when.consent',
      defaultMessage: 'When you accept or reject cookies',
      description: 'When the consent cookie is set',
    },
    cookieWhenTheme: {
      id: 'legal.privacy.cookies.when.theme',
      defaultMessage: 'When you choose a theme, if you accepted functional cookies',
      description: 'When the preferences cookie is set',
    },
    cookieWhenLanguage: {
      id: 'legal.privacy.cookies.when.language',
      defaultMessage: 'When you choose a language',
      description: 'When the locale cookie is set',
    },
    cookieWhenSignIn: {
      id: 'legal.privacy.cookies.when.signIn',
      defaultMessage: 'When you sign in or confirm your sign-up',
      description: 'When the session cookie is set',
    },
    cookieWhenAccountForm: {
      id: 'legal.privacy.cookies.when.accountForm',
      defaultMessage: 'When you send a sign-in, sign-up or password form',
      description: 'When the CSRF cookie is set',
    },
    cookieUntilBrowserCloses: {
      id: 'legal.privacy.cookies.lifetime.browser',
      defaultMessage: 'Until you close the browser',
      description: 'Duration of a session cookie',
    },
    cookieNoAnalytics: {
      id: 'legal.privacy.cookies.noAnalytics',
      defaultMessage: 'The analytics tracking code installed on customers’ websites sets no cookie at all.',
      description: 'Note under the cookie table',
    },

    termsDocumentTitle: {
      id: 'legal.terms.documentTitle',
      defaultMessage: 'Terms of service · StackLens',
      description: 'Browser tab title of the terms page',
    },
    termsTitle: {
      id: 'legal.terms.title',
      defaultMessage: 'Terms of service',
      description: 'Main heading (h1) of the terms page',
    },
    termsLead: {
      id: 'legal.terms.lead',
      defaultMessage: 'The rules for using StackLens: the trial, lifetime plans, refunds and acceptable use.',
      description: 'Paragraph under the terms heading',
    },
    termsServiceTitle: {
      id: 'legal.terms.service.title',
      defaultMessage: 'The service',
      description: 'Section heading',
    },
    termsServiceBody: {
      id: 'legal.terms.service.body',
      defaultMessage:
        'StackLens is an online platform offering website audits, visitor analytics, SQL tools, a component studio and testing tools. By creating an account you accept these terms.',
      description: 'Section text',
    },
    termsTrialTitle: {
      id: 'legal.terms.trial.title',
      defaultMessage: 'Account and free trial',
      description: 'Section heading',
    },
    termsTrialBody: {
      id: 'legal.terms.trial.body',
      defaultMessage:
        'Every new account gets a 7-day free trial without a payment card. At the end of the trial nothing is charged automatically; access to the tools stops until you buy a plan. You are responsible for keeping your password secret and for the activity of your account.',
      description: 'Section text',
    },
    termsPlansTitle: {
      id: 'legal.terms.plans.title',
      defaultMessage: 'Lifetime plans and payment',
      description: 'Section heading',
    },
    termsPlansBody: {
      id: 'legal.terms.plans.body',
      defaultMessage:
        'The Standard and Premium plans are bought with a single payment, charged in euros by card or through PayPal, and give access to the plan’s tools for as long as StackLens is operated, with no subscription or renewal. Prices shown in other currencies are indicative. VAT is applied according to your billing country; a valid EU VAT number for a business purchase is reverse-charged.',
      description: 'Section text',
    },
    termsDiscountsBody: {
      id: 'legal.terms.plans.discounts',
      defaultMessage:
        'One promotional code applies per purchase: the public 20% code, or the 50% code for students and non-profit organisations, granted after verification through the contact form.',
      description: 'Section text about discounts',
    },
    termsGuaranteeTitle: {
      id: 'legal.terms.guarantee.title',
      defaultMessage: '30-day money-back guarantee',
      description: 'Section heading',
    },
    termsGuaranteeBody: {
      id: 'legal.terms.guarantee.body',
      defaultMessage:
        'If you are not satisfied, ask for a refund through the contact form within 30 days of payment. We refund the full amount with the original payment method and the plan is removed from your account.',
      description: 'Section text',
    },
    termsUseTitle: {
      id: 'legal.terms.use.title',
      defaultMessage: 'Acceptable use',
      description: 'Section heading',
    },
    termsUseOwn: {
      id: 'legal.terms.use.own',
      defaultMessage: 'Audit, crawl and track only websites you own or are authorised to test.',
      description: 'List item',
    },
    termsUseLoad: {
      id: 'legal.terms.use.load',
      defaultMessage: 'Do not use StackLens to overload, attack or probe the security of third-party systems.',
      description: 'List item',
    },
    termsUseLimits: {
      id: 'legal.terms.use.limits',
      defaultMessage: 'Do not bypass usage limits, share your account or resell access to the tools.',
      description: 'List item',
    },
    termsUseVisitors: {
      id: 'legal.terms.use.visitors',
      defaultMessage: 'When you install the tracking code, inform your visitors in your own privacy policy, as the law requires.',
      description: 'List item',
    },
    termsUseBreach: {
      id: 'legal.terms.use.breach',
      defaultMessage: 'We may suspend an account that breaks these rules, after notice except in urgent cases.',
      description: 'Section text',
    },
    termsLiabilityTitle: {
      id: 'legal.terms.liability.title',
      defaultMessage: 'Availability and liability',
      description: 'Section heading',
    },
    termsLiabilityBody: {
      id: 'legal.terms.liability.body',
      defaultMessage:
        'We work to keep StackLens available and accurate, but audit scores and recommendations are guidance, not a guarantee of results, security or legal compliance. Planned maintenance is announced in advance whenever possible.',
      description: 'Section text',
    },
    termsChangesTitle: {
      id: 'legal.terms.changes.title',
      defaultMessage: 'Changes and contact',
      description: 'Section heading',
    },
    termsChangesBody: {
      id: 'legal.terms.changes.body',
      defaultMessage:
        'We will tell you by e-mail before any important change to these terms takes effect. Questions about these terms are welcome through the contact form.',
      description: 'Section text',
    },
  }),
  cookieUntilSessionEnds: defineMessage<{ remembered: string }>({
    id: 'legal.privacy.cookies.lifetime.signIn',
    defaultMessage: 'Until you close the browser, or {remembered} if you tick “Remember me”',
    description: 'Duration of the session cookie; {remembered} is a duration such as “30 days”',
  }),
  lastUpdated: defineMessage<{ date: string }>({
    id: 'legal.common.lastUpdated',
    defaultMessage: 'Last updated: {date}',
    description: 'Date of the last revision of a legal page',
  }),
};
