import { defineMessages } from 'react-intl';

export const dataMessages = defineMessages({
  exportTitle: { id: 'settings.data.export.title', defaultMessage: 'Export my data', description: 'Sub-heading of the data export block' },
  exportBody: {
    id: 'settings.data.export.body',
    defaultMessage: 'Download a JSON file with everything StackLens stores about you: your account, your settings and what each tool keeps.',
    description: 'Text of the data export block',
  },
  exportButton: { id: 'settings.data.export.button', defaultMessage: 'Export my data', description: 'Button downloading the data export' },
  exporting: { id: 'settings.data.export.busy', defaultMessage: 'Preparing your file…', description: 'Export button label while the file is prepared' },
  exported: { id: 'settings.data.export.done', defaultMessage: 'Your file has been downloaded.', description: 'Notice after the export was downloaded' },
  exportError: { id: 'settings.data.export.error', defaultMessage: 'Your data could not be exported. Please try again.', description: 'Notice when the export failed' },
  deleteTitle: { id: 'settings.data.delete.title', defaultMessage: 'Delete my account', description: 'Sub-heading of the account deletion block' },
  deleteBody: {
    id: 'settings.data.delete.body',
    defaultMessage: 'Your account and everything linked to it are erased for good, and you are signed out everywhere. Invoices are kept as long as the law requires.',
    description: 'Warning text of the account deletion block',
  },
  deleteLabel: {
    id: 'settings.data.delete.label',
    defaultMessage: 'Type DELETE to confirm',
    description: 'Label of the confirmation field; DELETE is the exact word to type and must stay in English capitals',
  },
  deleteButton: { id: 'settings.data.delete.button', defaultMessage: 'Delete my account for good', description: 'Button deleting the account' },
  deleting: { id: 'settings.data.delete.busy', defaultMessage: 'Deleting…', description: 'Delete button label while the account is deleted' },
  deleteMismatch: {
    id: 'settings.data.delete.mismatch',
    defaultMessage: 'Type the word DELETE, in capital letters, to confirm.',
    description: 'Field error when the confirmation word is wrong; DELETE must stay in English capitals',
  },
  deleteError: {
    id: 'settings.data.delete.error',
    defaultMessage: 'Error while deleting the account. Please try again.',
    description: 'Notice when the deletion failed (docs/product.md §10.2: Erreur lors de la suppression du compte)',
  },
});
