import { defineMessage, defineMessages } from 'react-intl';

export const invoiceMessages = {
  ...defineMessages({
    title: { id: 'settings.invoices.title', defaultMessage: 'Invoices', description: 'Sub-heading of the invoices block in the data section' },
    body: {
      id: 'settings.invoices.body',
      defaultMessage: 'The invoices and credit notes of your purchases, also sent to you by email. They are kept as long as the law requires.',
      description: 'Text of the invoices block',
    },
    loading: { id: 'settings.invoices.loading', defaultMessage: 'Loading your invoices…', description: 'While the invoices load' },
    empty: { id: 'settings.invoices.empty', defaultMessage: 'No invoices yet. They appear here after a purchase.', description: 'No invoice' },
    loadError: { id: 'settings.invoices.loadError', defaultMessage: 'Your invoices could not be loaded.', description: 'The list failed to load' },
    retry: { id: 'settings.invoices.retry', defaultMessage: 'Try again', description: 'Button reloading the invoices' },
    number: { id: 'settings.invoices.number', defaultMessage: 'Number', description: 'Column: invoice number' },
    date: { id: 'settings.invoices.date', defaultMessage: 'Date', description: 'Column: invoice date' },
    plan: { id: 'settings.invoices.plan', defaultMessage: 'Plan', description: 'Column: plan bought' },
    total: { id: 'settings.invoices.total', defaultMessage: 'Total', description: 'Column: total amount' },
    document: { id: 'settings.invoices.document', defaultMessage: 'PDF', description: 'Column: the PDF download' },
    creditNote: { id: 'settings.invoices.creditNote', defaultMessage: 'Credit note', description: 'Label of a credit note (refund) in the list' },
    preparing: { id: 'settings.invoices.preparing', defaultMessage: 'Being prepared', description: 'The PDF is not rendered yet' },
    downloading: { id: 'settings.invoices.downloading', defaultMessage: 'Downloading…', description: 'While the PDF downloads' },
    downloadError: { id: 'settings.invoices.downloadError', defaultMessage: 'The PDF could not be downloaded. Please try again.', description: 'The PDF download failed' },
    notReady: { id: 'settings.invoices.notReady', defaultMessage: 'This PDF is still being prepared. Try again in a moment.', description: 'The PDF is not rendered yet (server answer)' },
  }),
  download: defineMessage<{ number: string }>({ id: 'settings.invoices.download', defaultMessage: 'Download {number}', description: 'Accessible name of the PDF download button' }),
};
