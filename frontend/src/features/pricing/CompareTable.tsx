import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../shared/ui/Container';
import { Icon } from '../../shared/ui/Icon';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { allowanceMessages as a } from './allowance.messages';
import { useEventAllowancesQuery } from './allowances.api';
import { PLAN_FEATURES } from '../../../../src/shared/billing/index.js';
import { compareRows } from './plan-rows';
import { FEATURE_LABELS, PLANS } from './plans';
import { pricingMessages as m } from './pricing.messages';

const Frame = styled(Container)`
  display: grid;
  gap: 1.25rem;
  padding-block: 1.5rem;
`;

const CompareToggle = styled.button`
  justify-self: center;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 2.75rem;
  padding-inline: 1.2rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  font-weight: 600;
  cursor: pointer;

  & > svg {
    transition: transform 150ms ease;
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Table = styled.table`
  inline-size: 100%;
  min-inline-size: 34rem;
  border-collapse: collapse;
  font-size: 0.9375rem;

  & caption {
    padding: 1rem;
    font-weight: 700;
    text-align: start;
  }

  & th,
  & td {
    padding-block: 0.7rem;
    padding-inline: 1rem;
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
    text-align: center;
  }

  & th[scope='row'],
  & thead th:first-child {
    text-align: start;
    font-weight: 500;
  }

  & thead th {
    background: ${({ theme }) => theme.color.bgAlt};
    font-weight: 700;
  }

  & td svg {
    display: inline-block;
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Dash = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Note = styled.p`
  max-inline-size: 48rem;
  padding-block: 0.75rem 1rem;
  padding-inline: 1rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

/** The plans' feature table (src/shared/billing) as the comparison's rows. */
const ROWS = compareRows(PLAN_FEATURES);

/** Every feature against the trial and both plans, behind a toggle. */
export function CompareTable() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState(false);
  // Configuration (ANALYTICS_MONTHLY_EVENTS_*): the server names the numbers; the row waits for them.
  const allowances = useEventAllowancesQuery(undefined, { skip: !open }).data;
  const events = (count: number) => t(a.events, { count: intl.formatNumber(count) });

  const mark = (included: boolean) =>
    included ? (
      <>
        <Icon name="check" size={18} />
        <VisuallyHidden>{t(m.included)}</VisuallyHidden>
      </>
    ) : (
      <>
        <Dash aria-hidden="true">–</Dash>
        <VisuallyHidden>{t(m.notIncluded)}</VisuallyHidden>
      </>
    );

  return (
    <Frame>
      <CompareToggle type="button" aria-expanded={open} aria-controls="pricing-compare" onClick={() => setOpen((was) => !was)} data-testid="compare-toggle">
        {t(open ? m.compareHide : m.compareShow)}
        <Icon name="chevronDown" size={18} />
      </CompareToggle>
      <TableScroll id="pricing-compare" hidden={!open} tabIndex={open ? 0 : undefined} role="region" aria-label={t(m.compareCaption)}>
        <Table>
          <caption>{t(m.compareCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.compareFeature)}</th>
              <th scope="col">{t(m.trialName)}</th>
              {PLANS.map((plan) => (
                <th scope="col" key={plan.id}>
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.id} data-feature={row.id}>
                <th scope="row">{t(FEATURE_LABELS[row.id])}</th>
                <td>{mark(row.trial)}</td>
                {PLANS.map((plan) => (
                  <td key={plan.id}>{mark(row[plan.id])}</td>
                ))}
              </tr>
            ))}
            {allowances ? (
              <tr data-testid="compare-allowance">
                <th scope="row">{t(a.row)}</th>
                <td data-plan="trial">{events(allowances.trial)}</td>
                <td data-plan="standard">{mark(false)}</td>
                <td data-plan="premium">{events(allowances.premium)}</td>
              </tr>
            ) : null}
          </tbody>
        </Table>
        <Note data-testid="compare-allowance-note">{t(a.pastAllowance)}</Note>
      </TableScroll>
    </Frame>
  );
}
