import { defineMessage, defineMessages } from 'react-intl';

/** Tool names and descriptions; product names (StackLens Analytics, StackQL, StackAudit) are passed in, never translated. */
export const toolMessages = defineMessages({
  databaseDesignerName: { id: 'dashboard.tool.databaseDesigner.name', defaultMessage: 'SQL schema designer', description: 'Tool card title' },
  auditContentName: {
    id: 'dashboard.tool.auditContent.name',
    defaultMessage: '{product} · Content',
    description: 'Tool card title; {product} is the product name StackAudit',
  },
  auditWebsiteName: {
    id: 'dashboard.tool.auditWebsite.name',
    defaultMessage: '{product} · Website',
    description: 'Tool card title; {product} is the product name StackAudit',
  },
  auditSecurityName: {
    id: 'dashboard.tool.auditSecurity.name',
    defaultMessage: '{product} · Security',
    description: 'Tool card title; {product} is the product name StackAudit',
  },
  auditSemanticName: {
    id: 'dashboard.tool.auditSemantic.name',
    defaultMessage: '{product} · Semantic',
    description: 'Tool card title; {product} is the product name StackAudit; semantic = HTML, ARIA and meta tags',
  },
  auditPerformanceName: {
    id: 'dashboard.tool.auditPerformance.name',
    defaultMessage: '{product} · Performance',
    description: 'Tool card title; {product} is the product name StackAudit',
  },
  auditEngagementName: {
    id: 'dashboard.tool.auditEngagement.name',
    defaultMessage: '{product} · User engagement',
    description: 'Tool card title; {product} is the product name StackAudit',
  },
  auditSeoName: {
    id: 'dashboard.tool.auditSeo.name',
    defaultMessage: '{product} · SEO',
    description: 'Tool card title; {product} is the product name StackAudit; SEO stays as is',
  },
  studioName: { id: 'dashboard.tool.studio.name', defaultMessage: 'Component studio', description: 'Tool card title' },
  cssPlaygroundName: { id: 'dashboard.tool.cssPlayground.name', defaultMessage: 'CSS playground', description: 'Tool card title; CSS stays as is' },
  snippetsName: { id: 'dashboard.tool.snippets.name', defaultMessage: 'My snippets', description: 'Tool card title: the saved studio templates' },
  apiTestingName: { id: 'dashboard.tool.apiTesting.name', defaultMessage: 'API testing hub', description: 'Tool card title' },
  responsiveTestingName: { id: 'dashboard.tool.responsiveTesting.name', defaultMessage: 'Responsive testing', description: 'Tool card title' },
  robotsName: { id: 'dashboard.tool.robots.name', defaultMessage: 'Robots and schema tool', description: 'Tool card title: robots.txt and structured data' },

  analyticsDescription: {
    id: 'dashboard.tool.analytics.description',
    defaultMessage: 'Privacy-first visitor analytics for your own sites: pages, sources, devices and heatmaps.',
    description: 'One-line description on the StackLens Analytics card',
  },
  stackqlDescription: {
    id: 'dashboard.tool.stackql.description',
    defaultMessage: 'Write, analyse and optimise SQL queries, then chart the results.',
    description: 'One-line description on the StackQL query tool card',
  },
  databaseDesignerDescription: {
    id: 'dashboard.tool.databaseDesigner.description',
    defaultMessage: 'Design tables, keys and relations visually, then export the SQL.',
    description: 'One-line description on the schema designer card',
  },
  auditContentDescription: {
    id: 'dashboard.tool.auditContent.description',
    defaultMessage: 'Headings, keywords, images and readability, scored page by page.',
    description: 'One-line description on the content audit card',
  },
  auditWebsiteDescription: {
    id: 'dashboard.tool.auditWebsite.description',
    defaultMessage: 'Detected pages, a generated sitemap, social previews and technical checks.',
    description: 'One-line description on the website audit card',
  },
  auditSecurityDescription: {
    id: 'dashboard.tool.auditSecurity.description',
    defaultMessage: 'HTTP headers, cookies and known vulnerabilities in one global score.',
    description: 'One-line description on the security audit card',
  },
  auditSemanticDescription: {
    id: 'dashboard.tool.auditSemantic.description',
    defaultMessage: 'HTML structure, ARIA accessibility and meta tags, with suggestions.',
    description: 'One-line description on the semantic audit card',
  },
  auditPerformanceDescription: {
    id: 'dashboard.tool.auditPerformance.description',
    defaultMessage: 'Core metrics, resource weight and loading speed, with an optimisation score.',
    description: 'One-line description on the performance audit card',
  },
  auditEngagementDescription: {
    id: 'dashboard.tool.auditEngagement.description',
    defaultMessage: 'Calls to action, social links and interactive elements that keep visitors on the page.',
    description: 'One-line description on the user engagement audit card',
  },
  auditSeoDescription: {
    id: 'dashboard.tool.auditSeo.description',
    defaultMessage: 'One SEO score from the content, semantic and website checks, with what to fix first.',
    description: 'One-line description on the SEO audit card',
  },
  studioDescription: {
    id: 'dashboard.tool.studio.description',
    defaultMessage: 'Build interface components from templates and keep them in your library.',
    description: 'One-line description on the component studio card',
  },
  cssPlaygroundDescription: {
    id: 'dashboard.tool.cssPlayground.description',
    defaultMessage: 'Try out CSS live and see the result as you type.',
    description: 'One-line description on the CSS playground card',
  },
  snippetsDescription: {
    id: 'dashboard.tool.snippets.description',
    defaultMessage: 'Find, view and copy the components and CSS snippets you saved, or open them again to edit.',
    description: 'One-line description on the saved templates card',
  },
  apiTestingDescription: {
    id: 'dashboard.tool.apiTesting.description',
    defaultMessage: 'Send HTTP requests and inspect responses, headers and timings.',
    description: 'One-line description on the API testing hub card',
  },
  responsiveTestingDescription: {
    id: 'dashboard.tool.responsiveTesting.description',
    defaultMessage: 'Preview your pages at phone, tablet and desktop sizes.',
    description: 'One-line description on the responsive testing card',
  },
  robotsDescription: {
    id: 'dashboard.tool.robots.description',
    defaultMessage: 'Write and check robots.txt files and schema.org structured data.',
    description: 'One-line description on the robots and schema tool card; robots.txt and schema.org stay as is',
  },
});

