import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { RobotsPathResult, RobotsTestResponse } from '../../../../src/modules/devtools/contract';
import { Button } from '../../shared/ui/Button';
import { Banner, Form } from '../../shared/ui/form';
import { Table, TableWrap } from '../../shared/ui/Table';
import { TextField } from '../../shared/ui/TextField';
import { FailureBox } from './FailureBox';
import { explainFailure, WARNING_TEXT, type Failure } from './robots-errors';
import { checkPaths, checkUrl, checkUserAgent, linesOf, type FieldProblem } from './robots-input';
import { useTestRobotsMutation } from './robots.api';
import { robotsMessages as m } from './robots.messages';
import { Card, CodeFields, isolate, Ltr, Muted, Pill, Presets, Row, SmallButton, Split, Stack, WarningList } from './robots.styles';
import { RobotsListing } from './RobotsListing';
import { SourceChoice, type SourceKind } from './SourceChoice';

/** Crawler tokens people test most; any other can be typed. */
const USER_AGENT_PRESETS = ['*', 'Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot', 'Applebot', 'DuckDuckBot', 'YandexBot', 'Baiduspider', 'facebookexternalhit'] as const;

type Field = 'url' | 'text' | 'userAgent' | 'paths';

/** The server counts the bytes it fetched; pasted text is measured here, as it was sent. */
function SourceSummary({ result, pastedBytes }: { result: RobotsTestResponse; pastedBytes: number }) {
  const t = useIntl().formatMessage;
  const { source } = result;
  const url = isolate(source.url ?? '');
  const text =
    source.outcome === 'fetched'
      ? t(m.outcomeFetched, { url, status: source.status ?? 200, size: source.fetchedBytes })
      : source.outcome === 'unavailable'
        ? source.status
          ? t(m.outcomeUnavailable, { url, status: source.status })
          : t(m.outcomeUnavailableRedirects, { url })
        : source.outcome === 'unreachable'
          ? t(m.outcomeUnreachable, { url })
          : t(m.outcomePasted, { size: pastedBytes });
  const tone = source.outcome === 'unreachable' ? 'danger' : source.outcome === 'unavailable' ? 'info' : 'success';
  return (
    <div data-testid="robots-source" data-outcome={source.outcome}>
      <Banner $tone={tone}>{text}</Banner>
      {source.finalUrl && source.finalUrl !== source.url ? <Muted>{t(m.redirected, { url: isolate(source.finalUrl) })}</Muted> : null}
    </div>
  );
}

function RuleCell({ result, outcome, selected, onShow }: { result: RobotsPathResult; outcome: string; selected: boolean; onShow: () => void }) {
  const t = useIntl().formatMessage;
  if (!result.rule) return <Muted as="span">{t(outcome === 'unavailable' || outcome === 'unreachable' ? m.noFile : m.noRule)}</Muted>;
  const directive = result.rule.type === 'allow' ? 'Allow' : 'Disallow';
  return (
    <Row>
      <Ltr data-testid="robots-rule">
        {directive}: {result.rule.pattern}
      </Ltr>
      <SmallButton type="button" $pressed={selected} aria-pressed={selected} aria-label={t(m.showRule, { line: result.rule.line })} onClick={onShow} data-testid="robots-show-rule">
        {t(m.line, { line: result.rule.line })}
      </SmallButton>
    </Row>
  );
}

