import { defineMessage, defineMessages } from 'react-intl';

export const uiCheckMessages = defineMessages({
  documentTitle: { id: 'uiCheck.documentTitle', defaultMessage: 'UI check · StackLens', description: 'Browser tab title of the development-only UI check page' },
  title: { id: 'uiCheck.title', defaultMessage: 'UI check', description: 'Heading of the development-only page showing shared UI pieces' },
  intro: {
    id: 'uiCheck.intro',
    defaultMessage: 'Development only. How shared pieces render in this language, direction and theme. Production installations answer this address with “page not found”.',
    description: 'Intro of the development-only UI check page',
  },
  loading: { id: 'uiCheck.loading', defaultMessage: 'Checking the environment…', description: 'Shown while the page asks the server whether it runs in development' },
  localeTitle: { id: 'uiCheck.locale.title', defaultMessage: 'Language and formats', description: 'Section heading' },
  localeLanguage: { id: 'uiCheck.locale.language', defaultMessage: 'Language', description: 'Table row label' },
  localeDirection: { id: 'uiCheck.locale.direction', defaultMessage: 'Direction', description: 'Table row label: text direction' },
  localeDate: { id: 'uiCheck.locale.date', defaultMessage: 'Date and time', description: 'Table row label' },
  localeNumber: { id: 'uiCheck.locale.number', defaultMessage: 'Number', description: 'Table row label' },
  localePercent: { id: 'uiCheck.locale.percent', defaultMessage: 'Percentage', description: 'Table row label' },
  localeCurrency: { id: 'uiCheck.locale.currency', defaultMessage: 'Price in euros', description: 'Table row label' },
  localeRelative: { id: 'uiCheck.locale.relative', defaultMessage: 'Relative time', description: 'Table row label' },
  localePlural: { id: 'uiCheck.locale.plural', defaultMessage: 'Plural forms', description: 'Table row label' },
  errorsTitle: { id: 'uiCheck.errors.title', defaultMessage: 'Server error codes', description: 'Section heading: the translated message of each server error code' },
  errorsCode: { id: 'uiCheck.errors.code', defaultMessage: 'Code', description: 'Table column header' },
  errorsMessage: { id: 'uiCheck.errors.message', defaultMessage: 'Message shown', description: 'Table column header' },
  chartTitle: { id: 'uiCheck.chart.title', defaultMessage: 'Chart', description: 'Section heading' },
  chartLabel: {
    id: 'uiCheck.chart.label',
    defaultMessage: 'Sample chart: two series over a week, to check the legend, axes and tooltip direction',
    description: 'Accessible name of the sample chart on the UI check page',
  },
  chartVisits: { id: 'uiCheck.chart.visits', defaultMessage: 'Visits (sample)', description: 'Legend of a sample chart series' },
  chartViews: { id: 'uiCheck.chart.views', defaultMessage: 'Page views (sample)', description: 'Legend of a sample chart series' },
  controlsTitle: { id: 'uiCheck.controls.title', defaultMessage: 'Controls', description: 'Section heading' },
  controlsPrimary: { id: 'uiCheck.controls.primary', defaultMessage: 'Primary action', description: 'Sample button label' },
  controlsSecondary: { id: 'uiCheck.controls.secondary', defaultMessage: 'Secondary action', description: 'Sample button label' },
  controlsDisabled: { id: 'uiCheck.controls.disabled', defaultMessage: 'Unavailable action', description: 'Sample disabled button label' },
  controlsNext: { id: 'uiCheck.controls.next', defaultMessage: 'Next step', description: 'Sample button with an arrow pointing forward' },
});

export const pluralSampleMessage = defineMessage<{ count: number }>({
  id: 'uiCheck.locale.pluralSample',
  defaultMessage: '{count, plural, =0 {no page} one {# page} other {# pages}}',
  description: 'A count of audited pages, used to check plural rules; translate with every plural form of your language',
});
