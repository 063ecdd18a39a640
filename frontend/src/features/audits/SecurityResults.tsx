import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { toneColor } from '../../shared/ui/tone';
import type { AuditResult, Finding, ObservatoryGrade, SecurityDetails, Vulnerability } from './audit-types';
import { AuditTabs } from './AuditTabs';
import { auditMessages as m } from './audits.messages';
import { Card, Code, CodeBlock, Facts, GaugeGrid, List, Muted, PlainList, Row, Split, Table, TableWrap, Url } from './audits.styles';
import { CopyButton } from './CopyButton';
import { SeverityBadge } from './FindingsList';
import { pickMessage } from './pick-message';
import { usePrintMode } from './print-mode';
import { ruleText } from './rule-text';
import { ScoreGauge } from './ScoreGauge';
import { securityMessages as s } from './security.messages';
import { CodePairsTable, ToneLabel, YesNo } from './results-ui';

const LEVEL_ORDER = ['high', 'medium', 'low', 'info'] as const;
const CATEGORIES = ['sensitive-data', 'csrf', 'headers', 'cookies', 'mixed-content', 'other'] as const;

const Grade = styled.div<{ $color: string }>`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 0.25rem;
  text-align: center;

  strong {
    display: grid;
    place-items: center;
    inline-size: 5.5rem;
    block-size: 5.5rem;
    border: 4px solid ${({ $color }) => $color};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ $color }) => $color};
    font-size: 2.5rem;
    direction: ltr;
  }

  span {
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Vuln = styled.li`
  display: grid;
  gap: 0.5rem;
  padding-block: 0.85rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  break-inside: avoid;

  h5 {
    margin-block: 0 0.15rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function gradeTone(grade: ObservatoryGrade): 'good' | 'warn' | 'bad' {
  return grade.startsWith('A') ? 'good' : grade.startsWith('B') || grade.startsWith('C') ? 'warn' : 'bad';
}

export function SecurityResults({ result }: { result: AuditResult<'security'> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const theme = useTheme();
  const d = result.details;
  const gradeColor = toneColor(theme, gradeTone(d.observatory.grade));
  const findings = new Map(result.findings.map((f) => [f.id, f]));

  return (
    <>
      <Card aria-labelledby="security-summary">
        <h2 id="security-summary">{t(s.summaryTitle)}</h2>
        <GaugeGrid>
          <ScoreGauge label={t(s.globalScore)} score={d.globalScore.score} band={d.globalScore.band} testId="gauge-global" />
          <Grade $color={gradeColor} data-testid="observatory-grade" data-grade={d.observatory.grade}>
            <strong aria-hidden="true">{d.observatory.grade}</strong>
            <span>
              {t(s.grade)}: <bdi>{d.observatory.grade}</bdi>
            </span>
            <Muted>{t(s.gradeScore, { score: d.observatory.score })}</Muted>
          </Grade>
          <ScoreGauge label={t(s.headerScore)} score={d.headers.score} testId="gauge-headers" />
          <ScoreGauge label={t(s.cookieScore)} score={d.cookies.score} testId="gauge-cookies" />
        </GaugeGrid>
      </Card>
      <Card aria-label={t(m.resultsTitle)}>
        <AuditTabs
          testId="security-tabs"
          tabs={[
            { key: 'headers', label: t(s.tabHeaders), render: () => <Headers d={d} /> },
            { key: 'cookies', label: t(s.tabCookies), render: () => <Cookies d={d} /> },
            { key: 'vulnerabilities', label: t(s.tabVulnerabilities), render: () => <Vulnerabilities d={d} findings={findings} /> },
            { key: 'recommendations', label: t(s.tabRecommendations), render: () => <Recommendations d={d} findings={findings} /> },
          ]}
        />
      </Card>
    </>
  );
}

function Headers({ d }: { d: SecurityDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const present = Object.entries(d.headers.present);
  return (
    <>
      <Split>
        <div>
          <h3>{t(s.missingHeaders)}</h3>
          {d.headers.missing.length ? (
            <PlainList data-testid="missing-headers">
              {d.headers.missing.map((name) => (
                <li key={name}>
                  <ToneLabel tone="bad">
                    <Code>{name}</Code>
                  </ToneLabel>
                </li>
              ))}
            </PlainList>
          ) : (
            <Muted>{t(s.noMissing)}</Muted>
          )}
        </div>
        <div>
          <h3>{t(s.presentHeaders)}</h3>
          {present.length ? (
            <CodeBlock data-testid="present-headers">{present.map(([name, value]) => `${name}: ${value}`).join('\n')}</CodeBlock>
          ) : (
            <Muted>{t(s.noPresent)}</Muted>
          )}
        </div>
      </Split>
      <h3>{t(s.testsTitle)}</h3>
      <TableWrap>
        <Table data-testid="observatory-tests">
          <thead>
            <tr>
              <th scope="col">{t(s.testName)}</th>
              <th scope="col">{t(s.testPass)}</th>
              <th scope="col">{t(s.testResult)}</th>
              <th scope="col">{t(s.testModifier)}</th>
            </tr>
          </thead>
          <tbody>
            {d.observatory.tests.map((test) => {
              const name = pickMessage(s, `test.${test.name}`);
              const known = ruleText(intl, test.result, {}, '');
              return (
                <tr key={test.name} data-test={test.name}>
                  <th scope="row">{name ? t(name) : <Code>{test.name}</Code>}</th>
                  <td>
                    <YesNo value={test.pass} />
                  </td>
                  <td>
                    {known.known ? <div>{known.title}</div> : null}
                    <Code>{test.result}</Code>
                  </td>
                  <td data-numeric>{intl.formatNumber(test.scoreModifier, { signDisplay: 'exceptZero' })}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
    </>
  );
}

function Cookies({ d }: { d: SecurityDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const print = usePrintMode();
  return (
    <>
      <Facts>
        <dt>{t(s.cookiesHttps)}</dt>
        <dd>
          <YesNo value={d.cookies.https} />
        </dd>
      </Facts>
      {d.cookies.cookies.length ? (
        <TableWrap>
          <Table data-testid="cookies">
            <thead>
              <tr>
                <th scope="col">{t(s.cookieName)}</th>
                {/* Attribute names, the same in every language. */}
                <th scope="col">Secure</th>
                <th scope="col">HttpOnly</th>
                <th scope="col">SameSite</th>
                <th scope="col">{t(s.cookiePrefix)}</th>
                <th scope="col">{t(s.cookieIssues)}</th>
              </tr>
            </thead>
            <tbody>
              {d.cookies.cookies.map((cookie) => (
                <tr key={cookie.raw} data-cookie={cookie.name}>
                  <th scope="row">
                    <Code>{cookie.name}</Code>
                    <details open={print}>
                      <summary>{t(s.cookieRaw)}</summary>
                      <CodeBlock>{cookie.raw}</CodeBlock>
                    </details>
                  </th>
                  <td data-flag="secure">
                    <YesNo value={cookie.secure} />
                  </td>
                  <td data-flag="httpOnly">
                    <YesNo value={cookie.httpOnly} />
                  </td>
                  <td data-flag="sameSite">{cookie.sameSite ? <Code>{cookie.sameSite}</Code> : <ToneLabel tone="warn">{t(s.sameSiteNone)}</ToneLabel>}</td>
                  <td>{cookie.prefix ? cookie.prefixValid ? <Code>{cookie.prefix}</Code> : <ToneLabel tone="bad">{t(s.prefixInvalid, { prefix: cookie.prefix })}</ToneLabel> : '—'}</td>
                  <td>
                    {cookie.issues.length ? (
                      <List>
                        {cookie.issues.map((issue) => {
                          const own = pickMessage(s, `cookieIssue.${issue}`);
                          return (
                            <li key={issue} data-issue={issue}>
                              {own ? t(own) : ruleText(intl, issue, {}, issue).title}
                            </li>
                          );
                        })}
                      </List>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      ) : (
        <Muted>{t(s.cookiesNone)}</Muted>
      )}
    </>
  );
}

const levelRank = (v: Vulnerability) => LEVEL_ORDER.indexOf(v.level);

function VulnerabilityItem({ v, finding }: { v: Vulnerability; finding: Finding | undefined }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text = ruleText(intl, v.rule, finding?.params ?? {}, finding?.message ?? v.rule);
  return (
    <Vuln data-testid="vulnerability" data-rule={v.rule} data-level={v.level}>
      <Row>
        <SeverityBadge severity={v.level} />
        <h4>{text.title}</h4>
      </Row>
      {text.description ? (
        <div>
          <h5>{t(m.findingDescription)}</h5>
          <p>{text.description}</p>
        </div>
      ) : null}
      {text.impact ? (
        <div>
          <h5>{t(m.findingImpact)}</h5>
          <p>{text.impact}</p>
        </div>
      ) : null}
      {text.remediation ? (
        <div>
          <h5>{t(m.findingRemediation)}</h5>
          <p>{text.remediation}</p>
        </div>
      ) : null}
      {v.element ? (
        <p>
          {t(m.findingSelector)}: <Code>{v.element}</Code>
        </p>
      ) : null}
      {v.evidence ? (
        <div>
          <h5>{t(m.findingEvidence)}</h5>
          <CodeBlock data-testid="vulnerability-evidence">{v.evidence}</CodeBlock>
        </div>
      ) : null}
    </Vuln>
  );
}

function Vulnerabilities({ d, findings }: { d: SecurityDetails; findings: Map<string, Finding> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (!d.vulnerabilities.length && !d.mixedContent.length) return <Muted>{t(s.vulnerabilitiesNone)}</Muted>;
  return (
    <>
      {CATEGORIES.map((category) => {
        const items = d.vulnerabilities.filter((v) => v.category === category).sort((a, b) => levelRank(a) - levelRank(b));
        if (!items.length) return null;
        return (
          <section key={category} data-category={category}>
            <h3>{t(s[`category.${category}`])}</h3>
            <PlainList>
              {items.map((v) => (
                <VulnerabilityItem key={v.findingId} v={v} finding={findings.get(v.findingId)} />
              ))}
            </PlainList>
          </section>
        );
      })}
      {d.mixedContent.length ? (
        <section>
          <h3>{t(s.mixedTitle)}</h3>
          <TableWrap>
            <Table data-testid="mixed-content">
              <thead>
                <tr>
                  <th scope="col">{t(s.mixedUrl)}</th>
                  <th scope="col">{t(s.mixedType)}</th>
                  <th scope="col">{t(s.mixedBlocked)}</th>
                </tr>
              </thead>
              <tbody>
                {d.mixedContent.map((item) => (
                  <tr key={item.url}>
                    <td>
                      <Url>{item.url}</Url>
                    </td>
                    <td>
                      <Code>{item.resourceType}</Code>
                    </td>
                    <td>
                      <YesNo value={item.blocked} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        </section>
      ) : null}
    </>
  );
}

function Recommendations({ d, findings }: { d: SecurityDetails; findings: Map<string, Finding> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const config = d.headerConfig;
  const extra = Object.entries(config.headers);
  const seen = new Set<string>();
  const advice = [...d.vulnerabilities]
    .sort((a, b) => levelRank(a) - levelRank(b))
    .filter((v) => (seen.has(v.rule) ? false : (seen.add(v.rule), true)))
    .map((v) => {
      const finding = findings.get(v.findingId);
      const text = ruleText(intl, v.rule, finding?.params ?? {}, finding?.message ?? v.rule);
      return { v, text: text.remediation ?? text.title };
    });
  const snippet = (title: string, code: string, testId: string) => (
    <section data-snippet={testId}>
      <Row style={{ justifyContent: 'space-between' }}>
        <h4>{title}</h4>
        <CopyButton text={code} name={title} testId={`copy-${testId}`} />
      </Row>
      <CodeBlock data-testid={`config-${testId}`}>{code}</CodeBlock>
    </section>
  );

  return (
    <>
      {advice.length ? (
        <section>
          <h3>{t(s.recommendationsTitle)}</h3>
          <PlainList data-testid="security-recommendations">
            {advice.map(({ v, text }) => (
              <li key={v.rule}>
                <Row>
                  <SeverityBadge severity={v.level} />
                  <span>{text}</span>
                </Row>
              </li>
            ))}
          </PlainList>
        </section>
      ) : null}
      <section>
        <h3>{t(s.configTitle)}</h3>
        {extra.length || config.csp ? (
          <>
            <Muted>{t(s.configBody)}</Muted>
            {extra.length ? (
              <CodePairsTable rows={extra} testId="config-headers" caption={t(s.configHeaders)} />
            ) : null}
            {config.csp ? snippet(t(s.configCsp), config.csp, 'csp') : null}
            {snippet(t(s.configKoa), config.koa, 'koa')}
            {snippet('nginx', config.nginx, 'nginx')}
            {snippet('Apache', config.apache, 'apache')}
          </>
        ) : (
          <Muted>{t(s.configNothing)}</Muted>
        )}
      </section>
    </>
  );
}
