import { defineMessages } from 'react-intl';

/** The website analysis page's saved website data (audits README, "Website data"). */
export const websiteDataMessages = defineMessages({
  title: { id: 'audits.websiteData.title', defaultMessage: 'Your main website', description: 'Heading of the saved website data on the website analysis page' },
  body: {
    id: 'audits.websiteData.body',
    defaultMessage: 'What your last website analysis of it found. Analysing it again updates these URLs and the sitemap.',
    description: 'Text under the heading of the saved website data',
  },
  empty: {
    id: 'audits.websiteData.empty',
    defaultMessage: 'No website data available for this account. Please add a website to your account below.',
    description: 'Shown when the user has no website saved yet (docs/product.md empty state)',
  },
  manage: { id: 'audits.websiteData.manage', defaultMessage: 'Manage your websites', description: 'Link to the websites section of the settings' },
  name: { id: 'audits.websiteData.name', defaultMessage: 'Name', description: 'Label of the website name' },
  noSitemap: {
    id: 'audits.websiteData.noSitemap',
    defaultMessage: 'No sitemap saved yet: analyse this website to generate one.',
    description: 'Shown instead of the sitemap before any analysis of the main website',
  },
  reanalyze: { id: 'audits.websiteData.reanalyze', defaultMessage: 'Reanalyze main website', description: 'Button starting the website analysis of the saved main URL' },
  loadError: { id: 'audits.websiteData.loadError', defaultMessage: 'Your saved websites could not be loaded.', description: 'Error when the website data fails to load' },
});
