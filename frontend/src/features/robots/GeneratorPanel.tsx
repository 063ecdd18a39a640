import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { RobotsGenerateResponse } from '../../../../src/modules/devtools/contract';
import { Button } from '../../shared/ui/Button';
import { Form } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { CopyButton } from './CopyButton';
import { FailureBox } from './FailureBox';
import { explainFailure, WARNING_TEXT, type Failure } from './robots-errors';
import { checkCrawlDelay, checkRulePaths, checkSitemapUrls, linesOf, type FieldProblem } from './robots-input';
import { useGenerateRobotsMutation } from './robots.api';
import { robotsMessages as m } from './robots.messages';
import { Card, CardHead, CodeFields, Fieldset, Grid2, Muted, Output, Row, SmallButton, Split, Stack, StickyCard, WarningList } from './robots.styles';

interface GroupDraft {
  key: number;
  agents: string;
  allow: string;
  disallow: string;
  crawlDelay: string;
}

type GroupField = 'agents' | 'allow' | 'disallow' | 'crawlDelay';
type Problems = Record<string, FieldProblem>;

const fieldKey = (groupKey: number, field: GroupField) => `${groupKey}-${field}`;

/** The generator (module README, POST /generate): groups in order, then the Sitemap lines. */
export function GeneratorPanel() {
  const t = useIntl().formatMessage;
  const id = useId();
  const nextKey = useRef(1);
  const [groups, setGroups] = useState<GroupDraft[]>([{ key: 0, agents: '*', allow: '', disallow: '', crawlDelay: '' }]);
  const [sitemaps, setSitemaps] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [answer, setAnswer] = useState<RobotsGenerateResponse | null>(null);
  const [generate, { isLoading }] = useGenerateRobotsMutation();
  const form = useRef<HTMLFormElement>(null);

  const update = (key: number, field: GroupField, value: string) => setGroups((current) => current.map((g) => (g.key === key ? { ...g, [field]: value } : g)));
  const add = () => {
    const key = nextKey.current++;
    setGroups((current) => [...current, { key, agents: '', allow: '', disallow: '', crawlDelay: '' }]);
    // The new group's first field takes focus once it is there.
    window.requestAnimationFrame(() => document.getElementById(`${id}-${key}-agents`)?.focus());
  };
  const remove = (key: number) => setGroups((current) => current.filter((g) => g.key !== key));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found: Problems = {};
    for (const group of groups) {
      if (linesOf(group.agents).length === 0) found[fieldKey(group.key, 'agents')] = { message: m.errAgents };
      for (const field of ['allow', 'disallow'] as const) {
        const problem = checkRulePaths(group[field]);
        if (problem) found[fieldKey(group.key, field)] = problem;
      }
      const delay = checkCrawlDelay(group.crawlDelay);
      if (delay) found[fieldKey(group.key, 'crawlDelay')] = delay;
    }
    const sitemapProblem = checkSitemapUrls(sitemaps, false);
    if (sitemapProblem) found.sitemaps = sitemapProblem;
    setProblems(found);
    if (Object.keys(found).length > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setFailure(null);
    try {
      const body = {
        groups: groups.map((g) => ({
          userAgents: linesOf(g.agents),
          allow: linesOf(g.allow),
          disallow: linesOf(g.disallow),
          ...(g.crawlDelay.trim() ? { crawlDelay: Number(g.crawlDelay) } : {}),
        })),
        sitemaps: linesOf(sitemaps),
      };
      setAnswer(await generate(body).unwrap());
    } catch (error) {
      setFailure(explainFailure(error, m.failGenerate));
    }
  };

  const say = (key: string) => (problems[key] ? t(problems[key].message, problems[key].values) : null);

  return (
    <Split>
      <Card aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t(m.generatorTitle)}</h2>
        <Form ref={form} noValidate onSubmit={(event) => void submit(event)} data-testid="generator-form">
          {groups.map((group, index) => (
            <Fieldset key={group.key} data-testid="generator-group">
              <legend>{t(m.groupLegend, { number: index + 1 })}</legend>
              <CodeFields>
                <TextField id={`${id}-${group.key}-agents`} label={t(m.groupAgents)} hint={t(m.groupAgentsHint)} value={group.agents} onValue={(v) => update(group.key, 'agents', v)} error={say(fieldKey(group.key, 'agents'))} multiline rows={2} testId="generator-agents" />
                <Grid2>
                  <TextField id={`${id}-${group.key}-allow`} label={t(m.groupAllow)} hint={t(m.groupPathsHint)} value={group.allow} onValue={(v) => update(group.key, 'allow', v)} error={say(fieldKey(group.key, 'allow'))} multiline rows={3} testId="generator-allow" />
                  <TextField id={`${id}-${group.key}-disallow`} label={t(m.groupDisallow)} hint={t(m.groupPathsHint)} value={group.disallow} onValue={(v) => update(group.key, 'disallow', v)} error={say(fieldKey(group.key, 'disallow'))} multiline rows={3} testId="generator-disallow" />
                </Grid2>
                <TextField id={`${id}-${group.key}-delay`} label={t(m.crawlDelay)} value={group.crawlDelay} onValue={(v) => update(group.key, 'crawlDelay', v)} error={say(fieldKey(group.key, 'crawlDelay'))} inputMode="decimal" testId="generator-delay" />
              </CodeFields>
              {groups.length > 1 ? (
                <Row>
                  <SmallButton type="button" $tone="danger" onClick={() => remove(group.key)} data-testid="generator-remove">
                    {t(m.removeGroup, { number: index + 1 })}
                  </SmallButton>
                </Row>
              ) : null}
            </Fieldset>
          ))}
          <Row>
            <SmallButton type="button" onClick={add} data-testid="generator-add">
              {t(m.addGroup)}
            </SmallButton>
          </Row>
          <CodeFields>
            <TextField id={`${id}-sitemaps`} label={t(m.generatorSitemaps)} hint={t(m.generatorSitemapsHint)} value={sitemaps} onValue={setSitemaps} error={say('sitemaps')} multiline rows={2} testId="generator-sitemaps" />
          </CodeFields>
          <Row>
            <Button type="submit" $variant="primary" $size="md" aria-busy={isLoading} disabled={isLoading} data-testid="generator-submit">
              {t(isLoading ? m.working : m.generate)}
            </Button>
          </Row>
          {Object.keys(problems).length > 0 ? <Muted role="alert">{t(m.fixFields)}</Muted> : null}
          {failure ? <FailureBox failure={failure} testId="generator-error" /> : null}
        </Form>
      </Card>
      <StickyCard aria-labelledby={`${id}-output`} aria-busy={isLoading}>
        <CardHead>
          <h2 id={`${id}-output`}>{t(m.generatedTitle)}</h2>
          {answer ? <CopyButton text={answer.robotsTxt} name={t(m.generatedLabel)} testId="generator-copy" /> : null}
        </CardHead>
        {answer ? (
          <Stack data-testid="generator-result">
            <Output dir="ltr" tabIndex={0} aria-label={t(m.generatedLabel)} data-testid="generator-output">
              {answer.robotsTxt}
            </Output>
            <section aria-labelledby={`${id}-warnings`}>
              <h3 id={`${id}-warnings`}>{t(m.warningsTitle)}</h3>
              {answer.warnings.length === 0 ? (
                <Muted data-testid="generator-no-warnings">{t(m.noWarnings)}</Muted>
              ) : (
                <WarningList data-testid="generator-warnings">
                  {answer.warnings.map((warning, index) => (
                    <li key={index} data-code={warning.code}>
                      {t(m.wOnLine, { line: warning.line, text: t(WARNING_TEXT[warning.code]) })}
                    </li>
                  ))}
                </WarningList>
              )}
            </section>
          </Stack>
        ) : (
          <Muted data-testid="generator-idle">{t(m.generatorIdle)}</Muted>
        )}
      </StickyCard>
    </Split>
  );
}
