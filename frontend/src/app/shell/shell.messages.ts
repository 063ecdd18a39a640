import { defineMessage, defineMessages } from 'react-intl';

// Messages with arguments use defineMessage<Values> so react-intl 12 type-checks their values.
export const shellMessages = {
  ...defineMessages({
    skipLink: {
      id: 'shell.skipLink',
      defaultMessage: 'Skip to main content',
      description: 'Keyboard skip link shown on focus at the top of every page',
    },
    homeLink: {
      id: 'shell.header.homeLink',
      defaultMessage: 'StackLens home',
      description: 'Accessible name of the logo link in the header',
    },
    startTrial: {
      id: 'shell.header.startTrial',
      defaultMessage: 'Start free trial',
      description: 'Header call to action leading to sign-up',
    },
    languageMenu: {
      id: 'shell.language.menu',
      defaultMessage: 'Choose a language',
      description: 'Accessible name of the list of languages',
    },
    footerTagline: {
      id: 'shell.footer.tagline',
      defaultMessage: 'Website audits, privacy-first analytics and SQL tools for developers, site owners and marketers.',
      description: 'One-line description of the product in the footer',
    },
    signIn: {
      id: 'shell.header.signIn',
      defaultMessage: 'Sign in',
      description: 'Header link to the sign-in page',
    },
    mainNav: {
      id: 'shell.nav.label',
      defaultMessage: 'Main',
      description: 'Accessible name of the main navigation in the header',
    },
    navAbout: { id: 'shell.nav.about', defaultMessage: 'About', description: 'Header link to the About page' },
    navContact: { id: 'shell.nav.contact', defaultMessage: 'Contact', description: 'Header link to the Contact page' },
    navPricing: { id: 'shell.nav.pricing', defaultMessage: 'Pricing', description: 'Header link to the Pricing page' },
    navFaq: { id: 'shell.nav.faq', defaultMessage: 'FAQ', description: 'Header link to the frequently asked questions' },
    footerNav: {
      id: 'shell.footer.nav',
      defaultMessage: 'Legal and help',
      description: 'Accessible name of the footer links',
    },
    footerPrivacy: { id: 'shell.footer.privacy', defaultMessage: 'Privacy policy', description: 'Footer link' },
    footerTerms: { id: 'shell.footer.terms', defaultMessage: 'Terms of use', description: 'Footer link' },
    footerNotices: { id: 'shell.footer.notices', defaultMessage: 'Legal notices', description: 'Footer link' },
    footerContact: { id: 'shell.footer.contact', defaultMessage: 'Contact', description: 'Footer link' },
    footerCookies: {
      id: 'shell.footer.cookies',
      defaultMessage: 'Cookie settings',
      description: 'Footer button reopening the cookie choices',
    },
    themeMenu: {
      id: 'shell.theme.menu',
      defaultMessage: 'Theme',
      description: 'Legend of the theme choices',
    },
    themeLight: { id: 'shell.theme.light', defaultMessage: 'Light', description: 'Theme name' },
    themeDark: { id: 'shell.theme.dark', defaultMessage: 'Dark', description: 'Theme name' },
    themeGreenAmbiance: {
      id: 'shell.theme.greenAmbiance',
      defaultMessage: 'Green ambiance',
      description: 'Theme name: a calm, green-tinted light theme',
    },
    newVersion: {
      id: 'shell.version.available',
      defaultMessage: 'A new version is available',
      description: 'Notice shown when a newer build of the app has been deployed',
    },
    newVersionReload: {
      id: 'shell.version.reload',
      defaultMessage: 'Reload',
      description: 'Button in the new-version notice that reloads the page',
    },
    newVersionDismiss: {
      id: 'shell.version.dismiss',
      defaultMessage: 'Dismiss',
      description: 'Accessible name of the button closing the new-version notice',
    },
    loading: {
      id: 'shell.loading',
      defaultMessage: 'Loading…',
      description: 'Shown while a page is being downloaded',
    },
  }),
  languageButton: defineMessage<{ language: string }>({
    id: 'shell.language.button',
    defaultMessage: 'Language: {language}',
    description: 'Accessible name of the language menu button; {language} is the current language in its own name',
  }),
  themeButton: defineMessage<{ theme: string }>({
    id: 'shell.theme.button',
    defaultMessage: 'Theme: {theme}',
    description: 'Accessible name of the theme menu button; {theme} is the current theme name',
  }),
  footerCopyright: defineMessage<{ year: number }>({
    id: 'shell.footer.copyright',
    defaultMessage: '© {year} StackLens. All rights reserved.',
    description: 'Footer copyright line; {year} is the current year',
  }),
  accountMenu: defineMessage<{ name: string }>({
    id: 'shell.account.menu',
    defaultMessage: 'Account of {name}',
    description: 'Accessible name of the signed-in user button and menu in the public header; {name} is the username',
  }),
  ...defineMessages({
    accountDashboard: { id: 'shell.account.dashboard', defaultMessage: 'Dashboard', description: 'Account menu item in the public header' },
    accountSettings: { id: 'shell.account.settings', defaultMessage: 'Settings', description: 'Account menu item in the public header' },
    accountLogout: { id: 'shell.account.logout', defaultMessage: 'Log out', description: 'Account menu item in the public header' },
    accountSigningOut: { id: 'shell.account.signingOut', defaultMessage: 'Logging out…', description: 'Account menu item while the sign-out is on its way' },
    accountLogoutFailed: {
      id: 'shell.account.logoutFailed',
      defaultMessage: 'Logging out failed. Try again',
      description: 'Account menu item after a failed sign-out; you are still signed in',
    },
  }),
};
