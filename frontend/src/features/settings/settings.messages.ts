import { defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  documentTitle: { id: 'settings.documentTitle', defaultMessage: 'Settings · StackLens', description: 'Browser tab title of the settings page' },
  title: { id: 'settings.title', defaultMessage: 'Settings', description: 'Settings page heading' },
  intro: {
    id: 'settings.intro',
    defaultMessage: 'Your account and its security, how StackLens looks and speaks to you, what it may store in your browser, and your data.',
    description: 'Settings page introduction',
  },
  sections: { id: 'settings.sections', defaultMessage: 'Settings sections', description: 'Accessible name of the list of links to the settings sections' },
  appearanceTitle: { id: 'settings.appearance.title', defaultMessage: 'Appearance', description: 'Settings section heading' },
  themeLegend: { id: 'settings.appearance.theme', defaultMessage: 'Theme', description: 'Legend of the app theme choices' },
  themeSystem: {
    id: 'settings.appearance.themeSystem',
    defaultMessage: 'Same as my device',
    description: 'Theme choice that follows the operating system light or dark setting',
  },
  themeHint: {
    id: 'settings.appearance.themeHint',
    defaultMessage: 'Your theme is remembered on this browser when functional cookies are allowed.',
    description: 'Hint under the theme choices',
  },
  languageLegend: { id: 'settings.appearance.language', defaultMessage: 'Language', description: 'Legend of the language choices' },
  languageHint: {
    id: 'settings.appearance.languageHint',
    defaultMessage: 'The page reloads in the language you choose; we remember it for a year.',
    description: 'Hint under the language choices',
  },
  cookiesTitle: { id: 'settings.cookies.title', defaultMessage: 'Cookies', description: 'Settings section heading' },
  privacyTitle: { id: 'settings.privacy.title', defaultMessage: 'Data and privacy', description: 'Settings section heading' },
  privacyBody: {
    id: 'settings.privacy.body',
    defaultMessage:
      'We keep only what the service needs: your account, your settings and the results of the tools you run. Analytics of your own sites never store visitors’ IP addresses.',
    description: 'Data and privacy section text',
  },
  privacyPolicy: { id: 'settings.privacy.policy', defaultMessage: 'Privacy policy', description: 'Link to the privacy policy' },
  cookiePolicy: { id: 'settings.privacy.cookiePolicy', defaultMessage: 'Cookie policy', description: 'Link to the cookie part of the privacy policy' },
  terms: { id: 'settings.privacy.terms', defaultMessage: 'Terms of use', description: 'Link to the terms of use' },
  contact: { id: 'settings.privacy.contact', defaultMessage: 'Ask us about your data', description: 'Link to the contact page' },
});
