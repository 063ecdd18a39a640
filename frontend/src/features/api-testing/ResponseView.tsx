import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useTheme } from 'styled-components';
import { panelId, tabId, TabList, TabPanel } from '../../shared/ui/Tabs';
import { apiTestingMessages as m } from './api-testing.messages';
import { ltr } from './bidi';
import type { HttpSendResponse, HttpTimings, SavedAssertion } from './api-testing.types';
import { Card, CodeView, ErrorBox, Facts, HeaderTable, Ltr, Muted, Pill, ResultList, Row, SmallButton, TimingBar, TimingLegend } from './api-testing.styles';
import { evaluateAssertion } from './assertions';
import { explainProblem, type ApiProblem } from './explain';
import { JsonTree } from './JsonTree';
import { useNotify } from './Notices';
import { ASSERTION_KINDS, ASSERTION_OPS } from './RequestEditor';

export type ResponseState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; problem: ApiProblem } | { kind: 'answered'; response: HttpSendResponse };

type ResponseTab = 'pretty' | 'raw' | 'headers' | 'results';

/** Above this many characters the pretty view is indented text, not a tree: thousands of nodes would stall the page. */
const TREE_LIMIT = 200_000;

const PHASES: { key: keyof Omit<HttpTimings, 'totalMs'>; label: MessageDescriptor }[] = [
  { key: 'dnsMs', label: m.timingDns },
  { key: 'connectMs', label: m.timingConnect },
  { key: 'tlsMs', label: m.timingTls },
  { key: 'firstByteMs', label: m.timingFirstByte },
  { key: 'downloadMs', label: m.timingDownload },
];

function useFormatters() {
  const intl = useIntl();
  const ms = (value: number) => intl.formatNumber(value, { style: 'unit', unit: 'millisecond', maximumFractionDigits: value < 10 ? 1 : 0 });
  const bytes = (value: number) =>
    value < 1024
      ? intl.formatNumber(value, { style: 'unit', unit: 'byte', unitDisplay: 'narrow' })
      : value < 1024 * 1024
        ? intl.formatNumber(value / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })
        : intl.formatNumber(value / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return { ms, bytes };
}

function Timings({ timings }: { timings: HttpTimings }) {
  const t = useIntl().formatMessage;
  const theme = useTheme();
  const { ms } = useFormatters();
  const total = PHASES.reduce((sum, phase) => sum + timings[phase.key], 0) || 1;
  const colours = theme.chart.series;
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }} data-testid="response-timings">
      <h3>{t(m.timingsTitle)}</h3>
      <TimingBar aria-hidden="true">
        {PHASES.map((phase, index) => (timings[phase.key] > 0 ? <span key={phase.key} style={{ flexGrow: timings[phase.key] / total, flexBasis: 0, background: colours[index % colours.length], minInlineSize: 2 }} /> : null))}
      </TimingBar>
      <TimingLegend>
        {PHASES.map((phase, index) => (
          <li key={phase.key} data-testid={`timing-${phase.key}`}>
            <i style={{ background: colours[index % colours.length] }} aria-hidden="true" />
            {t(phase.label)} <b>{ms(timings[phase.key])}</b>
          </li>
        ))}
      </TimingLegend>
    </div>
  );
}

function subjectOf(assertion: SavedAssertion, t: ReturnType<typeof useIntl>['formatMessage']): ReactNode {
  const kind = t(ASSERTION_KINDS.find((k) => k.kind === assertion.kind)!.label);
  return assertion.kind === 'header' || assertion.kind === 'json-path' ? (
    <>
      {kind} <Ltr>{assertion.target ?? ''}</Ltr>
    </>
  ) : (
    kind
  );
}

