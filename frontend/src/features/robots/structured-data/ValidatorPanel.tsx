import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { StructuredDataValidateRequest, StructuredDataValidateResponse } from '../../../../../src/modules/devtools/contract';
import { Button } from '../../../shared/ui/Button';
import { Form } from '../../../shared/ui/form';
import { TextField } from '../../../shared/ui/TextField';
import { FailureBox } from '../FailureBox';
import { explainFailure, type Failure } from '../robots-errors';
import { checkUrl, type FieldProblem } from '../robots-input';
import { robotsMessages as m } from '../robots.messages';
import { Card, CodeFields, isolate, Muted, Row, Split, Stack, WarningList } from '../robots.styles';
import { SourceChoice, type SourceKind } from '../SourceChoice';
import { countIssues, ItemList, ItemNode } from './ItemTree';
import { PAGE_WARNING_TEXT } from './issue-text';
import { useValidateStructuredDataMutation } from './structured-data.api';
import { sdMessages as sd } from './structured-data.messages';

function Results({ answer }: { answer: StructuredDataValidateResponse }) {
  const t = useIntl().formatMessage;
  const { source } = answer;
  const counts = countIssues(answer.items);
  return (
    <Stack data-testid="sd-results">
      <Muted data-testid="sd-source">
        {source.kind === 'url' ? t(sd.sourceUrl, { url: isolate(source.finalUrl ?? source.url ?? ''), status: source.status ?? 200, bytes: source.bytes }) : t(sd.sourceHtml, { bytes: source.bytes })}
      </Muted>
      {answer.warnings.length > 0 ? (
        <WarningList data-testid="sd-page-warnings">
          {answer.warnings.map((warning) => (
            <li key={warning.code} data-code={warning.code}>
              {t(PAGE_WARNING_TEXT[warning.code])}
            </li>
          ))}
        </WarningList>
      ) : null}
      {answer.items.length > 0 ? (
        <>
          <p data-testid="sd-summary">{t(sd.summary, counts)}</p>
          <ItemList data-testid="sd-items">
            {answer.items.map((item, index) => (
              <ItemNode key={index} item={item} />
            ))}
          </ItemList>
        </>
      ) : null}
    </Stack>
  );
}

export interface ExternalHtml {
  html: string;
  /** Changes with every request, so the same markup can be sent twice. */
  nonce: number;
}

/** The validator (contract.ts, POST /api/devtools/structured-data/validate): a page by address, or pasted HTML. */
export function ValidatorPanel({ external }: { external: ExternalHtml | null }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const [source, setSource] = useState<SourceKind>('url');
  const [url, setUrl] = useState('');
  const [html, setHtml] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [answer, setAnswer] = useState<StructuredDataValidateResponse | null>(null);
  const [validate, { isLoading }] = useValidateStructuredDataMutation();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const results = useRef<HTMLElement>(null);

  const run = async (body: StructuredDataValidateRequest) => {
    setFailure(null);
    try {
      setAnswer(await validate(body).unwrap());
    } catch (error) {
      setFailure(explainFailure(error, sd.failValidate));
    }
  };

  useEffect(() => {
    if (!external) return;
    setSource('paste');
    setHtml(external.html);
    setProblem(null);
    results.current?.scrollIntoView({ block: 'nearest' });
    void run({ html: external.html });
    // Runs once per request from the builder.
  }, [external]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = source === 'url' ? checkUrl(url) : html.trim() ? null : { message: sd.errHtml };
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    void run(source === 'url' ? { url: url.trim() } : { html });
  };

  return (
    <Split>
      <Card aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t(sd.validatorTitle)}</h2>
        <Form noValidate onSubmit={submit} data-testid="sd-form">
          <SourceChoice value={source} onChange={setSource} pasteLabel={t(sd.pasteHtml)} testId="sd-source-choice" />
          <CodeFields>
            {source === 'url' ? (
              <TextField id={`${id}-url`} label={t(sd.pageUrl)} hint={t(sd.pageUrlHint)} value={url} onValue={setUrl} error={problem ? t(problem.message, problem.values) : null} inputRef={input} type="url" inputMode="url" placeholder="https://example.com/page" testId="sd-url" />
            ) : (
              <TextField id={`${id}-html`} label={t(sd.html)} value={html} onValue={setHtml} error={problem ? t(problem.message, problem.values) : null} inputRef={input} multiline rows={10} testId="sd-html" />
            )}
          </CodeFields>
          <Row>
            <Button type="submit" $variant="primary" $size="md" aria-busy={isLoading} disabled={isLoading} data-testid="sd-validate">
              {t(isLoading ? m.working : sd.validate)}
            </Button>
          </Row>
          {failure ? <FailureBox failure={failure} testId="sd-error" /> : null}
        </Form>
      </Card>
      <Card ref={results} aria-labelledby={`${id}-results`} aria-busy={isLoading}>
        <h2 id={`${id}-results`}>{t(sd.itemsTitle)}</h2>
        {answer ? <Results answer={answer} /> : <Muted data-testid="sd-idle">{t(sd.idle)}</Muted>}
      </Card>
    </Split>
  );
}
