import { defineMessage, defineMessages } from 'react-intl';

export const homeMessages = {
  ...defineMessages({
    documentTitle: {
      id: 'home.documentTitle',
      defaultMessage: 'StackLens · Website audits, privacy-first analytics and SQL tools',
      description: 'Browser tab title of the home page',
    },
    heroEyebrow: {
      id: 'home.hero.eyebrow',
      defaultMessage: 'One platform for your whole web stack',
      description: 'Short label above the main heading',
    },
    heroTitle: {
      id: 'home.hero.title',
      defaultMessage: 'Audit, measure and build better websites with StackLens',
      description: 'Main heading (h1) of the home page',
    },
    heroLead: {
      id: 'home.hero.lead',
      defaultMessage:
        'Run six in-depth audits, follow your visitors without cookies, design SQL schemas and prototype components, all in one place and in five languages.',
      description: 'Paragraph under the main heading',
    },
    heroPrimaryCta: {
      id: 'home.hero.primaryCta',
      defaultMessage: 'Start your 7-day free trial',
      description: 'Main call to action, leads to sign-up',
    },
    heroSecondaryCta: {
      id: 'home.hero.secondaryCta',
      defaultMessage: 'Explore the tools',
      description: 'Secondary call to action, scrolls to the tools section',
    },
    heroNote: {
      id: 'home.hero.note',
      defaultMessage: 'No card required. Then one payment for lifetime access.',
      description: 'Reassurance under the calls to action',
    },
    previewCaption: {
      id: 'home.preview.caption',
      defaultMessage: 'Sample StackAudit summary',
      description: 'Caption of the illustrative audit report in the hero',
    },
    previewScore: {
      id: 'home.preview.score',
      defaultMessage: 'Overall score',
      description: 'Label of the big score in the sample audit',
    },
    previewPerformance: {
      id: 'home.preview.performance',
      defaultMessage: 'Performance',
      description: 'Audit metric: loading speed and resource efficiency',
    },
    previewSeo: {
      id: 'home.preview.seo',
      defaultMessage: 'Search visibility',
      description: 'Audit metric: search engine optimisation',
    },
    previewSecurity: {
      id: 'home.preview.security',
      defaultMessage: 'Security',
      description: 'Audit metric: headers, cookies, vulnerabilities',
    },
    previewUsability: {
      id: 'home.preview.usability',
      defaultMessage: 'Usability',
      description: 'Audit metric: ease of use and accessibility',
    },
    toolsTitle: {
      id: 'home.tools.title',
      defaultMessage: 'Four tool families, one account',
      description: 'Heading of the section listing the tool families',
    },
    toolsLead: {
      id: 'home.tools.lead',
      defaultMessage: 'Everything developers, site owners and marketers need to find what matters and fix it fast.',
      description: 'Paragraph under the tool families heading',
    },
    auditName: {
      id: 'home.tools.audit.name',
      defaultMessage: 'StackAudit',
      description: 'Product name of the audit tool; a brand, usually not translated',
    },
    auditTagline: {
      id: 'home.tools.audit.tagline',
      defaultMessage: 'Six audits, one clear report',
      description: 'Tagline of StackAudit',
    },
    auditPointScores: {
      id: 'home.tools.audit.point.scores',
      defaultMessage: 'Scores and prioritised fixes for every page',
      description: 'StackAudit feature',
    },
    auditPointCrawl: {
      id: 'home.tools.audit.point.crawl',
      defaultMessage: 'Analyse linked pages, up to 10 URLs per run',
      description: 'StackAudit feature',
    },
    auditPointExport: {
      id: 'home.tools.audit.point.export',
      defaultMessage: 'Export reports as PDF, CSV or JSON',
      description: 'StackAudit feature; PDF, CSV and JSON are file formats',
    },
    analyticsName: {
      id: 'home.tools.analytics.name',
      defaultMessage: 'StackLens Analytics',
      description: 'Product name of the analytics tool',
    },
    analyticsTagline: {
      id: 'home.tools.analytics.tagline',
      defaultMessage: 'Privacy-first visitor analytics',
      description: 'Tagline of StackLens Analytics',
    },
    analyticsPointCookieless: {
      id: 'home.tools.analytics.point.cookieless',
      defaultMessage: 'Cookieless tracking with a single line of code',
      description: 'Analytics feature',
    },
    analyticsPointHeatmaps: {
      id: 'home.tools.analytics.point.heatmaps',
      defaultMessage: 'Click heatmaps and dead-zone views',
      description: 'Analytics feature',
    },
    analyticsPointAudience: {
      id: 'home.tools.analytics.point.audience',
      defaultMessage: 'Pages, sources, devices and a world map',
      description: 'Analytics feature',
    },
    sqlName: {
      id: 'home.tools.sql.name',
      defaultMessage: 'StackQL',
      description: 'Product name of the SQL tool; a brand, usually not translated',
    },
    sqlTagline: {
      id: 'home.tools.sql.tagline',
      defaultMessage: 'Schema designer and query tool',
      description: 'Tagline of StackQL',
    },
    sqlPointSchema: {
      id: 'home.tools.sql.point.schema',
      defaultMessage: 'Design database schemas visually',
      description: 'StackQL feature',
    },
    sqlPointQueries: {
      id: 'home.tools.sql.point.queries',
      defaultMessage: 'Write, analyse and optimise SQL queries',
      description: 'StackQL feature',
    },
    sqlPointCharts: {
      id: 'home.tools.sql.point.charts',
      defaultMessage: 'Turn results into bar, line, pie and heatmap charts',
      description: 'StackQL feature',
    },
    studioName: {
      id: 'home.tools.studio.name',
      defaultMessage: 'Component Studio',
      description: 'Name of the component studio',
    },
    studioTagline: {
      id: 'home.tools.studio.tagline',
      defaultMessage: 'Components and developer tools',
      description: 'Tagline of Component Studio',
    },
    studioPointTemplates: {
      id: 'home.tools.studio.point.templates',
      defaultMessage: 'Component templates and a CSS playground',
      description: 'Component Studio feature',
    },
    studioPointTesting: {
      id: 'home.tools.studio.point.testing',
      defaultMessage: 'API testing hub and responsive testing',
      description: 'Component Studio feature',
    },
    studioPointRobots: {
      id: 'home.tools.studio.point.robots',
      defaultMessage: 'Robots.txt and structured data tools',
      description: 'Component Studio feature; robots.txt is a file name',
    },
    auditsTitle: {
      id: 'home.audits.title',
      defaultMessage: 'Six StackAudit audits',
      description: 'Heading of the section describing the six audits',
    },
    auditsLead: {
      id: 'home.audits.lead',
      defaultMessage: 'Enter a URL and get a score, the issues that matter most and how to fix them.',
      description: 'Paragraph under the audits heading',
    },
    contentName: {
      id: 'home.audits.content.name',
      defaultMessage: 'Content',
      description: 'Name of the content audit',
    },
    contentSummary: {
      id: 'home.audits.content.summary',
      defaultMessage: 'Headings, keywords, images and readability, with a score and a trend for every page.',
      description: 'What the content audit checks',
    },
    websiteName: {
      id: 'home.audits.website.name',
      defaultMessage: 'Website',
      description: 'Name of the website audit',
    },
    websiteSummary: {
      id: 'home.audits.website.summary',
      defaultMessage: 'Detected URLs, a generated sitemap, social previews and technical issues across the site.',
      description: 'What the website audit checks',
    },
    securityName: {
      id: 'home.audits.security.name',
      defaultMessage: 'Security',
      description: 'Name of the security audit',
    },
    securitySummary: {
      id: 'home.audits.security.summary',
      defaultMessage: 'HTTP headers, cookies and known vulnerabilities, rolled into a global score.',
      description: 'What the security audit checks',
    },
    semanticName: {
      id: 'home.audits.semantic.name',
      defaultMessage: 'Semantic',
      description: 'Name of the semantic audit',
    },
    semanticSummary: {
      id: 'home.audits.semantic.summary',
      defaultMessage: 'HTML structure, ARIA accessibility and meta tags, with concrete suggestions.',
      description: 'What the semantic audit checks',
    },
    performanceName: {
      id: 'home.audits.performance.name',
      defaultMessage: 'Performance',
      description: 'Name of the performance audit',
    },
    performanceSummary: {
      id: 'home.audits.performance.summary',
      defaultMessage: 'Core metrics, resource weight and loading speed, with an optimisation score.',
      description: 'What the performance audit checks',
    },
    engagementName: {
      id: 'home.audits.engagement.name',
      defaultMessage: 'User engagement',
      description: 'Name of the user engagement audit',
    },
    engagementSummary: {
      id: 'home.audits.engagement.summary',
      defaultMessage: 'Calls to action, social links and interactive elements that keep visitors on the page.',
      description: 'What the user engagement audit checks',
    },
    valuesTitle: {
      id: 'home.values.title',
      defaultMessage: 'Built to respect you and your visitors',
      description: 'Heading of the section with the product principles',
    },
    privacyTitle: {
      id: 'home.values.privacy.title',
      defaultMessage: 'Privacy by design',
      description: 'Principle title',
    },
    privacyBody: {
      id: 'home.values.privacy.body',
      defaultMessage: 'Analytics without cookies or personal profiles: your visitors stay anonymous.',
      description: 'Principle description',
    },
    languagesTitle: {
      id: 'home.values.languages.title',
      defaultMessage: 'Five languages, right-to-left included',
      description: 'Principle title',
    },
    languagesBody: {
      id: 'home.values.languages.body',
      defaultMessage: 'Use StackLens in English, French, Spanish, Arabic or Chinese.',
      description: 'Principle description; language names as written in the target language',
    },
    lifetimeTitle: {
      id: 'home.values.lifetime.title',
      defaultMessage: 'Pay once, keep it for life',
      description: 'Principle title',
    },
    lifetimeBody: {
      id: 'home.values.lifetime.body',
      defaultMessage: 'Choose Standard or Premium with a one-time payment and a 30-day money-back guarantee.',
      description: 'Principle description; Standard and Premium are plan names',
    },
    pricingTitle: {
      id: 'home.pricing.title',
      defaultMessage: 'Pay once, no subscription',
      description: 'Heading of the pricing teaser on the home page',
    },
    pricingLead: {
      id: 'home.pricing.lead',
      defaultMessage: 'Try every tool free for 7 days, then choose a lifetime plan. 30-day money-back guarantee.',
      description: 'Lead of the pricing teaser',
    },
    pricingOneTime: {
      id: 'home.pricing.oneTime',
      defaultMessage: 'one-time',
      description: 'After a price: paid once, not every month',
    },
    pricingPopular: {
      id: 'home.pricing.popular',
      defaultMessage: 'Most popular',
      description: 'Badge on the Premium plan',
    },
    pricingStandardBody: {
      id: 'home.pricing.standard.body',
      defaultMessage: 'Five website audits, the component studio and the developer tools.',
      description: 'What the Standard plan includes, in one line',
    },
    pricingPremiumBody: {
      id: 'home.pricing.premium.body',
      defaultMessage: 'Everything in Standard, plus analytics with heatmaps, StackQL, the schema designer and the semantic audit.',
      description: 'What the Premium plan includes, in one line; StackQL is a product name',
    },
    pricingCompare: {
      id: 'home.pricing.compare',
      defaultMessage: 'Compare plans',
      description: 'Link from the home page pricing teaser to the pricing page',
    },
    ctaTitle: {
      id: 'home.cta.title',
      defaultMessage: 'Try every tool free for 7 days',
      description: 'Heading of the closing sign-up band',
    },
    ctaBody: {
      id: 'home.cta.body',
      defaultMessage: 'Create your account in under a minute. No card required, and no subscription when you decide to stay.',
      description: 'Paragraph of the closing sign-up band',
    },
    ctaButton: {
      id: 'home.cta.button',
      defaultMessage: 'Create your free account',
      description: 'Button of the closing sign-up band, leads to sign-up',
    },
  }),
  previewIssues: defineMessage<{ count: number }>({
    id: 'home.preview.issues',
    defaultMessage: '{count, plural, one {# issue to fix first} other {# issues to fix first}}',
    description: 'Badge in the sample audit counting the issues to fix',
  }),
};