export function AssertionResults({ assertions, response }: { assertions: readonly SavedAssertion[]; response: HttpSendResponse }) {
  const t = useIntl().formatMessage;
  const outcomes = assertions.map((assertion) => evaluateAssertion(assertion, response));
  if (assertions.length === 0) return <Muted data-testid="assertion-results-empty">{t(m.noAssertions)}</Muted>;
  const passed = outcomes.filter((o) => o.pass).length;
  const problems = { missing: m.problemMissing, 'not-json': m.problemNotJson, 'path-invalid': m.problemPathInvalid, 'not-a-number': m.problemNotNumber } as const;
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <p data-testid="assertion-summary" data-passed={passed} data-total={assertions.length}>
        <b>{t(m.assertionsSummary, { passed, total: assertions.length })}</b>
      </p>
      <ResultList data-testid="assertion-results">
        {assertions.map((assertion, index) => {
          const outcome = outcomes[index]!;
          const op = t(ASSERTION_OPS.find((o) => o.op === assertion.op)!.label);
          return (
            <li key={index} data-testid="assertion-result" data-pass={outcome.pass}>
              <Pill $tone={outcome.pass ? 'success' : 'danger'}>{t(outcome.pass ? m.passed : m.failed)}</Pill>
              <span>
                {subjectOf(assertion, t)} {op} <Ltr>{assertion.value}</Ltr>
              </span>
              {!outcome.pass ? (
                <Muted as="span">
                  {outcome.problem ? t(problems[outcome.problem], { example: ltr('$.data.items[0].id') }) : t(m.actual, { actual: '\u2068' + (outcome.actual ?? '') + '\u2069' })}
                </Muted>
              ) : null}
            </li>
          );
        })}
      </ResultList>
    </div>
  );
}

