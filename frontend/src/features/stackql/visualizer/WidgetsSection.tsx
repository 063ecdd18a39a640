import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { RunSqlWidgetResponse, SqlChartSettings, SqlWidget } from '../../../../../src/modules/sql-workbench/contract';
import { Field, FieldError, Input } from '../../../shared/ui/form';
import { errorCodeOf, isPremiumRefusal } from '../analysis/analysis.api';
import { Card, Ltr, Muted, PrimaryButton, SmallButton, StateText, Toolbar } from '../analysis/analysis.styles';
import { PremiumNotice } from '../analysis/PremiumNotice';
import { ResultChart } from './ResultChart';
import { useDeleteSqlWidgetMutation, useListSqlWidgetsQuery, useRunSqlWidgetMutation, useSaveSqlWidgetMutation } from './visualizer.api';
import { visualizerMessages as m } from './visualizer.messages';

const WidgetList = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    padding-block: 0.5rem;
    padding-inline: 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  li > div {
    flex: 1;
    min-inline-size: 10rem;
  }
`;

const NAME_MAX = 120;

interface Props {
  connectionId: string;
  sql: string;
  /** The chart on screen; null when there is nothing to keep. */
  chart: SqlChartSettings | null;
}

function codeText(t: ReturnType<typeof useIntl>['formatMessage'], error: unknown, fallback: string): string {
  const code = errorCodeOf(error);
  if (code === 'SQL_WIDGET_LIMIT_REACHED') return t(m.limitReached);
  if (code === 'SQL_WIDGET_NOT_FOUND') return t(m.notFound);
  return fallback;
}

/** Dashboard widgets (premium): save the chart with its query, list, open (runs it again), delete. */
function Widgets({ connectionId, sql, chart }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const list = useListSqlWidgetsQuery();
  const [save, saving] = useSaveSqlWidgetMutation();
  const [remove] = useDeleteSqlWidgetMutation();
  const [runWidget, running] = useRunSqlWidgetMutation();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [status, setStatus] = useState<{ tone: 'ok' | 'danger'; text: string } | null>(null);
  const [opened, setOpened] = useState<(RunSqlWidgetResponse & { at: number }) | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  if (isPremiumRefusal(list.error) || isPremiumRefusal(saving.error)) return <PremiumNotice testId="stackql-widgets-premium" body={t(m.widgetsPremium)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chart) return;
    if (!name.trim()) {
      setNameError(true);
      return;
    }
    const answer = await save({ name: name.trim(), connectionId, sql, chart });
    if ('data' in answer && answer.data) {
      setStatus({ tone: 'ok', text: t(m.saved) });
      setNaming(false);
      setName('');
    } else setStatus({ tone: 'danger', text: codeText(t, answer.error, t(m.saveFailed)) });
  };

  const open = async (widget: SqlWidget) => {
    setStatus(null);
    const answer = await runWidget(widget.id);
    if ('data' in answer && answer.data) setOpened({ ...answer.data, at: Date.now() });
    else setStatus({ tone: 'danger', text: codeText(t, answer.error, t(m.runFailed)) });
  };

  const confirmDelete = async (widget: SqlWidget) => {
    setConfirming(null);
    const answer = await remove(widget.id);
    if ('error' in answer && answer.error) setStatus({ tone: 'danger', text: codeText(t, answer.error, t(m.deleteFailed)) });
    else {
      setStatus({ tone: 'ok', text: t(m.deleted) });
      if (opened?.widget.id === widget.id) setOpened(null);
    }
  };

  const widgets = list.data ?? [];
  return (
    <>
      <Muted>{t(m.widgetsIntro)}</Muted>
      {!chart || !sql.trim() ? (
        <Muted>{t(m.needQuery)}</Muted>
      ) : naming ? (
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="stackql-widget-form">
          <Toolbar>
            <Field>
              <label htmlFor={`${id}-name`}>{t(m.widgetName)}</label>
              <Input
                id={`${id}-name`}
                value={name}
                maxLength={NAME_MAX}
                autoFocus
                aria-invalid={nameError}
                aria-describedby={nameError ? `${id}-name-error` : undefined}
                $invalid={nameError}
                onChange={(e) => {
                  setName(e.target.value);
                  setNameError(false);
                }}
                data-testid="stackql-widget-name"
              />
              {nameError ? <FieldError id={`${id}-name-error`}>{t(m.nameRequired)}</FieldError> : null}
            </Field>
            <PrimaryButton type="submit" disabled={saving.isLoading} aria-busy={saving.isLoading} data-testid="stackql-widget-save">
              {saving.isLoading ? t(m.saving) : t(m.save)}
            </PrimaryButton>
            <SmallButton type="button" onClick={() => setNaming(false)}>
              {t(m.cancel)}
            </SmallButton>
          </Toolbar>
        </form>
      ) : (
        <div>
          <SmallButton type="button" $tone="primary" onClick={() => setNaming(true)} data-testid="stackql-widget-new">
            {t(m.saveWidget)}
          </SmallButton>
        </div>
      )}
      <p role="status" data-testid="stackql-widget-status" data-tone={status?.tone ?? ''}>
        {status ? <StateText as="span" $tone={status.tone === 'danger' ? 'danger' : undefined}>{status.text}</StateText> : null}
      </p>

      {list.isLoading ? (
        <Muted role="status">{t(m.widgetsLoading)}</Muted>
      ) : list.isError ? (
        <Toolbar>
          <StateText $tone="danger" role="alert" data-testid="stackql-widgets-error">
            {t(m.widgetsFailed)}
          </StateText>
          <SmallButton type="button" onClick={() => void list.refetch()}>
            {t(m.retry)}
          </SmallButton>
        </Toolbar>
      ) : widgets.length === 0 ? (
        <Muted data-testid="stackql-widgets-empty">{t(m.widgetsEmpty)}</Muted>
      ) : (
        <WidgetList data-testid="stackql-widgets">
          {widgets.map((widget) => (
            <li key={widget.id} data-testid="stackql-widget" data-name={widget.name}>
              <div>
                <strong dir="auto">{widget.name}</strong>
                <Muted>{t(m.widgetMeta, { type: widget.chart.type, updated: intl.formatDate(widget.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</Muted>
              </div>
              {confirming === widget.id ? (
                <>
                  <span role="alert">{t(m.deleteConfirm, { name: widget.name })}</span>
                  <SmallButton type="button" $tone="danger" onClick={() => void confirmDelete(widget)} data-testid="stackql-widget-delete-confirm">
                    {t(m.delete)}
                  </SmallButton>
                  <SmallButton type="button" onClick={() => setConfirming(null)}>
                    {t(m.deleteCancel)}
                  </SmallButton>
                </>
              ) : (
                <>
                  <SmallButton
                    type="button"
                    onClick={() => void open(widget)}
                    disabled={running.isLoading}
                    aria-label={t(m.openNamed, { name: widget.name })}
                    data-testid="stackql-widget-open"
                  >
                    {running.isLoading && running.originalArgs === widget.id ? t(m.opening) : t(m.open)}
                  </SmallButton>
                  <SmallButton type="button" $tone="danger" aria-label={t(m.deleteNamed, { name: widget.name })} onClick={() => setConfirming(widget.id)} data-testid="stackql-widget-delete">
                    {t(m.delete)}
                  </SmallButton>
                </>
              )}
            </li>
          ))}
        </WidgetList>
      )}

      {opened ? (
        <Card aria-labelledby={`${id}-opened`} data-testid="stackql-widget-opened" data-widget={opened.widget.id}>
          <Toolbar>
            <h4 id={`${id}-opened`} dir="auto">
              {opened.widget.name}
            </h4>
            <SmallButton type="button" onClick={() => setOpened(null)}>
              {t(m.closeWidget)}
            </SmallButton>
          </Toolbar>
          <Muted>{t(m.ranAt, { time: intl.formatTime(opened.at, { timeStyle: 'medium' }), rows: opened.result.rowCount })}</Muted>
          <Ltr as="code">{opened.widget.sql.length > 200 ? `${opened.widget.sql.slice(0, 200)}…` : opened.widget.sql}</Ltr>
          <ResultChart result={opened.result} settings={opened.widget.chart} testId="stackql-widget-chart" />
        </Card>
      ) : null}
    </>
  );
}

export function WidgetsSection({ isPremium, ...props }: Props & { isPremium: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Card aria-labelledby="stackql-widgets-title" data-testid="stackql-widgets-card">
      <h3 id="stackql-widgets-title">{t(m.widgets)}</h3>
      {isPremium ? <Widgets {...props} /> : <PremiumNotice testId="stackql-widgets-premium" body={t(m.widgetsPremium)} />}
    </Card>
  );
}
