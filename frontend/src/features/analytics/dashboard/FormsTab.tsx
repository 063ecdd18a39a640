import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useReportArgs } from './dashboard-context';
import type { FormFieldReport, FormsReport } from './dashboard-types';
import { FormFieldTable } from './FormFieldTable';
import { formatPercent, ltrIsolate, shareOf } from './format';
import { formMessages as f } from './forms.messages';
import { useFormsReportQuery } from './reports.api';
import { ReportView } from './ReportView';
import { Code, Columns, LabelledSelect, Muted, Stack, Toolbar } from './ui';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 0;

  & > div {
    display: grid;
    gap: 0.25rem;
    padding-block: 0.75rem;
    padding-inline: 1rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.875rem;
    font-weight: 600;
  }

  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Ranked = styled.section`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  min-inline-size: 0;

  h3 {
    font-size: 1.0625rem;
  }

  ol {
    display: grid;
    gap: 0.4rem;
    margin: 0;
    padding-inline-start: 1.5rem;
  }

  li::marker {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Count = styled.span`
  margin-inline-start: 0.5rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const TOP = 5;

function RankedFields({ title, none, fields, count, testId }: { title: string; none: string; fields: readonly FormFieldReport[]; count: (field: FormFieldReport) => string; testId: string }) {
  const t = useIntl().formatMessage;
  return (
    <Ranked data-testid={testId}>
      <h3>{title}</h3>
      {fields.length === 0 ? (
        <Muted>{none}</Muted>
      ) : (
        <ol>
          {fields.map((field) => (
            <li key={field.name} data-field={field.name}>
              {field.name ? <Code>{field.name}</Code> : t(f.noName)}
              <Count>{count(field)}</Count>
            </li>
          ))}
        </ol>
      )}
    </Ranked>
  );
}

/**
 * The form report (analytics README, "Form report"): one page at a time, its form visits, the fields that
 * fail validation most, the fields visitors abandon the form on, and every field's details.
 */
export function FormsTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value);
  const { args, options } = useReportArgs();
  const state = useFormsReportQuery(args, options);
  const [chosen, setChosen] = useState<string | null>(null);

  return (
    <ReportView state={state} testId="forms" hasData={(report: FormsReport) => report.pages.length > 0} empty={{ title: t(f.empty), install: false, testId: 'forms-empty' }}>
      {(report) => {
        const page = report.pages.find((p) => p.path === chosen) ?? report.pages[0]!;
        const failing = page.fields.filter((x) => x.failedVisits > 0).sort((a, b) => b.failedVisits - a.failedVisits).slice(0, TOP);
        const abandoned = page.fields.filter((x) => x.abandoned > 0).sort((a, b) => b.abandoned - a.abandoned).slice(0, TOP);
        return (
          <Stack data-testid="forms-report" data-path={page.path}>
            <Toolbar>
              <LabelledSelect
                label={t(f.pageLabel)}
                value={page.path}
                options={report.pages.map((p) => ({ value: p.path, label: t(f.pageOption, { path: ltrIsolate(p.path), count: p.started }) }))}
                onChange={setChosen}
                testId="forms-page"
              />
            </Toolbar>
            <Figures data-testid="forms-figures">
              <div>
                <dt>{t(f.started)}</dt>
                <dd data-figure="started">{n(page.started)}</dd>
              </div>
              <div>
                <dt>{t(f.submitted)}</dt>
                <dd data-figure="submitted">{n(page.submitted)}</dd>
              </div>
              <div>
                <dt>{t(f.abandoned)}</dt>
                <dd data-figure="abandoned">{n(page.abandoned)}</dd>
              </div>
              <div>
                <dt>{t(f.completion)}</dt>
                <dd data-figure="completion">{page.started > 0 ? formatPercent(intl, Math.min(100, shareOf(page.submitted, page.started))) : '—'}</dd>
              </div>
            </Figures>
            <Columns>
              <RankedFields
                title={t(f.failingTitle)}
                none={t(f.failingNone)}
                fields={failing}
                count={(x) => t(f.invalidVisits, { count: x.failedVisits })}
                testId="forms-failing"
              />
              <RankedFields title={t(f.abandonedTitle)} none={t(f.abandonedNone)} fields={abandoned} count={(x) => `${t(f.colAbandoned)}: ${n(x.abandoned)}`} testId="forms-abandoned" />
            </Columns>
            <FormFieldTable fields={page.fields} caption={t(f.allTitle)} testId="forms-fields" />
            <Muted>{t(f.definitions)}</Muted>
            <Muted data-testid="forms-privacy">{t(f.privacy)}</Muted>
            {report.truncated ? <Muted data-testid="forms-truncated">{t(f.truncated, { count: n(report.eventsRead) })}</Muted> : null}
          </Stack>
        );
      }}
    </ReportView>
  );
}
