import { useIntl, type IntlShape } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { Facts } from '../analytics.styles';
import type { FormFieldReport } from './dashboard-types';
import { formatPercent, shareOf } from './format';
import { formMessages as f, VALIDITY_ERROR_LABELS } from './forms.messages';
import { Code, Pill, Table, TableWrap } from './ui';

const Errors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Marked = styled.tr`
  & > * {
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

const TypeCode = styled(Code)`
  white-space: nowrap;
`;

const FieldCards = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: 0.5rem;
    padding-block: 0.75rem;
    padding-inline: 0.9rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  & > li[data-marked] {
    border-color: ${({ theme }) => theme.color.link};
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

const FieldName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
`;

function valueShare(intl: IntlShape, field: FormFieldReport): string {
  if (field.touched === 0) return '—';
  const n = (value: number) => intl.formatNumber(value);
  return intl.formatMessage(f.valueShare, { share: formatPercent(intl, shareOf(field.withValue, field.touched)), count: n(field.withValue), total: n(field.touched) });
}

function ErrorList({ field }: { field: FormFieldReport }) {
  const intl = useIntl();
  if (field.errors.length === 0) return <>—</>;
  return (
    <Errors>
      {field.errors.map((e) => (
        <li key={e.error} data-error={e.error}>
          {intl.formatMessage(VALIDITY_ERROR_LABELS[e.error])} × {intl.formatNumber(e.count)}
        </li>
      ))}
    </Errors>
  );
}

function Validity({ field }: { field: FormFieldReport }) {
  const intl = useIntl();
  const theme = useTheme();
  return field.failedVisits > 0 ? (
    <Pill $color={theme.color.danger}>{intl.formatMessage(f.invalidVisits, { count: field.failedVisits })}</Pill>
  ) : (
    <Pill $color={theme.color.success}>{intl.formatMessage(f.valid)}</Pill>
  );
}

/**
 * The same details as a list of small cards, for the narrow interaction dialog: the clicked element's own
 * field first and marked.
 */
export function FormFieldCards({ fields, highlight }: { fields: readonly FormFieldReport[]; highlight: string | null }) {
  const intl = useIntl();
  const theme = useTheme();
  const t = intl.formatMessage;
  return (
    <FieldCards data-testid="interaction-form-table">
      {fields.map((field) => {
        const marked = highlight !== null && field.name === highlight;
        return (
          <li key={field.name} data-testid="form-field" data-field={field.name} data-marked={marked || undefined}>
            <FieldName>
              {field.name ? <Code>{field.name}</Code> : t(f.noName)}
              {marked ? (
                <Pill $color={theme.color.link} data-testid="form-field-this">
                  {t(f.dialogThisField)}
                </Pill>
              ) : null}
            </FieldName>
            <Facts>
              <dt>{t(f.colType)}</dt>
              <dd data-cell="type">
                <TypeCode>{field.htmlType || '—'}</TypeCode>
              </dd>
              <dt>{t(f.colRequired)}</dt>
              <dd data-cell="required">{t(field.required ? f.yes : f.no)}</dd>
              <dt>{t(f.colTouched)}</dt>
              <dd data-cell="touched">{intl.formatNumber(field.touched)}</dd>
              <dt>{t(f.colValue)}</dt>
              <dd data-cell="value">{valueShare(intl, field)}</dd>
              <dt>{t(f.colValidity)}</dt>
              <dd data-cell="validity">
                <Validity field={field} />
              </dd>
              <dt>{t(f.colErrors)}</dt>
              <dd data-cell="errors">
                <ErrorList field={field} />
              </dd>
              <dt>{t(f.colAbandoned)}</dt>
              <dd data-cell="abandoned">{intl.formatNumber(field.abandoned)}</dd>
            </Facts>
          </li>
        );
      })}
    </FieldCards>
  );
}

/**
 * The details the snippet records of a form field (analytics README, "Form report"): name, HTML type,
 * required, how often it was filled in and left with a value, failed validations by constraint, and the
 * abandoned visits that stopped on it. Never a value: none is recorded.
 */
export function FormFieldTable({ fields, caption, highlight, testId }: { fields: readonly FormFieldReport[]; caption: string; highlight?: string | null; testId: string }) {
  const intl = useIntl();
  const theme = useTheme();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value);
  return (
    <TableWrap>
      <Table data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(f.colField)}</th>
            <th scope="col">{t(f.colType)}</th>
            <th scope="col">{t(f.colRequired)}</th>
            <th scope="col" data-numeric>
              {t(f.colTouched)}
            </th>
            <th scope="col" data-numeric>
              {t(f.colValue)}
            </th>
            <th scope="col">{t(f.colValidity)}</th>
            <th scope="col">{t(f.colErrors)}</th>
            <th scope="col" data-numeric>
              {t(f.colAbandoned)}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const marked = highlight !== undefined && highlight !== null && field.name === highlight;
            const Row = marked ? Marked : 'tr';
            return (
              <Row key={field.name} data-testid="form-field" data-field={field.name} data-marked={marked || undefined}>
                <th scope="row">
                  <FieldName>
                    {field.name ? <Code>{field.name}</Code> : t(f.noName)}
                    {marked ? (
                      <Pill $color={theme.color.link} data-testid="form-field-this">
                        {t(f.dialogThisField)}
                      </Pill>
                    ) : null}
                  </FieldName>
                </th>
                <td data-cell="type">
                  <TypeCode>{field.htmlType || '—'}</TypeCode>
                </td>
                <td data-cell="required">{t(field.required ? f.yes : f.no)}</td>
                <td data-numeric data-cell="touched">
                  {n(field.touched)}
                </td>
                <td data-numeric data-cell="value">
                  {valueShare(intl, field)}
                </td>
                <td data-cell="validity">
                  <Validity field={field} />
                </td>
                <td data-cell="errors">
                  <ErrorList field={field} />
                </td>
                <td data-numeric data-cell="abandoned">
                  {n(field.abandoned)}
                </td>
              </Row>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}
