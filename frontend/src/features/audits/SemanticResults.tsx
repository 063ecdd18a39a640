import { useIntl } from 'react-intl';
import type { Tone } from '../../shared/ui/tone';
import type { AuditResult, SemanticDetails } from './audit-types';
import { AuditTabs } from './AuditTabs';
import { auditMessages as m } from './audits.messages';
import { Card, Code, Facts, GaugeGrid, Muted, PlainList, Row, Split, StatGrid, Table, TableWrap } from './audits.styles';
import { contentMessages as c } from './content.messages';
import { FindingsList } from './FindingsList';
import { ExternalLink, Stat, ToneLabel, YesNo } from './results-ui';
import { humanizeRule, ruleText } from './rule-text';
import { ScoreGauge } from './ScoreGauge';
import { semanticMessages as s } from './semantic.messages';

const PRIORITY_TONE: Record<'high' | 'medium' | 'low', Tone> = { high: 'bad', medium: 'warn', low: 'neutral' };
const IMPACT_TONE: Record<string, Tone> = { critical: 'bad', serious: 'bad', moderate: 'warn', minor: 'neutral' };
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

export function SemanticResults({ result }: { result: AuditResult<'semantic'> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const d = result.details;

  return (
    <>
      <Card aria-labelledby="semantic-summary">
        <h2 id="semantic-summary">{t(s.summaryTitle)}</h2>
        <GaugeGrid>
          <ScoreGauge label={t(s.average)} score={d.average.score} band={d.average.band} testId="gauge-average" />
          <ScoreGauge label={t(s.html)} score={d.html.score} testId="gauge-html" />
          <ScoreGauge label={t(s.aria)} score={d.aria.score} testId="gauge-aria" />
          <ScoreGauge label={t(s.meta)} score={d.meta.score} testId="gauge-meta" />
        </GaugeGrid>
      </Card>
      <Card aria-label={t(m.resultsTitle)}>
        <AuditTabs
          testId="semantic-tabs"
          tabs={[
            { key: 'html', label: t(s.html), render: () => <HtmlStructure d={d} /> },
            { key: 'aria', label: t(s.aria), render: () => <Aria d={d} /> },
            { key: 'meta', label: t(s.meta), render: () => <Meta d={d} /> },
            {
              key: 'suggestions',
              label: t(s.suggestions),
              render: () => (
                <>
                  <Suggestions d={d} />
                  <h3>{t(m.findingsTitle)}</h3>
                  <FindingsList findings={result.findings} testId="semantic-findings" />
                </>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

function HtmlStructure({ d }: { d: SemanticDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const r = d.readability;
  const h = d.headingStructure;
  return (
    <>
      <StatGrid>
        <Stat label={t(s.errors)} stat="errors">{intl.formatNumber(d.html.errors)}</Stat>
        <Stat label={t(s.warnings)} stat="warnings">{intl.formatNumber(d.html.warnings)}</Stat>
      </StatGrid>
      {d.html.messages.length ? (
        <>
          <Muted>{t(s.validatorNote)}</Muted>
          <TableWrap>
            <Table data-testid="html-messages">
              <thead>
                <tr>
                  <th scope="col">{t(s.messageSeverity)}</th>
                  <th scope="col">{t(s.messageRule)}</th>
                  <th scope="col">{t(s.messageText)}</th>
                  <th scope="col">{t(s.messageWhere)}</th>
                </tr>
              </thead>
              <tbody>
                {d.html.messages.map((message, index) => (
                  <tr key={`${message.ruleId}-${message.line}-${message.column}-${index}`}>
                    <td>
                      <ToneLabel tone={message.severity === 'error' ? 'bad' : 'warn'}>{t(s[`messageSeverity.${message.severity}`])}</ToneLabel>
                    </td>
                    <td>
                      <Code>{message.ruleId}</Code>
                    </td>
                    <td lang="en" dir="ltr">
                      {message.message}
                      {message.selector ? (
                        <div>
                          <Code>{message.selector}</Code>
                        </div>
                      ) : null}
                    </td>
                    <td data-numeric>
                      <Code>
                        {message.line}:{message.column}
                      </Code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        </>
      ) : (
        <Muted>{t(s.htmlValid)}</Muted>
      )}
      <Split>
        <section>
          <h3>{t(s.headingTitle)}</h3>
          <Facts data-testid="heading-structure">
            <dt>{t(s.h1Count)}</dt>
            <dd data-stat="h1">{intl.formatNumber(h.h1Count)}</dd>
            <dt>{t(s.headingValid)}</dt>
            <dd>
              <YesNo value={h.valid} />
            </dd>
            <dt>{t(s.skipped)}</dt>
            <dd>{h.skippedLevels.length ? h.skippedLevels.map((skip) => `H${skip.from} → H${skip.to}`).join(', ') : t(m.none)}</dd>
          </Facts>
          <PlainList>
            {h.outline.map((heading, index) => (
              <li key={index} style={{ paddingInlineStart: `${(heading.level - 1) * 1.25}rem` }}>
                <Code>H{heading.level}</Code> <span dir="auto">{heading.text}</span>
              </li>
            ))}
          </PlainList>
        </section>
        <section>
          <h3>{t(s.readabilityTitle)}</h3>
          <Facts data-testid="semantic-readability">
            <dt>{t(c.readabilityScore)}</dt>
            <dd>
              {intl.formatNumber(r.score, { maximumFractionDigits: 1 })} · {t(c[`readBand.${r.band}`])}
            </dd>
            <dt>{t(c.readabilityGrade)}</dt>
            <dd>{intl.formatNumber(r.grade, { maximumFractionDigits: 1 })}</dd>
            <dt>{t(c.readabilityWords)}</dt>
            <dd>{intl.formatNumber(r.words)}</dd>
            <dt>{t(c.readabilitySentences)}</dt>
            <dd>{intl.formatNumber(r.sentences)}</dd>
          </Facts>
        </section>
      </Split>
    </>
  );
}

function Aria({ d }: { d: SemanticDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const impact = (value: string | null) => {
    const known = IMPACTS.find((i) => i === value);
    return known ? <ToneLabel tone={IMPACT_TONE[known]!}>{t(s[`impact.${known}`])}</ToneLabel> : '—';
  };
  return (
    <>
      <StatGrid>
        <Stat label={t(s.violations)} stat="violations">{intl.formatNumber(d.aria.violations.length)}</Stat>
        <Stat label={t(s.passes)} stat="passes">{intl.formatNumber(d.aria.passes)}</Stat>
        <Stat label={t(s.incomplete)} stat="incomplete">{intl.formatNumber(d.aria.incomplete)}</Stat>
      </StatGrid>
      {d.aria.violations.length ? (
        <>
          <h3>{t(s.violationsTitle)}</h3>
          <Muted>{t(s.axeNote)}</Muted>
          <TableWrap>
            <Table data-testid="aria-violations">
              <thead>
                <tr>
                  <th scope="col">{t(s.violationRule)}</th>
                  <th scope="col">{t(s.violationImpact)}</th>
                  <th scope="col">{t(s.violationHelp)}</th>
                  <th scope="col">{t(s.violationNodes)}</th>
                </tr>
              </thead>
              <tbody>
                {d.aria.violations.map((v) => (
                  <tr key={v.id} data-violation={v.id}>
                    <th scope="row">
                      <Code>{v.id}</Code>
                    </th>
                    <td>{impact(v.impact)}</td>
                    <td>
                      <span lang="en" dir="ltr">
                        {v.help}
                      </span>{' '}
                      {v.helpUrl ? <ExternalLink href={v.helpUrl}>{t(s.learnMore)}</ExternalLink> : null}
                    </td>
                    <td data-numeric>{intl.formatNumber(v.nodes)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        </>
      ) : (
        <Muted>{t(s.noViolations)}</Muted>
      )}
    </>
  );
}

function Meta({ d }: { d: SemanticDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <Split>
        <section>
          <h3>{t(s.metaPresent)}</h3>
          <Row data-testid="meta-present">
            {d.meta.present.map((name) => (
              <ToneLabel key={name} tone="good">
                <Code>{name}</Code>
              </ToneLabel>
            ))}
          </Row>
        </section>
        <section>
          <h3>{t(s.metaMissing)}</h3>
          {d.meta.missing.length ? (
            <Row data-testid="meta-missing">
              {d.meta.missing.map((name) => (
                <ToneLabel key={name} tone="bad">
                  <Code>{name}</Code>
                </ToneLabel>
              ))}
            </Row>
          ) : (
            <Muted>{t(s.noneMissing)}</Muted>
          )}
        </section>
      </Split>
      {d.meta.tags.length ? (
        <TableWrap>
          <Table data-testid="meta-tags">
            <thead>
              <tr>
                <th scope="col">{t(s.metaName)}</th>
                <th scope="col">{t(s.metaContent)}</th>
              </tr>
            </thead>
            <tbody>
              {d.meta.tags.map((tag, index) => (
                <tr key={`${tag.name}-${index}`}>
                  <th scope="row">
                    <Code>{tag.name}</Code>
                  </th>
                  <td dir="auto">{tag.content}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      ) : null}
    </>
  );
}

function Suggestions({ d }: { d: SemanticDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (!d.suggestions.length) return <Muted>{t(s.noSuggestions)}</Muted>;
  const order = { high: 0, medium: 1, low: 2 } as const;
  return (
    <PlainList data-testid="semantic-suggestions">
      {[...d.suggestions]
        .sort((a, b) => order[a.priority] - order[b.priority])
        .map((suggestion, index) => {
          const text = ruleText(intl, suggestion.rule, suggestion.params, humanizeRule(suggestion.rule));
          return (
            <li key={`${suggestion.rule}-${index}`} data-suggestion={suggestion.rule}>
              <Row>
                <ToneLabel tone={PRIORITY_TONE[suggestion.priority]}>{t(s[`priority.${suggestion.priority}`])}</ToneLabel>
                <strong>{text.title}</strong>
              </Row>
              {text.remediation ? <p>{text.remediation}</p> : null}
            </li>
          );
        })}
    </PlainList>
  );
}
