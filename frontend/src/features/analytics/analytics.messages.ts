import { defineMessage, defineMessages, type PrimitiveType } from 'react-intl';

/** The product's name, the same in every language. */
export const PRODUCT = 'StackLens Analytics';

/** The analytics page around the dashboard: sites, welcome states, the site view, tracking code, settings. */
export const analyticsMessages = {
  ...defineMessages({
    title: { id: 'analytics.sites.title', defaultMessage: 'Your sites', description: 'Heading of the analytics page (site list)' },
    lead: {
      id: 'analytics.sites.lead',
      defaultMessage: 'Visitor analytics for the sites you own: pages, sources, devices, interactions and heatmaps, without cookies.',
      description: 'Introduction under the heading of the analytics page',
    },
    loading: { id: 'analytics.sites.loading', defaultMessage: 'Loading your sites…', description: 'Accessible label while the site list loads' },
    fetchFailed: { id: 'analytics.sites.fetchFailed', defaultMessage: 'An error occurred while fetching the data.', description: 'Analytics error (docs/product.md §10.2): the site list or a site could not be loaded' },
    retry: { id: 'analytics.sites.retry', defaultMessage: 'Try again', description: 'Button loading the data again after an error' },
    welcomeEmptyLead: {
      id: 'analytics.welcome.empty.lead',
      defaultMessage: 'You have no site yet. Add your first one below: you get a one-line snippet to paste into your pages, and visits show here within seconds.',
      description: 'Welcome state (no site): what to do first',
    },
    benefitCookiesTitle: { id: 'analytics.welcome.benefit.cookies.title', defaultMessage: 'No cookies, no banner needed', description: 'Welcome state benefit heading' },
    benefitCookiesBody: {
      id: 'analytics.welcome.benefit.cookies.body',
      defaultMessage: 'Visitors are counted with a daily-rotating anonymous hash; nothing is stored in their browser and IP addresses are never kept. Do Not Track is honoured.',
      description: 'Welcome state benefit text: privacy',
    },
    benefitSnippetTitle: { id: 'analytics.welcome.benefit.snippet.title', defaultMessage: 'A tiny snippet', description: 'Welcome state benefit heading' },
    benefitSnippetBody: {
      id: 'analytics.welcome.benefit.snippet.body',
      defaultMessage: 'About 2.5 KB compressed, loaded with defer: your pages stay as fast as they are. It follows single-page navigation on its own.',
      description: 'Welcome state benefit text: the snippet is small',
    },
    benefitHeatmapsTitle: { id: 'analytics.welcome.benefit.heatmaps.title', defaultMessage: 'Heatmaps and dead zones', description: 'Welcome state benefit heading' },
    benefitHeatmapsBody: {
      id: 'analytics.welcome.benefit.heatmaps.body',
      defaultMessage: 'See where people click, rage-click or never look, how far they scroll, which forms they abandon and which errors they meet.',
      description: 'Welcome state benefit text: interaction data',
    },
    tipInstall: {
      id: 'analytics.welcome.few.tip.install',
      defaultMessage: 'Paste the tracking code on every page, just before the closing body tag, so every visit and navigation is counted.',
      description: 'Tip for users with few sites',
    },
    tipExclude: {
      id: 'analytics.welcome.few.tip.exclude',
      defaultMessage: 'Exclude your own device and your office IP address under Data management, so your own visits do not skew the figures.',
      description: 'Tip for users with few sites',
    },
    tipHeatmap: {
      id: 'analytics.welcome.few.tip.heatmap',
      defaultMessage: 'Open the heatmap and dead zones of your busiest page once it has a few dozen visits: they show what visitors miss.',
      description: 'Tip for users with few sites',
    },
    tipMore: {
      id: 'analytics.welcome.few.tip.more',
      defaultMessage: 'Add your other sites, landing pages or documentation too: each gets its own snippet and dashboard.',
      description: 'Tip for users with few sites',
    },

    listTitle: { id: 'analytics.sites.list.title', defaultMessage: 'Sites', description: 'Heading of the list of sites' },
    trackingOn: { id: 'analytics.sites.card.trackingOn', defaultMessage: 'Tracking on', description: 'Badge: the site records visits' },
    trackingOff: { id: 'analytics.sites.card.trackingOff', defaultMessage: 'Tracking off', description: 'Badge: the site records nothing' },

    addTitle: { id: 'analytics.sites.add.title', defaultMessage: 'Add a site', description: 'Heading of the add-site form' },
    addLead: { id: 'analytics.sites.add.lead', defaultMessage: 'A name for you, and the address visitors open.', description: 'Text under the add-site heading' },
    nameLabel: { id: 'analytics.sites.add.name', defaultMessage: 'Site name', description: 'Label of the site name field' },
    namePlaceholder: { id: 'analytics.sites.add.namePlaceholder', defaultMessage: 'My shop', description: 'Example site name in the empty name field' },
    urlLabel: { id: 'analytics.sites.add.url', defaultMessage: 'Site URL', description: 'Label of the site address field' },
    urlHint: { id: 'analytics.sites.add.urlHint', defaultMessage: 'The complete address, starting with http:// or https://', description: 'Hint under the site address field' },
    addSubmit: { id: 'analytics.sites.add.submit', defaultMessage: 'Add site', description: 'Button of the add-site form' },
    adding: { id: 'analytics.sites.add.adding', defaultMessage: 'Adding…', description: 'Add-site button while the request runs' },
    nameRequired: { id: 'analytics.sites.validation.nameRequired', defaultMessage: 'Name is required', description: 'Add-site error (docs/product.md §8)' },
    urlRequired: { id: 'analytics.sites.validation.urlRequired', defaultMessage: 'URL is required', description: 'Add-site error (docs/product.md §8)' },
    urlScheme: { id: 'analytics.sites.validation.urlScheme', defaultMessage: 'The URL must start with http:// or https://', description: 'Add-site error (docs/product.md §8): bad scheme or unreadable address' },
    urlHttps: { id: 'analytics.sites.validation.urlHttps', defaultMessage: 'The URL must start with https://', description: 'Website settings error (docs/product.md §8): a changed address must be https' },
    urlNotPublic: {
      id: 'analytics.sites.validation.urlNotPublic',
      defaultMessage: 'The URL must be a public website, not a private, loopback or link-local address',
      description: 'Add and settings forms: the address is on a local network, the machine itself (localhost) or link-local',
    },
    settingsNameRequired: { id: 'analytics.sites.validation.settingsNameRequired', defaultMessage: 'The website name is required', description: 'Website settings error (docs/product.md §8)' },
    nameTooLong: { id: 'analytics.sites.validation.nameTooLong', defaultMessage: 'The name can have at most 100 characters', description: 'Site name longer than the limit (SITE_NAME_MAX_LENGTH)' },
    addFailed: { id: 'analytics.sites.add.failed', defaultMessage: 'Error while adding site', description: 'docs/product.md §10.2: adding a site failed' },

    backToSites: { id: 'analytics.site.back', defaultMessage: 'All sites', description: 'Link from a site back to the list' },
    visitSite: { id: 'analytics.site.visit', defaultMessage: '(opens in a new tab)', description: 'Screen-reader text after the link to the owner’s site' },
    siteNotFound: { id: 'analytics.site.notFound', defaultMessage: 'This site does not exist or is not yours.', description: 'Server error ANALYTICS_SITE_NOT_FOUND' },
    sectionsLabel: { id: 'analytics.site.sections', defaultMessage: 'Site sections', description: 'Accessible name of the tab row of a site' },
    tabDashboard: { id: 'analytics.site.tab.dashboard', defaultMessage: 'Dashboard', description: 'Site tab: charts and reports' },
    tabTracking: { id: 'analytics.site.tab.tracking', defaultMessage: 'Tracking code', description: 'Site tab: the snippet to paste' },
    tabSettings: { id: 'analytics.site.tab.settings', defaultMessage: 'Settings', description: 'Site tab: name, address, switches' },
    tabData: { id: 'analytics.site.tab.data', defaultMessage: 'Data management', description: 'Site tab: exclusions, export, purge, deletion' },
    trackingOffNotice: {
      id: 'analytics.site.trackingOffNotice',
      defaultMessage: 'Tracking is off for this site: new visits are not recorded. Turn it on again under Settings.',
      description: 'Notice on a site whose tracking is switched off',
    },

    codeTitle: { id: 'analytics.code.title', defaultMessage: 'Tracking code', description: 'Heading of the tracking code panel' },
    copy: { id: 'analytics.code.copy', defaultMessage: 'Copy the code', description: 'Button copying the tracking code' },
    copied: { id: 'analytics.code.copied', defaultMessage: 'Tracking code copied.', description: 'Success notice (docs/product.md §10.2): tracking copied' },
    copyFailed: { id: 'analytics.code.copyFailed', defaultMessage: 'Error while copying the tracking code.', description: 'Error notice (docs/product.md §10.2)' },
    checkTitle: { id: 'analytics.code.check.title', defaultMessage: 'Check the installation', description: 'Heading of the installation check hint' },
    checkBody: {
      id: 'analytics.code.check.body',
      defaultMessage: 'Open your site in another tab and browse a page or two, then choose the Realtime range on the Dashboard: your visit appears within seconds.',
      description: 'How to check that the snippet works',
    },
    spaNote: {
      id: 'analytics.code.spa',
      defaultMessage: 'Single-page applications need nothing more: navigation through the History API is followed.',
      description: 'Note about single-page applications',
    },

    settingsTitle: { id: 'analytics.settings.title', defaultMessage: 'Site settings', description: 'Heading of the site settings' },
    settingsSave: { id: 'analytics.settings.save', defaultMessage: 'Save changes', description: 'Button saving name and address' },
    settingsSaving: { id: 'analytics.settings.saving', defaultMessage: 'Saving…', description: 'Save button while saving' },
    settingsSaved: { id: 'analytics.settings.saved', defaultMessage: 'Site settings saved.', description: 'Success after saving the site settings' },
    settingsFailed: { id: 'analytics.settings.failed', defaultMessage: 'The settings could not be saved. Please try again.', description: 'Error while saving the site settings' },
    settingsUrlHint: {
      id: 'analytics.settings.urlHint',
      defaultMessage: 'A new address must start with https://. The tracking code stays the same.',
      description: 'Hint under the address field of the settings',
    },
    trackingLabel: { id: 'analytics.settings.tracking', defaultMessage: 'Record visits', description: 'Label of the tracking on/off switch' },
    trackingHelp: {
      id: 'analytics.settings.trackingHelp',
      defaultMessage: 'Off: the snippet stays on your pages but every event is dropped. The data already recorded is kept.',
      description: 'Explanation of the tracking switch',
    },
    dntLabel: { id: 'analytics.settings.dnt', defaultMessage: 'Respect Do Not Track', description: 'Label of the Do Not Track switch' },
    dntHelp: {
      id: 'analytics.settings.dntHelp',
      defaultMessage: 'On: browsers that send Do Not Track or Global Privacy Control are not counted at all. Off: they are counted like everyone else, still without cookies. Changing it changes the tracking code: paste the new one.',
      description: 'Explanation of the Do Not Track switch',
    },
    switchFailed: { id: 'analytics.settings.switchFailed', defaultMessage: 'This setting could not be changed. Please try again.', description: 'Error after a switch failed' },
    invalidSetting: { id: 'analytics.settings.invalid', defaultMessage: 'This setting has an invalid value.', description: 'Server error ANALYTICS_SITE_INVALID_SETTING' },

    dismiss: { id: 'analytics.notice.dismiss', defaultMessage: 'Dismiss', description: 'Button closing a notification' },
  }),
  documentTitle: defineMessage<{ product: string }>({ id: 'analytics.sites.documentTitle', defaultMessage: 'Your sites · {product}', description: 'Browser tab title of the analytics page; product is StackLens Analytics' }),
  siteDocumentTitle: defineMessage<{ site: string; product: string }>({ id: 'analytics.sites.siteDocumentTitle', defaultMessage: '{site} – {product} dashboard', description: 'Browser tab title when one site is open; product is StackLens Analytics' }),

  welcomeEmptyTitle: defineMessage<{ product: string }>({ id: 'analytics.welcome.empty.title', defaultMessage: 'Welcome to {product}', description: 'Heading of the welcome state when the user has no site yet' }),
  welcomeFewTitle: defineMessage<{ product: string }>({ id: 'analytics.welcome.few.title', defaultMessage: 'Get more out of {product}', description: 'Heading of the tips shown while the user has only one or two sites' }),
  listCount: defineMessage<{ count: number }>({ id: 'analytics.sites.list.count', defaultMessage: '{count, plural, one {# site} other {# sites}}', description: 'Number of sites in the list' }),
  addedOn: defineMessage<{ date: string }>({ id: 'analytics.sites.card.addedOn', defaultMessage: 'Added on {date}', description: 'When the site was added; date is formatted' }),
  siteAdded: defineMessage<{ name: string }>({ id: 'analytics.sites.add.success', defaultMessage: 'Site added: {name}.', description: 'Success notice (docs/product.md §10.2): site added' }),
  codeIntro: defineMessage<{ name: string; tag: PrimitiveType }>({
    id: 'analytics.code.intro',
    defaultMessage: 'Paste this line into every page of {name}, just before the closing {tag} tag. It loads with defer, sets no cookie and sends nothing typed into forms.',
    description: 'How to install the snippet; tag is </body>',
  }),
  codeLabel: defineMessage<{ name: string }>({ id: 'analytics.code.label', defaultMessage: 'Tracking code of {name}', description: 'Accessible name of the code block' }),
  checkNothing: defineMessage<{ origin: PrimitiveType }>({
    id: 'analytics.code.check.nothing',
    defaultMessage: 'Nothing shows? Check that the line is in the page source, that tracking is on in Settings, that your device is not excluded, that your browser does not send Do Not Track (or turn that setting off), and that your site’s Content-Security-Policy allows {origin} in script-src and connect-src.',
    description: 'Troubleshooting the installation; origin is the tracker address',
  }),
  switchSaved: defineMessage<{ setting: string; state: 'on' | 'off' }>({ id: 'analytics.settings.switchSaved', defaultMessage: '{setting}: {state, select, on {on} other {off}}.', description: 'Announced after a switch changed; setting is its label' }),
};
