import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

export const pricingMessages = {
  ...defineMessages({
    documentTitle: {
      id: 'pricing.documentTitle',
      defaultMessage: 'Pricing: lifetime plans · StackLens',
      description: 'Browser tab title of the pricing page',
    },
    eyebrow: {
      id: 'pricing.hero.eyebrow',
      defaultMessage: 'Pay once, use it for life',
      description: 'Short label above the pricing heading',
    },
    title: {
      id: 'pricing.hero.title',
      defaultMessage: 'Simple pricing, no subscription',
      description: 'Main heading (h1) of the pricing page',
    },
    lead: {
      id: 'pricing.hero.lead',
      defaultMessage: 'Try every tool free for 7 days, then keep StackLens with a single payment. No renewals, no surprises.',
      description: 'Paragraph under the pricing heading',
    },
    currencyLegend: {
      id: 'pricing.currency.legend',
      defaultMessage: 'Show prices in',
      description: 'Label of the currency selector',
    },
    indicativeNote: {
      id: 'pricing.currency.indicative',
      defaultMessage: 'Amounts in other currencies are indicative, at a fixed rate; payment is always charged in euros.',
      description: 'Note shown when a currency other than euro is selected',
    },
    chargedInEur: {
      id: 'pricing.currency.charged',
      defaultMessage: 'Payment is charged in euros, by card or with PayPal.',
      description: 'Note shown when euro is selected',
    },
    pricesLoading: {
      id: 'pricing.prices.loading',
      defaultMessage: 'Loading prices…',
      description: 'Shown in place of the plan prices while they are fetched from the server',
    },
    pricesFailed: {
      id: 'pricing.prices.failed',
      defaultMessage: 'The prices could not be loaded. Check your connection and try again.',
      description: 'Shown in place of the plan prices when the server could not be reached',
    },
    pricesRetry: {
      id: 'pricing.prices.retry',
      defaultMessage: 'Try again',
      description: 'Button that fetches the plan prices again after a failure',
    },
    priceUnavailable: {
      id: 'pricing.prices.unavailable',
      defaultMessage: 'Price not loaded',
      description: 'Read by screen readers in place of a plan price that is loading or failed to load',
    },
    plansTitle: {
      id: 'pricing.plans.title',
      defaultMessage: 'Choose your plan',
      description: 'Visually hidden heading of the plan cards',
    },
    trialName: {
      id: 'pricing.trial.name',
      defaultMessage: 'Free trial',
      description: 'Name of the free trial card',
    },
    trialPrice: {
      id: 'pricing.trial.price',
      defaultMessage: 'Free',
      description: 'Price line of the free trial card',
    },
    trialTerms: {
      id: 'pricing.trial.terms',
      defaultMessage: 'for 7 days, no card required',
      description: 'Under the trial price',
    },
    trialBody: {
      id: 'pricing.trial.body',
      defaultMessage: 'Every tool unlocked for a week. When the trial ends nothing is charged: you decide whether to stay.',
      description: 'Description of the free trial',
    },
    trialCta: {
      id: 'pricing.trial.cta',
      defaultMessage: 'Start the free trial',
      description: 'Button of the trial card, leads to sign-up',
    },
    oneTime: {
      id: 'pricing.plan.oneTime',
      defaultMessage: 'one-time payment, lifetime access',
      description: 'Under a plan price',
    },
    indicativeShort: {
      id: 'pricing.plan.indicative',
      defaultMessage: 'indicative; charged in EUR',
      description: 'Short label next to a converted price; EUR is the currency code',
    },
    popular: {
      id: 'pricing.plan.popular',
      defaultMessage: 'Most popular',
      description: 'Badge on the Premium plan card',
    },
    standardBody: {
      id: 'pricing.plan.standard.body',
      defaultMessage: 'For developers and site owners who audit and build their own sites.',
      description: 'Who the Standard plan is for',
    },
    premiumBody: {
      id: 'pricing.plan.premium.body',
      defaultMessage: 'For teams and marketers who also measure visitors and work with databases.',
      description: 'Who the Premium plan is for',
    },
    currentPlan: { id: 'pricing.plan.current', defaultMessage: 'Current plan', description: 'Shown instead of a button on the card of the plan the signed-in user has' },
    upgrade: { id: 'pricing.plan.upgrade', defaultMessage: 'Upgrade', description: 'Button of a plan card for a signed-in user who has a lesser plan, leads to checkout' },
    includedInPlan: {
      id: 'pricing.plan.included',
      defaultMessage: 'Included in your plan',
      description: 'Shown on the Standard card to a Premium user, and on the trial card to a user who already has a plan',
    },
    buy: {
      id: 'pricing.plan.buy',
      defaultMessage: 'Get this plan',
      description: 'Button of a plan card, leads to checkout',
    },
    featureAudits: {
      id: 'pricing.feature.audits',
      defaultMessage: 'Content, website, security, performance and engagement audits',
      description: 'Plan feature',
    },
    featureSemantic: {
      id: 'pricing.feature.semantic',
      defaultMessage: 'Semantic audit: HTML, ARIA and meta tags',
      description: 'Plan feature',
    },
    featureStudio: {
      id: 'pricing.feature.studio',
      defaultMessage: 'Component studio and CSS playground',
      description: 'Plan feature',
    },
    featureTesting: {
      id: 'pricing.feature.testing',
      defaultMessage: 'API testing hub and responsive testing',
      description: 'Plan feature',
    },
    featureAnalytics: {
      id: 'pricing.feature.analytics',
      defaultMessage: 'Cookieless analytics with heatmaps',
      description: 'Plan feature',
    },
    featureSql: {
      id: 'pricing.feature.sql',
      defaultMessage: 'StackQL schema designer and query tool',
      description: 'Plan feature; StackQL is a product name',
    },
    featureRobots: {
      id: 'pricing.feature.robots',
      defaultMessage: 'Robots.txt and structured data tool',
      description: 'Plan feature',
    },
    featureCommunity: {
      id: 'pricing.feature.community',
      defaultMessage: 'Community support',
      description: 'Plan feature',
    },
    featurePriority: {
      id: 'pricing.feature.priority',
      defaultMessage: 'Priority e-mail support',
      description: 'Plan feature',
    },
    compareShow: {
      id: 'pricing.compare.show',
      defaultMessage: 'Compare all features',
      description: 'Button that shows the comparison table',
    },
    compareHide: {
      id: 'pricing.compare.hide',
      defaultMessage: 'Hide the comparison',
      description: 'Button that hides the comparison table',
    },
    compareCaption: {
      id: 'pricing.compare.caption',
      defaultMessage: 'Features included in the free trial and in each lifetime plan',
      description: 'Caption of the comparison table',
    },
    compareFeature: {
      id: 'pricing.compare.feature',
      defaultMessage: 'Feature',
      description: 'Column header of the comparison table',
    },
    included: {
      id: 'pricing.compare.included',
      defaultMessage: 'Included',
      description: 'Comparison table cell: the plan includes the feature',
    },
    notIncluded: {
      id: 'pricing.compare.notIncluded',
      defaultMessage: 'Not included',
      description: 'Comparison table cell: the plan does not include the feature',
    },
    discountTitle: {
      id: 'pricing.discount.title',
      defaultMessage: 'Discounts',
      description: 'Heading of the discounts box',
    },
    contactLink: {
      id: 'pricing.discount.contactLink',
      defaultMessage: 'Request your code',
      description: 'Link to the contact page to ask for the student or non-profit code',
    },
    guaranteeTitle: {
      id: 'pricing.guarantee.title',
      defaultMessage: '30-day money-back guarantee',
      description: 'Heading of the guarantee box',
    },
    guaranteeBody: {
      id: 'pricing.guarantee.body',
      defaultMessage:
        'If StackLens is not right for you, write to us within 30 days of your purchase and we refund the full amount, with no questions asked.',
      description: 'Text of the guarantee box',
    },
  }),
  publicDiscount: defineMessage<{ percent: number; code: MessageValue }>({
    id: 'pricing.discount.public',
    defaultMessage: 'Everyone: {percent, number}% off either plan with the code {code} at checkout.',
    description: 'Public discount; {code} is the promo code, shown as is',
  }),
  studentDiscount: defineMessage<{ percent: number }>({
    id: 'pricing.discount.student',
    defaultMessage: 'Students and non-profit organisations: {percent, number}% off with a personal code obtained through the contact form.',
    description: 'Student and non-profit discount',
  }),
};
