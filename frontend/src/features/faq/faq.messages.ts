import { defineMessages } from 'react-intl';

export const faqMessages = defineMessages({
  documentTitle: {
    id: 'faq.documentTitle',
    defaultMessage: 'Frequently asked questions · StackLens',
    description: 'Browser tab title of the FAQ page',
  },
  title: {
    id: 'faq.hero.title',
    defaultMessage: 'Frequently asked questions',
    description: 'Main heading (h1) of the FAQ page',
  },
  lead: {
    id: 'faq.hero.lead',
    defaultMessage: 'The trial, the lifetime plans, refunds, discounts and privacy, answered in a few lines.',
    description: 'Paragraph under the FAQ heading',
  },
  trialQuestion: {
    id: 'faq.items.trial.question',
    defaultMessage: 'How does the 7-day free trial work?',
    description: 'FAQ question',
  },
  trialAnswer: {
    id: 'faq.items.trial.answer',
    defaultMessage:
      'Create an account with a username, an e-mail address and a password: the trial starts at once and lasts 7 days. No card is asked for. When it ends, nothing is charged; you choose whether to buy a lifetime plan.',
    description: 'FAQ answer',
  },
  plansQuestion: {
    id: 'faq.items.plans.question',
    defaultMessage: 'What is the difference between Standard and Premium?',
    description: 'FAQ question; Standard and Premium are plan names',
  },
  plansAnswer: {
    id: 'faq.items.plans.answer',
    defaultMessage:
      'Standard covers five StackAudit audits (content, website, security, performance and user engagement), the component studio, the CSS playground, the API testing hub and responsive testing. Premium adds the semantic audit, StackLens Analytics with heatmaps, the StackQL schema designer and query tool, the robots and structured data tool, and priority e-mail support.',
    description: 'FAQ answer; product names stay as they are',
  },
  paymentQuestion: {
    id: 'faq.items.payment.question',
    defaultMessage: 'Is it really a single payment?',
    description: 'FAQ question',
  },
  paymentAnswer: {
    id: 'faq.items.payment.answer',
    defaultMessage:
      'Yes. Both plans are lifetime licences paid once, by card or with PayPal, with no subscription and no renewal. Payments are charged in euros; the amounts shown in other currencies are indicative.',
    description: 'FAQ answer',
  },
  refundQuestion: {
    id: 'faq.items.refund.question',
    defaultMessage: 'Can I get my money back?',
    description: 'FAQ question',
  },
  refundAnswer: {
    id: 'faq.items.refund.answer',
    defaultMessage:
      'Every purchase comes with a 30-day money-back guarantee. Write to us through the contact form within 30 days of payment and we refund the full amount with the same payment method.',
    description: 'FAQ answer',
  },
  discountQuestion: {
    id: 'faq.items.discount.question',
    defaultMessage: 'Are there discounts?',
    description: 'FAQ question',
  },
  discountAnswer: {
    id: 'faq.items.discount.answer',
    defaultMessage:
      'Anyone can take 20% off with the public code shown on the pricing page, entered at checkout. Students and non-profit organisations get 50% off: ask for a personal code through the contact form.',
    description: 'FAQ answer',
  },
  privacyQuestion: {
    id: 'faq.items.privacy.question',
    defaultMessage: 'Does StackLens Analytics use cookies?',
    description: 'FAQ question',
  },
  privacyAnswer: {
    id: 'faq.items.privacy.answer',
    defaultMessage:
      'No. The tracking code sets no cookie and builds no personal profile. IP addresses are hashed before storage, so you measure visits, clicks and scroll depth without identifying your visitors.',
    description: 'FAQ answer',
  },
  sitesQuestion: {
    id: 'faq.items.sites.question',
    defaultMessage: 'Which websites may I audit or track?',
    description: 'FAQ question',
  },
  sitesAnswer: {
    id: 'faq.items.sites.answer',
    defaultMessage:
      'Only websites you own or are authorised to test. An audit can follow up to 10 linked pages per run, and the analytics tracking code goes on your own pages, just before the closing body tag.',
    description: 'FAQ answer',
  },
  moreTitle: {
    id: 'faq.more.title',
    defaultMessage: 'Still have a question?',
    description: 'Heading of the band below the questions',
  },
  moreBody: {
    id: 'faq.more.supportTimes',
    defaultMessage:
      'Write to the team. Community support is open to everyone: messages are answered in turn and this FAQ covers the common questions. Premium customers get priority e-mail support, with an answer within one business day.',
    description: 'Text of the band below the questions; one business day is the Premium promise',
  },
  moreLink: {
    id: 'faq.more.link',
    defaultMessage: 'Contact us',
    description: 'Link to the contact page',
  },
});
