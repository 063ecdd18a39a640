import { api } from '../../app/api';
import type { InvoicesResponse, InvoiceView } from '../../../../src/modules/billing/contract.js';

export type { InvoiceView } from '../../../../src/modules/billing/contract.js';

/** A downloaded invoice: its bytes and the name the server gives the file. */
export interface InvoiceFile {
  filename: string;
  blob: Blob;
}

/** The account's invoices and credit notes (GET /api/payment/invoices) and their PDFs. */
export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    invoices: build.query<InvoiceView[], void>({
      query: () => ({ url: '/payment/invoices', cache: 'no-store' }),
      transformResponse: (body: InvoicesResponse) => body.invoices,
      providesTags: ['Invoice'],
    }),
    // A mutation: the file is saved once, never kept in the cache.
    invoicePdf: build.mutation<InvoiceFile, InvoiceView>({
      query: (invoice) => ({
        url: `/payment/invoices/${encodeURIComponent(invoice.id)}/pdf`,
        cache: 'no-store',
        responseHandler: async (response) => (response.ok ? response.blob() : response.json()),
      }),
      transformResponse: (blob: Blob, _meta, invoice) => ({ filename: `${invoice.number}.pdf`, blob }),
    }),
  }),
});

export const { useInvoicesQuery, useInvoicePdfMutation } = invoicesApi;
