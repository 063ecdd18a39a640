import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SitemapCheckResponse } from '../../../../src/modules/devtools/contract';
import { Button } from '../../shared/ui/Button';
import { Form } from '../../shared/ui/form';
import { Table, TableWrap } from '../../shared/ui/Table';
import { TextField } from '../../shared/ui/TextField';
import { FailureBox, useSentence } from './FailureBox';
import { explainCode, explainFailure, type Failure } from './robots-errors';
import { checkSitemapUrls, linesOf, type FieldProblem } from './robots-input';
import { useCheckSitemapsMutation } from './robots.api';
import { robotsMessages as m } from './robots.messages';
import { Card, CodeFields, Ltr, Muted, Pill, Row, Stack } from './robots.styles';

function SitemapResults({ answer }: { answer: SitemapCheckResponse }) {
  const t = useIntl().formatMessage;
  const say = useSentence();
  const ok = answer.results.filter((r) => r.error === null).length;
  return (
    <Stack data-testid="sitemap-results">
      <p data-testid="sitemap-summary">{t(m.sitemapsSummary, { ok, total: answer.results.length })}</p>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t(m.colUrl)}</th>
              <th scope="col">{t(m.colStatus)}</th>
              <th scope="col">{t(m.colKind)}</th>
              <th scope="col">{t(m.colCount)}</th>
              <th scope="col">{t(m.colResult)}</th>
            </tr>
          </thead>
          <tbody>
            {answer.results.map((row, index) => (
              <tr key={`${row.url}-${index}`} data-testid="sitemap-result" data-error={row.error ?? undefined}>
                <td>
                  <Ltr>{row.url}</Ltr>
                </td>
                <td data-numeric>{row.status ?? t(m.none)}</td>
                <td>{row.kind === 'urlset' ? t(m.kindUrlset) : row.kind === 'sitemapindex' ? t(m.kindIndex) : t(m.none)}</td>
                <td data-numeric data-testid="sitemap-count">
                  {row.kind ? t(row.kind === 'urlset' ? m.countUrls : m.countSitemaps, { count: row.locCount }) : t(m.none)}
                </td>
                <td>{row.error === null ? <Pill $tone="success">{t(m.readable)}</Pill> : <span data-testid="sitemap-error">{say(explainCode(row.error))}</span>}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </Stack>
  );
}

/**
 * The sitemap check (module README, POST /sitemaps/check): the addresses the tested robots.txt names come
 * in as the field's text, which the user may change before checking. The results' five columns take the
 * panel's whole width, under the form.
 */
export function SitemapsPanel({ named, urls, onUrls }: { named: string[] | null; urls: string; onUrls: (text: string) => void }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [answer, setAnswer] = useState<SitemapCheckResponse | null>(null);
  const [check, { isLoading }] = useCheckSitemapsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = checkSitemapUrls(urls, true);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    setFailure(null);
    try {
      setAnswer(await check({ urls: linesOf(urls) }).unwrap());
    } catch (error) {
      setFailure(explainFailure(error, m.failCheck));
    }
  };

  return (
    <Stack>
      <Card aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t(m.sitemapsTitle)}</h2>
        <section aria-labelledby={`${id}-named`}>
          <h3 id={`${id}-named`}>{t(m.sitemapsNamed)}</h3>
          {named === null ? (
            <Muted data-testid="sitemaps-not-tested">{t(m.sitemapsNotTested)}</Muted>
          ) : named.length === 0 ? (
            <Muted data-testid="sitemaps-none">{t(m.sitemapsNoneNamed)}</Muted>
          ) : (
            <ul data-testid="sitemaps-named">
              {named.map((url) => (
                <li key={url}>
                  <Ltr>{url}</Ltr>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Form noValidate onSubmit={(event) => void submit(event)} data-testid="sitemaps-form">
          <CodeFields>
            <TextField id={`${id}-urls`} label={t(m.sitemapUrls)} hint={t(m.sitemapUrlsHint)} value={urls} onValue={onUrls} error={problem ? t(problem.message, problem.values) : null} inputRef={input} multiline rows={5} testId="sitemap-urls" />
          </CodeFields>
          <Row>
            <Button type="submit" $variant="primary" $size="md" aria-busy={isLoading} disabled={isLoading} data-testid="sitemaps-check">
              {t(isLoading ? m.working : m.check)}
            </Button>
          </Row>
          {failure ? <FailureBox failure={failure} testId="sitemaps-error" /> : null}
        </Form>
      </Card>
      <Card aria-labelledby={`${id}-results`} aria-busy={isLoading}>
        <h2 id={`${id}-results`}>{t(m.resultsTitle)}</h2>
        {answer ? <SitemapResults answer={answer} /> : <Muted data-testid="sitemaps-idle">{t(m.sitemapsIdle)}</Muted>}
      </Card>
    </Stack>
  );
}
