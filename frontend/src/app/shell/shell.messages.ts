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
  }),
  languageButton: defineMessage<{ language: string }>({
    id: 'shell.language.button',
    defaultMessage: 'Language: {language}',
    description: 'Accessible name of the language menu button; {language} is the current language in its own name',
  }),
  footerCopyright: defineMessage<{ year: number }>({
    id: 'shell.footer.copyright',
    defaultMessage: '© {year} StackLens. All rights reserved.',
    description: 'Footer copyright line; {year} is the current year',
  }),
};
