import { defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  region: {
    id: 'consent.banner.region',
    defaultMessage: 'Cookie consent',
    description: 'Accessible name of the cookie banner region',
  },
  title: {
    id: 'consent.banner.title',
    defaultMessage: 'Your privacy, your choice',
    description: 'Heading of the cookie banner',
  },
  body: {
    id: 'consent.banner.body',
    defaultMessage:
      'We use essential cookies to run StackLens. With your permission we also remember your preferences and measure how the site is used.',
    description: 'Explanation in the cookie banner',
  },
  policy: {
    id: 'consent.banner.policy',
    defaultMessage: 'Privacy policy',
    description: 'Link from the cookie banner to the privacy policy',
  },
  acceptAll: {
    id: 'consent.banner.acceptAll',
    defaultMessage: 'Accept all',
    description: 'Button accepting every cookie category',
  },
  reject: {
    id: 'consent.banner.reject',
    defaultMessage: 'Reject',
    description: 'Button refusing every optional cookie category',
  },
  customise: {
    id: 'consent.banner.customise',
    defaultMessage: 'Customise',
    description: 'Button opening the per-category cookie choices',
  },
  save: {
    id: 'consent.banner.save',
    defaultMessage: 'Save my choices',
    description: 'Button saving the per-category cookie choices',
  },
  back: {
    id: 'consent.banner.back',
    defaultMessage: 'Back',
    description: 'Button leaving the per-category choices without saving',
  },
  categories: {
    id: 'consent.categories.legend',
    defaultMessage: 'Cookie categories',
    description: 'Legend of the group of cookie category switches',
  },
  alwaysOn: {
    id: 'consent.categories.alwaysOn',
    defaultMessage: 'Always on',
    description: 'Note next to the essential category, which cannot be turned off',
  },
  essentialName: {
    id: 'consent.categories.essential.name',
    defaultMessage: 'Essential',
    description: 'Cookie category name',
  },
  essentialBody: {
    id: 'consent.categories.essential.body',
    defaultMessage: 'Sign-in, security, your language and this choice.',
    description: 'What essential cookies do',
  },
  functionalName: {
    id: 'consent.categories.functional.name',
    defaultMessage: 'Functional',
    description: 'Cookie category name',
  },
  functionalBody: {
    id: 'consent.categories.functional.body',
    defaultMessage: 'Remember your theme and display preferences.',
    description: 'What functional cookies do',
  },
  analyticsName: {
    id: 'consent.categories.analytics.name',
    defaultMessage: 'Analytics',
    description: 'Cookie category name',
  },
  analyticsBody: {
    id: 'consent.categories.analytics.body',
    defaultMessage: 'Help us understand which pages are used, anonymously.',
    description: 'What analytics cookies do',
  },
  marketingName: {
    id: 'consent.categories.marketing.name',
    defaultMessage: 'Marketing',
    description: 'Cookie category name',
  },
  marketingBody: {
    id: 'consent.categories.marketing.body',
    defaultMessage: 'Measure our campaigns and offers.',
    description: 'What marketing cookies do',
  },
  settingsChosen: {
    id: 'consent.settings.chosen',
    defaultMessage: 'Essential cookies are always on. Turn the others on or off, then save.',
    description: 'Settings page, cookie section, when the visitor has already chosen',
  },
  settingsNotChosen: {
    id: 'consent.settings.notChosen',
    defaultMessage: 'You have not chosen yet: only essential cookies are used. Choose below, then save.',
    description: 'Settings page, cookie section, before any choice',
  },
  settingsSave: {
    id: 'consent.settings.save',
    defaultMessage: 'Save cookie choices',
    description: 'Settings page button saving the cookie categories',
  },
  settingsSaved: {
    id: 'consent.settings.saved',
    defaultMessage: 'Your cookie choices are saved.',
    description: 'Announced after saving the cookie categories on the settings page',
  },
  settingsReset: {
    id: 'consent.settings.reset',
    defaultMessage: 'Reset cookie choices',
    description: 'Settings page button that withdraws every optional cookie and shows the cookie banner again',
  },
  settingsResetDone: {
    id: 'consent.settings.resetDone',
    defaultMessage: 'Optional cookies are off. The cookie banner asks you again.',
    description: 'Announced after resetting the cookie choices',
  },
});
