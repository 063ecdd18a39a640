import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorCodeOf } from '../../shared/errors/errorMessages';
import { Button } from '../../shared/ui/Button';
import { Banner, Select } from '../../shared/ui/form';
import { DialogActions, ModalDialog } from '../../shared/ui/ModalDialog';
import type { Column } from './AdminTable';
import { useAdminOrdersQuery, useRefundOrderMutation, type AdminOrderView, type OrderStatus } from './billing-admin.api';
import { billingAdminMessages as m } from './billing-admin.messages';
import { DateTime, Ltr, PAGE_SIZE } from './cells';
import type { ListProps } from './list-props';
import { PagedList } from './PagedList';

const STATUSES: readonly OrderStatus[] = ['paid', 'pending_payment', 'refunded', 'canceled', 'expired'];
const PLAN_NAMES = { standard: 'Standard', premium: 'Premium' } as const;

const Wrap = styled.div`
  display: grid;
  gap: 1rem;
  min-inline-size: 0;
`;

const Filter = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem;
  font-weight: 600;

  & > select {
    inline-size: auto;
    min-inline-size: 12rem;
  }
`;

const Stack = styled.span`
  display: grid;
  gap: 0.2rem;

  & > small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

const Status = styled.span<{ $status: OrderStatus }>`
  display: inline-block;
  padding-block: 0.1rem;
  padding-inline: 0.55rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $status }) => ($status === 'paid' ? theme.color.accentSoft : theme.color.bgAlt)};
  color: ${({ theme, $status }) => ($status === 'paid' ? theme.color.accent : $status === 'refunded' ? theme.color.warning : theme.color.textMuted)};
  font-size: 0.8125rem;
  font-weight: 700;
  white-space: nowrap;
`;

/** Orders, newest first, with the refund an admin may make within the 30 days (billing README, "Refunds"). */
export function OrdersList({ labelledBy, page, onPage }: ListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const filterId = useId();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const result = useAdminOrdersQuery({ page, pageSize: PAGE_SIZE, status }, { refetchOnMountOrArgChange: true });
  const [refund, refundState] = useRefundOrderMutation();
  const [target, setTarget] = useState<AdminOrderView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const day = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  const euros = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });

  const confirmRefund = async () => {
    if (!target) return;
    setProblem(null);
    try {
      await refund(target.id).unwrap();
      setDone(target.id);
      setTarget(null);
    } catch (error) {
      setProblem(errorCodeOf(error) === 'BILLING_REFUND_WINDOW_CLOSED' ? t(m.refundWindowClosed) : t(m.refundFailed));
    }
  };

  const columns = useMemo<readonly Column<AdminOrderView>[]>(
    () => [
      {
        id: 'customer',
        header: m.customer,
        cell: (row) => (
          <Stack>
            <span dir="auto">{row.customerName}</span>
            <small>
              <Ltr>{row.customerEmail}</Ltr> · <Ltr>{row.countryCode}</Ltr>
            </small>
          </Stack>
        ),
      },
      {
        id: 'plan',
        header: m.plan,
        cell: (row) => (
          <Stack>
            <span>{PLAN_NAMES[row.plan]}</span>
            <small>
              {t(row.method === 'card' ? m.methodCard : m.methodPayPal)}
              {row.promoCode ? (
                <>
                  {' · '}
                  <Ltr>{row.promoCode}</Ltr>
                </>
              ) : null}
            </small>
          </Stack>
        ),
      },
      { id: 'total', header: m.total, cell: (row) => <Ltr>{euros(row.totalAmount)}</Ltr>, kind: 'nowrap' },
      {
        id: 'status',
        header: m.status,
        cell: (row) => (
          <Status $status={row.status} data-testid="order-status">
            {t(m[`status_${row.status}`])}
          </Status>
        ),
      },
      { id: 'created', header: m.created, cell: (row) => <DateTime value={row.paidAt ?? row.createdAt} />, kind: 'nowrap' },
      {
        id: 'refund',
        header: m.refund,
        cell: (row) => {
          if (row.status === 'refunded') return <small>{t(m.refundedOn, { date: day(row.refundedAt ?? row.createdAt) })}</small>;
          if (row.refundable)
            return (
              <Stack>
                <Button type="button" $variant="secondary" $size="md" onClick={() => setTarget(row)} data-testid="order-refund">
                  {t(m.refundButton)}
                </Button>
                {row.refundableUntil ? <small>{t(m.refundUntil, { date: day(row.refundableUntil) })}</small> : null}
              </Stack>
            );
          if (row.refundRefusal === 'window-closed')
            return (
              <Stack>
                <Button type="button" $variant="secondary" $size="md" disabled aria-describedby={`${filterId}-why-${row.id}`} data-testid="order-refund">
                  {t(m.refundButton)}
                </Button>
                <small id={`${filterId}-why-${row.id}`} data-testid="order-refund-why">
                  {t(m.refundClosed, { date: day(row.refundableUntil ?? row.paidAt ?? row.createdAt) })}
                </small>
              </Stack>
            );
          return <small>{t(m.refundNotPaid)}</small>;
        },
      },
    ],
    // day and euros only depend on intl.
    [intl, t, filterId],
  );

  return (
    <Wrap>
      <Filter htmlFor={filterId}>
        {t(m.statusFilter)}
        <Select
          id={filterId}
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || null) as OrderStatus | null);
            onPage(1);
          }}
          data-testid="orders-filter"
        >
          <option value="">{t(m.statusAll)}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(m[`status_${s}`])}
            </option>
          ))}
        </Select>
      </Filter>
      {done ? (
        <Banner $tone="success" role="status" data-testid="refund-done">
          {t(m.refundedOn, { date: day(new Date().toISOString()) })}
        </Banner>
      ) : null}
      <PagedList labelledBy={labelledBy} result={result} columns={columns} rowKey={(row) => row.id} empty={m.empty} page={page} pageSize={PAGE_SIZE} onPage={onPage} testId="admin-orders" />
      <ModalDialog
        open={target !== null}
        onClose={() => {
          setTarget(null);
          setProblem(null);
        }}
        title={t(m.confirmTitle)}
        description={t(m.confirmBody)}
        closeLabel={t(m.close)}
        busy={refundState.isLoading}
        testId="refund-dialog"
        closeTestId="refund-dialog-close"
      >
        {target ? (
          <p>
            <Ltr>{target.customerEmail}</Ltr> · {PLAN_NAMES[target.plan]} · <Ltr>{euros(target.totalAmount)}</Ltr>
          </p>
        ) : null}
        {problem ? (
          <Banner $tone="danger" role="alert">
            {problem}
          </Banner>
        ) : null}
        <DialogActions>
          <Button type="button" $variant="secondary" $size="md" onClick={() => setTarget(null)} disabled={refundState.isLoading}>
            {t(m.cancel)}
          </Button>
          <Button type="button" $variant="primary" $size="md" onClick={() => void confirmRefund()} aria-busy={refundState.isLoading} disabled={refundState.isLoading} data-testid="refund-confirm" data-autofocus>
            {refundState.isLoading ? t(m.refunding) : t(m.confirm)}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Wrap>
  );
}