function Answered({ response, assertions }: { response: HttpSendResponse; assertions: readonly SavedAssertion[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const idBase = useId();
  const notify = useNotify();
  const { ms, bytes } = useFormatters();
  const parsed = useMemo(() => {
    if (response.bodyEncoding !== 'utf8' || response.body.trim() === '') return undefined;
    try {
      return { value: JSON.parse(response.body) as unknown };
    } catch {
      return undefined;
    }
  }, [response]);
  const [tab, setTab] = useState<ResponseTab>(parsed ? 'pretty' : 'raw');
  const tone = response.status < 300 ? 'success' : response.status < 400 ? 'muted' : response.status < 500 ? 'warning' : 'danger';
  const passed = assertions.filter((a) => evaluateAssertion(a, response).pass).length;
  const tabs: { key: ResponseTab; label: string }[] = [
    { key: 'pretty', label: t(m.tabPretty) },
    { key: 'raw', label: t(m.tabRaw) },
    { key: 'headers', label: `${t(m.tabResponseHeaders)} (${intl.formatNumber(response.headers.length)})` },
    { key: 'results', label: assertions.length ? `${t(m.tabResults)} (${passed}/${assertions.length})` : t(m.tabResults) },
  ];
  return (
    <>
      <Facts data-testid="response-facts">
        <div>
          <dt>{t(m.status)}</dt>
          <dd>
            <Pill $tone={tone} data-testid="response-status">
              <Ltr>
                {response.status} {response.statusText}
              </Ltr>
            </Pill>
          </dd>
        </div>
        <div>
          <dt>{t(m.time)}</dt>
          <dd data-testid="response-time">{ms(response.timings.totalMs)}</dd>
        </div>
        <div>
          <dt>{t(m.size)}</dt>
          <dd data-testid="response-size">{bytes(response.size)}</dd>
        </div>
        {response.remoteAddress ? (
          <div>
            <dt>{t(m.address)}</dt>
            <dd>
              <Ltr>{response.remoteAddress}</Ltr>
            </dd>
          </div>
        ) : null}
      </Facts>
      {response.body !== '' ? (
        <Row>
          <SmallButton
            type="button"
            onClick={() =>
              void navigator.clipboard.writeText(response.body).then(
                () => notify('success', t(m.bodyCopied)),
                () => notify('danger', t(m.copyFailed)),
              )
            }
            data-testid="response-copy"
          >
            {t(m.copyBody)}
          </SmallButton>
        </Row>
      ) : null}
      {response.redirects.length ? <Muted>{t(m.redirects, { count: response.redirects.length })}</Muted> : null}
      {response.unresolvedVariables.length ? (
        <Muted data-testid="response-unresolved">{t(m.unresolved, { names: response.unresolvedVariables.map((name) => `{{${name}}}`).join(', ') })}</Muted>
      ) : null}
      {response.truncated ? <Muted>{t(m.truncated)}</Muted> : null}
      <Timings timings={response.timings} />
      <div>
        <TabList idBase={idBase} label={t(m.responseTabsLabel)} tabs={tabs} selected={tab} onSelect={setTab} testId="response-tabs" wrap />
        <TabPanel role="tabpanel" id={panelId(idBase, tab)} aria-labelledby={tabId(idBase, tab)} tabIndex={0} data-testid={`response-panel-${tab}`}>
          {tab === 'pretty' ? (
            response.body === '' ? (
              <Muted>{t(m.emptyBody)}</Muted>
            ) : parsed ? (
              <CodeView>{response.body.length > TREE_LIMIT ? <pre>{JSON.stringify(parsed.value, null, 2)}</pre> : <JsonTree value={parsed.value} />}</CodeView>
            ) : (
              <>
                <Muted>{t(response.bodyEncoding === 'base64' ? m.binaryBody : m.notJson)}</Muted>
                <CodeView>
                  <pre>{response.body}</pre>
                </CodeView>
              </>
            )
          ) : tab === 'raw' ? (
            response.body === '' ? (
              <Muted>{t(m.emptyBody)}</Muted>
            ) : (
              <>
                {response.bodyEncoding === 'base64' ? <Muted>{t(m.binaryBody)}</Muted> : null}
                <CodeView>
                  <pre data-testid="response-raw">{response.body}</pre>
                </CodeView>
              </>
            )
          ) : tab === 'headers' ? (
            <CodeView>
              <HeaderTable data-testid="response-headers">
                <tbody>
                  {response.headers.map(([name, value], index) => (
                    <tr key={index}>
                      <th scope="row">{name}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </HeaderTable>
            </CodeView>
          ) : (
            <AssertionResults assertions={assertions} response={response} />
          )}
        </TabPanel>
      </div>
    </>
  );
}

/** The answer: status, time, size, the timing breakdown, then the body (pretty or raw), headers and assertion results. */
export function ResponseView({ state, assertions, headingId }: { state: ResponseState; assertions: readonly SavedAssertion[]; headingId: string }) {
  const t = useIntl().formatMessage;
  return (
    <Card aria-labelledby={headingId} aria-busy={state.kind === 'sending'} data-testid="response" data-state={state.kind}>
      <Row>
        <h2 id={headingId}>{t(m.responseTitle)}</h2>
      </Row>
      <div role="status" className="response-status" style={{ display: 'contents' }}>
        {state.kind === 'idle' ? <Muted data-testid="response-empty">{t(m.responseEmpty)}</Muted> : null}
        {state.kind === 'sending' ? <Muted data-testid="response-waiting">{t(m.responseWaiting)}</Muted> : null}
      </div>
      {state.kind === 'failed' ? <SendFailure problem={state.problem} /> : null}
      {state.kind === 'answered' ? <Answered key={`${state.response.status}-${state.response.timings.totalMs}-${state.response.size}`} response={state.response} assertions={assertions} /> : null}
    </Card>
  );
}

function SendFailure({ problem }: { problem: ApiProblem }) {
  const t = useIntl().formatMessage;
  const explained = explainProblem(problem);
  return (
    <ErrorBox role="alert" data-testid="response-error" data-code={problem.code ?? undefined}>
      <p>{t(m.sendFailed)}</p>
      <p data-testid="response-error-message">{t(explained.message, explained.values)}</p>
      {explained.more ? <p data-testid="response-error-reason">{t(explained.more)}</p> : null}
    </ErrorBox>
  );
}
