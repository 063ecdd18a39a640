import { defineMessages } from 'react-intl';

export const aboutMessages = defineMessages({
  documentTitle: {
    id: 'about.documentTitle',
    defaultMessage: 'About StackLens · Who we are and why we build it',
    description: 'Browser tab title of the about page',
  },
  eyebrow: {
    id: 'about.hero.eyebrow',
    defaultMessage: 'About us',
    description: 'Short label above the about page heading',
  },
  title: {
    id: 'about.hero.title',
    defaultMessage: 'We build the toolbox we wanted as web developers',
    description: 'Main heading (h1) of the about page',
  },
  lead: {
    id: 'about.hero.lead',
    defaultMessage:
      'StackLens brings audits, privacy-first analytics, SQL tools and a component studio together, so that checking, measuring and improving a website no longer takes ten subscriptions.',
    description: 'Paragraph under the about page heading',
  },
  missionTitle: {
    id: 'about.mission.title',
    defaultMessage: 'Our mission',
    description: 'Heading of the mission section',
  },
  missionBody: {
    id: 'about.mission.body',
    defaultMessage:
      'Give every developer, site owner and marketer a clear picture of their website: how fast it is, how secure, how accessible, how well it reads and how visitors really use it, with fixes explained in plain words and in their own language.',
    description: 'Mission statement',
  },
  missionPoint1: {
    id: 'about.mission.point.oneReport',
    defaultMessage: 'Six audits that speak the same language: one score, prioritised issues, concrete fixes.',
    description: 'Mission bullet',
  },
  missionPoint2: {
    id: 'about.mission.point.privacy',
    defaultMessage: 'Analytics that count visits without cookies and without following people across the web.',
    description: 'Mission bullet',
  },
  missionPoint3: {
    id: 'about.mission.point.fair',
    defaultMessage: 'A fair price: a free week to try, then one payment instead of a subscription.',
    description: 'Mission bullet',
  },
  teamTitle: {
    id: 'about.team.title',
    defaultMessage: 'The team',
    description: 'Heading of the team section',
  },
  teamLead: {
    id: 'about.team.lead',
    defaultMessage: 'A small, independent team in which everyone works on the product and answers customers.',
    description: 'Paragraph under the team heading',
  },
  teamEngineeringTitle: {
    id: 'about.team.engineering.title',
    defaultMessage: 'Product engineering',
    description: 'Team role',
  },
  teamEngineeringBody: {
    id: 'about.team.engineering.body',
    defaultMessage: 'Builds the audit engines, the analytics tracker and StackQL, and keeps them fast and reliable.',
    description: 'What the role does',
  },
  teamDesignTitle: {
    id: 'about.team.design.title',
    defaultMessage: 'Design and accessibility',
    description: 'Team role',
  },
  teamDesignBody: {
    id: 'about.team.design.body',
    defaultMessage: 'Designs interfaces that work with a keyboard, a screen reader and right-to-left scripts.',
    description: 'What the role does',
  },
  teamLanguagesTitle: {
    id: 'about.team.languages.title',
    defaultMessage: 'Languages',
    description: 'Team role: translation and localisation',
  },
  teamLanguagesBody: {
    id: 'about.team.languages.body',
    defaultMessage: 'Writes and reviews every screen in English, French, Spanish, Arabic and Chinese.',
    description: 'What the role does',
  },
  teamSupportTitle: {
    id: 'about.team.support.title',
    defaultMessage: 'Customer support',
    description: 'Team role',
  },
  teamSupportBody: {
    id: 'about.team.support.body',
    defaultMessage: 'Answers your messages, runs the community and turns your feedback into the roadmap.',
    description: 'What the role does',
  },
  valuesTitle: {
    id: 'about.values.title',
    defaultMessage: 'What we stand for',
    description: 'Heading of the values section',
  },
  valueClarityTitle: {
    id: 'about.values.clarity.title',
    defaultMessage: 'Clarity over jargon',
    description: 'Value title',
  },
  valueClarityBody: {
    id: 'about.values.clarity.body',
    defaultMessage: 'Every finding says what is wrong, why it matters and how to fix it.',
    description: 'Value description',
  },
  valuePrivacyTitle: {
    id: 'about.values.privacy.title',
    defaultMessage: 'Respect for visitors',
    description: 'Value title',
  },
  valuePrivacyBody: {
    id: 'about.values.privacy.body',
    defaultMessage: 'No tracking cookies, hashed IP addresses and only the data a site owner needs.',
    description: 'Value description',
  },
  valueAccessTitle: {
    id: 'about.values.access.title',
    defaultMessage: 'Access for everyone',
    description: 'Value title',
  },
  valueAccessBody: {
    id: 'about.values.access.body',
    defaultMessage: 'Five languages, accessible screens and half price for students and non-profits.',
    description: 'Value description',
  },
  contactTitle: {
    id: 'about.contact.title',
    defaultMessage: 'Other ways to reach us',
    description: 'Heading of the contact options section',
  },
  contactFormTitle: {
    id: 'about.contact.form.title',
    defaultMessage: 'Contact form',
    description: 'Contact option title',
  },
  contactFormBody: {
    id: 'about.contact.form.body',
    defaultMessage: 'For questions, bug reports, partnerships and discount codes. We answer by e-mail.',
    description: 'Contact option description',
  },
  contactFormLink: {
    id: 'about.contact.form.link',
    defaultMessage: 'Write to us',
    description: 'Link to the contact page',
  },
  contactPriorityTitle: {
    id: 'about.contact.priority.title',
    defaultMessage: 'Priority e-mail support',
    description: 'Contact option title',
  },
  contactPriorityBody: {
    id: 'about.contact.priority.body',
    defaultMessage: 'Premium customers are answered first, from the e-mail address of their account.',
    description: 'Contact option description',
  },
  contactCommunityTitle: {
    id: 'about.contact.community.title',
    defaultMessage: 'Community support',
    description: 'Contact option title',
  },
  contactCommunityBody: {
    id: 'about.contact.community.body',
    defaultMessage: 'Open to every user: share tips, ask how others audit their sites and vote for the next features.',
    description: 'Contact option description',
  },
  faqTitle: {
    id: 'about.faq.title',
    defaultMessage: 'Questions about the trial, plans or refunds?',
    description: 'Heading of the FAQ teaser',
  },
  faqBody: {
    id: 'about.faq.body',
    defaultMessage: 'Seven short answers cover the free trial, the lifetime plans, the 30-day guarantee, discounts and privacy.',
    description: 'Text of the FAQ teaser',
  },
  faqLink: {
    id: 'about.faq.link',
    defaultMessage: 'Read the FAQ',
    description: 'Link to the FAQ page',
  },
  backHome: {
    id: 'about.backHome',
    defaultMessage: 'Back to home',
    description: 'Link back to the home page',
  },
});
