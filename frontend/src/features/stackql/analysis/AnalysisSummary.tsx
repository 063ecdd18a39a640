import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SqlLintFinding, SqlStatementAnalysis } from '../../../../../src/modules/sql-workbench/contract';
import { analysisMessages as m, lintRuleMessages } from './analysis.messages';
import { Card, Facts, FindingItem, List, Ltr, Muted, Pill, SqlBlock, Stack, Toolbar, type Tone } from './analysis.styles';

const ReasonList = styled.ul`
  margin-block: 0.3rem 0;
  padding-inline-start: 1.1rem;
`;

const severityTone: Record<SqlLintFinding['severity'], Tone> = { error: 'danger', warning: 'warning', info: 'muted' };

/** ICU select keys are words: the contract's `correlated subqueries`, `hypopg-not-installed` become `correlated_subqueries`… */
export const selectKey = (value: string) => value.replace(/[\s-]+/g, '_');

function Finding({ finding }: { finding: SqlLintFinding }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = lintRuleMessages[finding.ruleId];
  const english = intl.locale.startsWith('en');
  const { location } = finding.evidence;
  return (
    <FindingItem $tone={severityTone[finding.severity]} data-testid="stackql-finding" data-rule={finding.ruleId} data-severity={finding.severity}>
      <Toolbar>
        <Pill $tone={severityTone[finding.severity]}>{t(m.severity, { severity: finding.severity })}</Pill>
        <strong>{title ? t(title) : finding.message}</strong>
      </Toolbar>
      {/* The server explains in English; a translated title stands for it in other languages. */}
      {title && english ? <Muted>{finding.message}</Muted> : null}
      <SqlBlock data-testid="stackql-finding-fragment">{finding.evidence.fragment}</SqlBlock>
      <Muted>
        {location ? <span data-testid="stackql-finding-location">{t(m.location, { line: location.line, column: location.column })}</span> : null}
        {location && finding.evidence.clause ? ' · ' : null}
        {finding.evidence.clause ? <span>{t(m.clause, { clause: finding.evidence.clause })}</span> : null}
      </Muted>
    </FindingItem>
  );
}

/** The analysis tab: what the statement is and what the lint rules find in it, each with its evidence. */
export function AnalysisSummary({ analysis }: { analysis: SqlStatementAnalysis }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { complexity } = analysis;
  return (
    <Stack data-testid="stackql-analysis-summary">
      <Card aria-labelledby="stackql-analysis-facts">
        <h3 id="stackql-analysis-facts" hidden>
          {t(m.tabAnalysis)}
        </h3>
        <Facts>
          <dt>{t(m.queryType)}</dt>
          <dd data-testid="stackql-query-type" data-type={analysis.queryType}>
            {t(m.queryTypeValue, { type: analysis.queryType })}
          </dd>
          <dt>{t(m.tables)}</dt>
          <dd data-testid="stackql-tables">
            {analysis.tables.length === 0
              ? t(m.noTables)
              : analysis.tables.map((table, i) => (
                  <span key={`${table.schema}.${table.name}`}>
                    {i > 0 ? ', ' : null}
                    <Ltr>{[table.schema, table.name].filter(Boolean).join('.')}</Ltr> ({t(m.access, { access: table.access })})
                  </span>
                ))}
          </dd>
          <dt>{t(m.complexity)}</dt>
          <dd data-testid="stackql-complexity" data-level={complexity.level}>
            {t(m.complexityLevel, { level: selectKey(complexity.level), score: complexity.score })}
            {complexity.reasons.length === 0 ? (
              <Muted>{t(m.complexityNoReason)}</Muted>
            ) : (
              <ReasonList>
                {complexity.reasons.map((reason) => (
                  <li key={reason.factor}>{t(m.complexityReason, { factor: selectKey(reason.factor), count: reason.count, points: reason.points })}</li>
                ))}
              </ReasonList>
            )}
          </dd>
        </Facts>
      </Card>

      {analysis.warnings.length > 0 ? (
        <Card aria-labelledby="stackql-analysis-warnings">
          <h3 id="stackql-analysis-warnings">{t(m.warnings)}</h3>
          <List>
            {analysis.warnings.map((warning) => (
              <FindingItem key={warning.code} $tone="warning" data-testid="stackql-warning" data-code={warning.code}>
                {t(m.warning, { code: warning.code })}
              </FindingItem>
            ))}
          </List>
        </Card>
      ) : null}

      <Card aria-labelledby="stackql-analysis-findings">
        <h3 id="stackql-analysis-findings">{t(m.findings)}</h3>
        {analysis.findings.length === 0 ? (
          <Muted data-testid="stackql-findings-empty">{t(m.noFindings)}</Muted>
        ) : (
          <List data-testid="stackql-findings">
            {analysis.findings.map((finding, i) => (
              <Finding key={`${finding.ruleId}-${i}`} finding={finding} />
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}
