import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { errorCodeOf } from '../../shared/errors/errorMessages';
import { saveBlob } from '../../shared/save-file';
import { Button } from '../../shared/ui/Button';
import { Banner } from '../../shared/ui/form';
import { Icon } from '../../shared/ui/Icon';
import { Table, TableWrap } from '../../shared/ui/Table';
import { useInvoicePdfMutation, useInvoicesQuery, type InvoiceView } from './invoices.api';
import { invoiceMessages as m } from './invoices.messages';
import { Block, LiveRegion, Muted } from './settings-ui';

const PLAN_NAMES = { standard: 'Standard', premium: 'Premium' } as const;

const Kind = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
`;

const Download = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-block-size: 2.25rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.link};
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

/**
 * "Invoices" in the data section: every invoice and credit note of the account, each PDF downloaded
 * with the session's token (GET /api/payment/invoices/:id/pdf), as the server numbered and dated it.
 */
export function InvoiceSettings() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const titleId = useId();
  const list = useInvoicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [fetchPdf] = useInvoicePdfMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  const download = async (invoice: InvoiceView) => {
    setProblem(null);
    setBusy(invoice.id);
    try {
      const file = await fetchPdf(invoice).unwrap();
      saveBlob(file.filename, file.blob);
    } catch (error) {
      setProblem(errorCodeOf(error) === 'BILLING_INVOICE_NOT_READY' ? m.notReady : m.downloadError);
    } finally {
      setBusy(null);
    }
  };

  const euros = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });

  let content;
  if (list.isError && !list.isFetching) {
    content = (
      <Banner $tone="danger" role="alert" data-testid="invoices-error">
        {t(m.loadError)}{' '}
        <Button type="button" $variant="secondary" $size="md" onClick={() => void list.refetch()}>
          {t(m.retry)}
        </Button>
      </Banner>
    );
  } else if (!list.data) {
    content = <Muted aria-busy="true">{t(m.loading)}</Muted>;
  } else if (list.data.length === 0) {
    content = <Muted data-testid="invoices-empty">{t(m.empty)}</Muted>;
  } else {
    content = (
      <TableWrap>
        <Table aria-labelledby={titleId} data-testid="invoices-table">
          <thead>
            <tr>
              <th scope="col">{t(m.number)}</th>
              <th scope="col">{t(m.date)}</th>
              <th scope="col">{t(m.plan)}</th>
              <th scope="col" data-numeric>
                {t(m.total)}
              </th>
              <th scope="col">{t(m.document)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((invoice) => (
              <tr key={invoice.id} data-testid="invoice-row">
                <td>
                  <bdi dir="ltr">{invoice.number}</bdi>
                  {invoice.kind === 'credit_note' ? <Kind>{t(m.creditNote)}</Kind> : null}
                </td>
                <td>
                  <time dateTime={invoice.issuedAt}>{intl.formatDate(invoice.issuedAt, { dateStyle: 'medium' })}</time>
                </td>
                <td>{PLAN_NAMES[invoice.selectedPlan]}</td>
                <td data-numeric>
                  <bdi dir="ltr">{euros(invoice.totalAmount)}</bdi>
                </td>
                <td>
                  {invoice.documentStatus === 'rendered' ? (
                    <Download
                      type="button"
                      onClick={() => void download(invoice)}
                      disabled={busy === invoice.id}
                      aria-busy={busy === invoice.id}
                      aria-label={intl.formatMessage(m.download, { number: invoice.number })}
                      data-testid="invoice-download"
                    >
                      <Icon name="document" size={16} />
                      {busy === invoice.id ? t(m.downloading) : t(m.document)}
                    </Download>
                  ) : (
                    <Kind>{t(m.preparing)}</Kind>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    );
  }

  return (
    <Block role="group" aria-labelledby={titleId} data-testid="invoices">
      <h3 id={titleId}>{t(m.title)}</h3>
      <Muted>{t(m.body)}</Muted>
      <LiveRegion role="alert">{problem ? <Banner $tone="danger">{t(problem)}</Banner> : null}</LiveRegion>
      {content}
    </Block>
  );
}