export const categoryMessages = defineMessages({
  all: { id: 'dashboard.category.all', defaultMessage: 'All', description: 'Tool filter: every category' },
  design: { id: 'dashboard.category.design', defaultMessage: 'Design', description: 'Tool category: design tools' },
  development: { id: 'dashboard.category.development', defaultMessage: 'Development', description: 'Tool category: development tools' },
  tests: { id: 'dashboard.category.tests', defaultMessage: 'Tests', description: 'Tool category: testing and audit tools' },
  analysis: { id: 'dashboard.category.analysis', defaultMessage: 'Analysis', description: 'Tool category: analytics tools' },
});

export const dashboardThemeMessages = defineMessages({
  default: { id: 'dashboard.theme.default', defaultMessage: 'Default', description: 'Dashboard card theme name' },
  dark: { id: 'dashboard.theme.dark', defaultMessage: 'Dark', description: 'Dashboard card theme name' },
  vibrant: { id: 'dashboard.theme.vibrant', defaultMessage: 'Vibrant', description: 'Dashboard card theme name: colourful' },
  minimal: { id: 'dashboard.theme.minimal', defaultMessage: 'Minimal', description: 'Dashboard card theme name: plain, outlined' },
  elegant: { id: 'dashboard.theme.elegant', defaultMessage: 'Elegant', description: 'Dashboard card theme name: serif, warm tones' },
});