/** What the tester answered: the source, the verdict per path, the warnings and the file with the deciding line. */
function TestResults({ result, userAgent, pastedBytes }: { result: RobotsTestResponse; userAgent: string; pastedBytes: number }) {
  const t = useIntl().formatMessage;
  const [selected, setSelected] = useState<number>(() => Math.max(0, result.results.findIndex((r) => r.rule)));
  const chosen = result.results[selected];
  const highlight = chosen?.rule ? { line: chosen.rule.line, path: chosen.path } : null;
  return (
    <Stack data-testid="robots-results">
      <SourceSummary result={result} pastedBytes={pastedBytes} />
      <TableWrap>
        <Table>
          <caption>{t(m.verdictsFor, { agent: isolate(userAgent) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.colPath)}</th>
              <th scope="col">{t(m.colVerdict)}</th>
              <th scope="col">{t(m.colRule)}</th>
              <th scope="col">{t(m.colGroup)}</th>
            </tr>
          </thead>
          <tbody>
            {result.results.map((row, index) => (
              <tr key={`${row.path}-${index}`} data-testid="robots-result" data-allowed={row.allowed}>
                <td>
                  <Ltr>{row.path}</Ltr>
                </td>
                <td>
                  <Pill $tone={row.allowed ? 'success' : 'danger'}>{t(row.allowed ? m.allowed : m.blocked)}</Pill>
                </td>
                <td>
                  <RuleCell result={row} outcome={result.source.outcome} selected={index === selected && !!row.rule} onShow={() => setSelected(index)} />
                </td>
                <td>{row.group === null ? <Muted as="span">{t(m.noGroup)}</Muted> : <Ltr>{row.group}</Ltr>}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      {result.warnings.length > 0 ? (
        <section aria-labelledby="robots-warnings-title">
          <h3 id="robots-warnings-title">{t(m.warningsTitle)}</h3>
          <WarningList data-testid="robots-warnings">
            {result.warnings.map((warning, index) => (
              <li key={index} data-code={warning.code}>
                {warning.line ? t(m.wOnLine, { line: warning.line, text: t(WARNING_TEXT[warning.code]) }) : t(WARNING_TEXT[warning.code])}
              </li>
            ))}
          </WarningList>
        </section>
      ) : null}
      {result.source.outcome === 'fetched' || result.source.outcome === 'pasted' ? (
        <section aria-labelledby="robots-listing-title">
          <h3 id="robots-listing-title">{t(m.listingTitle)}</h3>
          <RobotsListing groups={result.groups} sitemaps={result.sitemaps} highlight={highlight} />
        </section>
      ) : null}
    </Stack>
  );
}

/** The robots.txt tester (module README, "HTTP", POST /test): a fetched or pasted file, one user agent, paths. */
export function TesterPanel({ onResult }: { onResult: (result: RobotsTestResponse) => void }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const [source, setSource] = useState<SourceKind>('url');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [userAgent, setUserAgent] = useState('Googlebot');
  const [paths, setPaths] = useState('/\n');
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [result, setResult] = useState<{ answer: RobotsTestResponse; userAgent: string; pastedBytes: number } | null>(null);
  const [runs, setRuns] = useState(0);
  const [test, { isLoading }] = useTestRobotsMutation();
  const refs = { url: useRef<HTMLInputElement & HTMLTextAreaElement>(null), text: useRef<HTMLInputElement & HTMLTextAreaElement>(null), userAgent: useRef<HTMLInputElement & HTMLTextAreaElement>(null), paths: useRef<HTMLInputElement & HTMLTextAreaElement>(null) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found: Partial<Record<Field, FieldProblem>> = {};
    const sourceProblem = source === 'url' ? checkUrl(url) : text.trim() ? null : { message: m.errRobotsText };
    if (sourceProblem) found[source === 'url' ? 'url' : 'text'] = sourceProblem;
    const agentProblem = checkUserAgent(userAgent);
    if (agentProblem) found.userAgent = agentProblem;
    const pathsProblem = checkPaths(paths);
    if (pathsProblem) found.paths = pathsProblem;
    setProblems(found);
    const first = (['url', 'text', 'userAgent', 'paths'] as const).find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setFailure(null);
    try {
      const agent = userAgent.trim();
      const answer = await test({ ...(source === 'url' ? { url: url.trim() } : { robotsTxt: text }), userAgent: agent, paths: linesOf(paths) }).unwrap();
      setResult({ answer, userAgent: agent, pastedBytes: source === 'paste' ? new TextEncoder().encode(text).length : 0 });
      setRuns((n) => n + 1);
      onResult(answer);
    } catch (error) {
      setFailure(explainFailure(error, m.failTest));
    }
  };

  const say = (problem: FieldProblem | undefined) => (problem ? t(problem.message, problem.values) : null);

  return (
    <Split>
      <Card aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t(m.testerTitle)}</h2>
        <Form noValidate onSubmit={(event) => void submit(event)} data-testid="robots-tester-form">
          <SourceChoice value={source} onChange={setSource} testId="robots-tester-source" />
          <CodeFields>
          {source === 'url' ? (
            <TextField id={`${id}-url`} label={t(m.siteUrl)} hint={t(m.siteUrlHint)} value={url} onValue={setUrl} error={say(problems.url)} inputRef={refs.url} type="url" dir="ltr" inputMode="url" autoComplete="url" placeholder="https://example.com" testId="robots-url" />
          ) : (
            <TextField id={`${id}-text`} label={t(m.robotsText)} value={text} onValue={setText} error={say(problems.text)} inputRef={refs.text} multiline rows={10} testId="robots-text" />
          )}
          </CodeFields>
          <div>
            <TextField id={`${id}-ua`} label={t(m.userAgent)} hint={t(m.userAgentHint)} value={userAgent} onValue={setUserAgent} error={say(problems.userAgent)} inputRef={refs.userAgent} dir="ltr" list={`${id}-ua-presets`} autoComplete="off" spellCheck={false} testId="robots-user-agent" />
            <datalist id={`${id}-ua-presets`}>
              {USER_AGENT_PRESETS.map((preset) => (
                <option key={preset} value={preset} />
              ))}
            </datalist>
            <Presets role="group" aria-label={t(m.presets)}>
              {USER_AGENT_PRESETS.slice(0, 6).map((preset) => (
                <SmallButton key={preset} type="button" $pressed={userAgent.trim() === preset} aria-pressed={userAgent.trim() === preset} onClick={() => setUserAgent(preset)} data-testid="robots-preset" dir="ltr">
                  {preset}
                </SmallButton>
              ))}
            </Presets>
          </div>
          <CodeFields>
          <TextField id={`${id}-paths`} label={t(m.paths)} hint={t(m.pathsHint)} value={paths} onValue={setPaths} error={say(problems.paths)} inputRef={refs.paths} multiline rows={5} testId="robots-paths" />
          </CodeFields>
          <Row>
            <Button type="submit" $variant="primary" $size="md" aria-busy={isLoading} disabled={isLoading} data-testid="robots-test">
              {t(isLoading ? m.working : m.test)}
            </Button>
          </Row>
          {failure ? <FailureBox failure={failure} testId="robots-tester-error" /> : null}
        </Form>
      </Card>
      <Card aria-labelledby={`${id}-results`} aria-busy={isLoading}>
        <h2 id={`${id}-results`}>{t(m.resultsTitle)}</h2>
        {result ? <TestResults key={runs} result={result.answer} userAgent={result.userAgent} pastedBytes={result.pastedBytes} /> : <Muted data-testid="robots-tester-idle">{t(m.idle)}</Muted>}
      </Card>
    </Split>
  );
}
