import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Facts, Muted } from '../analytics.styles';
import { Dialog } from '../manage/Dialog';
import { useReportArgs } from './dashboard-context';
import type { ElementGroup, InteractionItem } from './dashboard-types';
import { FormFieldCards } from './FormFieldTable';
import { formatPercent, shareOf } from './format';
import { formMessages as f } from './forms.messages';
import { ELEMENT_GROUP_LABELS } from './labels.messages';
import { useFormsReportQuery } from './reports.api';
import { reportMessages as r } from './reports.messages';
import { selectorId } from './selector-id';
import { Code, Ltr, Stack } from './ui';

const FieldsTitle = styled.h3`
  font-size: 1.0625rem;
`;

/** Groups whose elements are form fields (or the form): their dialog always speaks of the page's fields. */
const FIELD_GROUPS: ReadonlySet<ElementGroup> = new Set(['input', 'email', 'password', 'search', 'checkbox', 'radio', 'textarea', 'control', 'form']);

/**
 * The form fields of the clicked element's page over the dashboard's period (analytics README, "Form
 * report"), the element's own field first and marked when its id names one.
 */
function PageFormFields({ item }: { item: InteractionItem }) {
  const t = useIntl().formatMessage;
  const { args, options } = useReportArgs();
  const query = useFormsReportQuery(args, options);
  const fieldGroup = FIELD_GROUPS.has(item.group);
  const page = query.data?.pages.find((p) => p.path === item.path);
  if (!page || page.fields.length === 0) {
    if (!fieldGroup) return null;
    const text = query.isLoading ? f.dialogLoading : query.isError && !query.data ? f.dialogFailed : f.dialogNoFields;
    return <Muted data-testid="interaction-form-none">{t(text)}</Muted>;
  }
  const id = selectorId(item.selector);
  const own = page.fields.find((field) => field.name === id);
  const fields = own ? [own, ...page.fields.filter((field) => field !== own)] : page.fields;
  return (
    <Stack as="section" aria-labelledby="interaction-form-title" data-testid="interaction-form-fields">
      <FieldsTitle id="interaction-form-title">{t(f.dialogFieldsTitle)}</FieldsTitle>
      <FormFieldCards fields={fields} highlight={own?.name ?? null} />
    </Stack>
  );
}

/**
 * Everything known about one clicked element: text, type, selector, page, clicks and their share,
 * rage and dead clicks with what they mean (the shared modal dialog: Escape closes it, focus returns
 * to the button that opened it).
 */
export function InteractionDialog({ item, totalClicks, onClose }: { item: InteractionItem | null; totalClicks: number; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value);
  return (
    <Dialog open={item !== null} onClose={onClose} title={t(r.dialogTitle)} testId="interaction-dialog">
      {item ? (
        <>
          <Facts>
            <dt>{t(r.factText)}</dt>
            <dd data-fact="text">{item.text || t(r.noText)}</dd>
            <dt>{t(r.colGroup)}</dt>
            <dd data-fact="group">{t(ELEMENT_GROUP_LABELS[item.group])}</dd>
            <dt>{t(r.factSelector)}</dt>
            <dd data-fact="selector">
              <Code>{item.selector}</Code>
            </dd>
            <dt>{t(r.factPage)}</dt>
            <dd data-fact="path">
              <Ltr>{item.path}</Ltr>
            </dd>
            <dt>{t(r.colClicks)}</dt>
            <dd data-fact="clicks">{n(item.clicks)}</dd>
            <dt>{t(r.factShare)}</dt>
            <dd data-fact="share">{formatPercent(intl, shareOf(item.clicks, totalClicks))}</dd>
            <dt>{t(r.rageClicks)}</dt>
            <dd data-fact="rage">
              {n(item.rageClicks)} · {t(r.factRageShare)}: {formatPercent(intl, shareOf(item.rageClicks, item.clicks))}
            </dd>
            <dt>{t(r.deadClicks)}</dt>
            <dd data-fact="dead">
              {n(item.deadClicks)} · {t(r.factDeadShare)}: {formatPercent(intl, shareOf(item.deadClicks, item.clicks))}
            </dd>
          </Facts>
          <Muted>{t(r.rageExplain)}</Muted>
          <Muted>{t(r.deadExplain)}</Muted>
          <PageFormFields item={item} />
        </>
      ) : null}
    </Dialog>
  );
}