export const dashboardMessages = {
  ...defineMessages({
    documentTitle: { id: 'dashboard.page.documentTitle', defaultMessage: 'Dashboard · StackLens', description: 'Browser tab title of the dashboard' },
    freePlan: {
      id: 'dashboard.freePlan.notice',
      defaultMessage: 'Your trial has ended: you are on the Free plan. The tools marked Premium open again with a plan, paid once for life.',
      description: 'Notice on the dashboard for a signed-in user whose trial ended without a purchase',
    },
    freePlanUpgrade: { id: 'dashboard.freePlan.upgrade', defaultMessage: 'See the plans', description: 'Button from the Free-plan notice to the pricing page' },
    welcomeAnonymous: { id: 'dashboard.welcome.titleAnonymous', defaultMessage: 'Welcome to your dashboard', description: 'Dashboard heading when no name is known' },
    intro: {
      id: 'dashboard.welcome.intro',
      defaultMessage: 'Every tool of your workspace in one place. Filter, search and arrange them the way you work.',
      description: 'Introduction under the dashboard heading',
    },
    toolsHeading: { id: 'dashboard.tools.heading', defaultMessage: 'Your tools', description: 'Heading above the tool cards' },
    categoryLegend: { id: 'dashboard.filter.category', defaultMessage: 'Category', description: 'Label of the tool category filter' },
    searchLabel: { id: 'dashboard.search.label', defaultMessage: 'Search tools', description: 'Label of the tool search field' },
    searchPlaceholder: { id: 'dashboard.search.placeholder', defaultMessage: 'Name or description', description: 'Placeholder of the tool search field' },
    clearSearch: { id: 'dashboard.search.clear', defaultMessage: 'Clear search', description: 'Button emptying the tool search field' },
    noMatchHint: {
      id: 'dashboard.empty.searchHint',
      defaultMessage: 'Try another word, another category, or clear the search.',
      description: 'Hint under the empty search result',
    },
    allHidden: {
      id: 'dashboard.empty.hidden',
      defaultMessage: 'Every tool in this view is hidden.',
      description: 'Empty state when the visitor hid all tools of the chosen category',
    },
    showAll: { id: 'dashboard.visibility.showAll', defaultMessage: 'Show all tools', description: 'Button making every hidden tool visible again' },
    customise: { id: 'dashboard.customise.toggle', defaultMessage: 'Customise display', description: 'Button opening the display settings panel' },
    customiseHeading: { id: 'dashboard.customise.heading', defaultMessage: 'Display settings', description: 'Heading of the display settings panel' },
    closePanel: { id: 'dashboard.customise.close', defaultMessage: 'Close display settings', description: 'Button closing the display settings panel' },
    visibilityLegend: { id: 'dashboard.visibility.legend', defaultMessage: 'Tool visibility', description: 'Group of checkboxes showing or hiding each tool' },
    visibilityHint: {
      id: 'dashboard.visibility.hint',
      defaultMessage: 'Untick a tool to hide its card. You can bring it back at any time.',
      description: 'Help text of the tool visibility group',
    },
    compactLabel: { id: 'dashboard.compact.label', defaultMessage: 'Compact cards', description: 'Switch making tool cards smaller' },
    compactHint: {
      id: 'dashboard.compact.hint',
      defaultMessage: 'Smaller cards with one-line descriptions, to see more tools at once.',
      description: 'Help text of the compact switch',
    },
    cardsPerRowLegend: { id: 'dashboard.cardsPerRow.legend', defaultMessage: 'Cards per row', description: 'Choice of how many tool cards fill a row' },
    cardsPerRowAuto: { id: 'dashboard.cardsPerRow.auto', defaultMessage: 'Automatic', description: 'Cards per row: as many as fit' },
    cardsPerRowHint: {
      id: 'dashboard.cardsPerRow.hint',
      defaultMessage: 'Narrow screens show fewer cards per row so each stays readable.',
      description: 'Help text of the cards per row choice',
    },
    themeLegend: { id: 'dashboard.theme.legend', defaultMessage: 'Dashboard theme', description: 'Choice of the tool card style' },
    saving: { id: 'dashboard.save.saving', defaultMessage: 'Saving your display settings…', description: 'Status while preferences are being saved' },
    saved: { id: 'dashboard.save.saved', defaultMessage: 'Display settings saved', description: 'Status once preferences are saved to the account' },
    savedLocally: {
      id: 'dashboard.save.local',
      defaultMessage: 'Display settings kept on this device',
      description: 'Status when the visitor is not signed in and settings stay in this browser',
    },
    saveFailed: {
      id: 'dashboard.save.failed',
      defaultMessage: 'Your display settings could not be saved to your account. Your choices stay on screen; try again in a moment.',
      description: 'Error notice when saving preferences fails',
    },
    loadFailed: {
      id: 'dashboard.load.failed',
      defaultMessage: 'Your saved display settings could not be loaded, so this device’s settings are shown.',
      description: 'Error notice when loading preferences fails',
    },
    retry: { id: 'dashboard.retry', defaultMessage: 'Try again', description: 'Button retrying a failed load or save' },
    loading: { id: 'dashboard.tools.loading', defaultMessage: 'Loading your tools…', description: 'Accessible label of the tool cards placeholder' },
    openTool: { id: 'dashboard.card.open', defaultMessage: 'Open', description: 'Visible call to action on a tool card' },
    categoryOnCard: { id: 'dashboard.card.category', defaultMessage: 'Category', description: 'Accessible label before the category of a tool card' },
  }),
  welcome: defineMessage<{ username: string }>({
    id: 'dashboard.welcome.title',
    defaultMessage: 'Welcome back, {username}',
    description: 'Dashboard heading; {username} is the signed-in user name',
  }),
  resultCount: defineMessage<{ count: number }>({
    id: 'dashboard.results.count',
    defaultMessage: '{count, plural, =0 {No tools shown} one {# tool shown} other {# tools shown}}',
    description: 'Number of tool cards shown, announced after filtering',
  }),
  noMatch: defineMessage<{ query: string }>({
    id: 'dashboard.empty.search',
    defaultMessage: 'No tool matches “{query}”.',
    description: 'Empty state of the tool search; {query} is what the visitor typed',
  }),
  hiddenCount: defineMessage<{ count: number }>({
    id: 'dashboard.visibility.hiddenCount',
    defaultMessage: '{count, plural, =0 {All tools are visible} one {# tool hidden} other {# tools hidden}}',
    description: 'Summary under the tool visibility group',
  }),
  premiumHint: defineMessage<{ plan: string }>({
    id: 'dashboard.card.premiumHint',
    defaultMessage: 'Included in {plan}',
    description: 'Note on a premium tool card for users without the plan; {plan} is the plan name Premium',
  }),
};
