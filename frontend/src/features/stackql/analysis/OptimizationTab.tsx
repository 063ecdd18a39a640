import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SqlIndexCandidate, SqlIndexSuggestion } from '../../../../../src/modules/sql-workbench/contract';
import { errorCodeOf, isPremiumRefusal, useAdviseSqlIndexesMutation } from './analysis.api';
import { analysisMessages as m } from './analysis.messages';
import { Card, Facts, FindingItem, List, Ltr, Muted, Pill, PrimaryButton, SideBySide, SmallButton, SqlBlock, Stack, StateText, Toolbar } from './analysis.styles';
import { selectKey } from './AnalysisSummary';
import { Cost } from './figures';
import { PlanTree } from './PlanTree';
import { PremiumNotice } from './PremiumNotice';

interface Props {
  connectionId: string;
  sql: string;
  isPremium: boolean;
  /** The analysis' candidates (unverified), shown to every user. */
  candidates: SqlIndexCandidate[];
}

const target = (item: { schema: string | null; table: string; columns: string[] }) => `${[item.schema, item.table].filter(Boolean).join('.')} (${item.columns.join(', ')})`;

function Suggestion({ suggestion, index }: { suggestion: SqlIndexSuggestion; index: number }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const [plansShown, setPlansShown] = useState(false);
  const verified = suggestion.costBefore !== null;
  const copyStatement = () => {
    navigator.clipboard.writeText(suggestion.createStatement).then(
      () => setCopy('done'),
      () => setCopy('failed'),
    );
  };
  return (
    <FindingItem $tone={verified ? 'success' : 'muted'} data-testid="stackql-suggestion" data-verified={verified}>
      <Toolbar>
        <Pill $tone={verified ? 'success' : 'muted'} data-testid="stackql-suggestion-badge">
          {verified ? t(m.verified) : t(m.unverified)}
        </Pill>
        <strong>
          <Ltr>{target(suggestion)}</Ltr>
        </strong>
      </Toolbar>
      <SqlBlock data-testid="stackql-suggestion-sql">{suggestion.createStatement}</SqlBlock>
      <Toolbar>
        <SmallButton type="button" onClick={copyStatement} data-testid="stackql-suggestion-copy">
          {t(m.copy)}
        </SmallButton>
        <span role="status">{copy === 'done' ? t(m.copied) : copy === 'failed' ? t(m.copyFailed) : null}</span>
      </Toolbar>
      {verified ? (
        <Facts>
          <dt>{t(m.costBefore)}</dt>
          <dd data-testid="stackql-suggestion-before">
            <Cost value={suggestion.costBefore!} />
          </dd>
          <dt>{t(m.costAfter)}</dt>
          <dd data-testid="stackql-suggestion-after">
            <Cost value={suggestion.costAfter!} />
          </dd>
          <dt>{t(m.reduction)}</dt>
          <dd data-testid="stackql-suggestion-reduction">{intl.formatNumber((suggestion.reductionPercent ?? 0) / 100, { style: 'percent', maximumFractionDigits: 1 })}</dd>
          {suggestion.sizeBytes !== null ? (
            <>
              <dt>{t(m.size)}</dt>
              <dd data-testid="stackql-suggestion-size">
                {intl.formatNumber(suggestion.sizeBytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 2 })}
              </dd>
            </>
          ) : null}
        </Facts>
      ) : null}
      {suggestion.planBefore && suggestion.planAfter ? (
        <>
          <div>
            <SmallButton type="button" aria-expanded={plansShown} aria-controls={`stackql-suggestion-plans-${index}`} onClick={() => setPlansShown(!plansShown)}>
              {t(m.showPlans)}
            </SmallButton>
          </div>
          {plansShown ? (
            <SideBySide id={`stackql-suggestion-plans-${index}`} data-testid="stackql-suggestion-plans">
              <div>
                <h4>{t(m.planBefore)}</h4>
                <PlanTree plan={suggestion.planBefore} testId="stackql-plan-before" />
              </div>
              <div>
                <h4>{t(m.planAfter)}</h4>
                <PlanTree plan={suggestion.planAfter} testId="stackql-plan-after" />
              </div>
            </SideBySide>
          ) : null}
        </>
      ) : null}
    </FindingItem>
  );
}

/** The optimisation tab: index advice the planner verified (premium), or the candidates labelled unverified. */
export function OptimizationTab({ connectionId, sql, isPremium, candidates }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [advise, state] = useAdviseSqlIndexesMutation({ fixedCacheKey: `stackql-advice:${connectionId}` });
  const advice = state.data;

  const candidateList = (
    <List>
      {candidates.map((candidate) => (
        <li key={target(candidate)} data-testid="stackql-candidate">
          <Ltr>{target(candidate)}</Ltr> — {candidate.uses.map((use) => t(m.candidateUses, { use })).join(', ')}
        </li>
      ))}
    </List>
  );

  if (!isPremium || isPremiumRefusal(state.error)) {
    return (
      <Stack data-testid="stackql-optimization">
        <Card aria-labelledby="stackql-advice-title">
          <h3 id="stackql-advice-title">{t(m.adviseTitle)}</h3>
          <PremiumNotice testId="stackql-advice-premium" />
          {candidates.length > 0 ? (
            <>
              <Muted>
                {t(m.candidatesFree)} <Pill $tone="muted">{t(m.unverified)}</Pill>
              </Muted>
              {candidateList}
            </>
          ) : null}
        </Card>
      </Stack>
    );
  }

  return (
    <Stack data-testid="stackql-optimization">
      <Card aria-labelledby="stackql-advice-title">
        <h3 id="stackql-advice-title">{t(m.adviseTitle)}</h3>
        <Muted>{t(m.adviseIntro)}</Muted>
        <Toolbar>
          <PrimaryButton
            type="button"
            data-testid="stackql-advise"
            disabled={state.isLoading || !sql.trim()}
            aria-busy={state.isLoading}
            onClick={() => void advise({ connectionId, sql })}
          >
            {state.isLoading ? t(m.advising) : t(m.advise)}
          </PrimaryButton>
        </Toolbar>
        {state.isError ? (
          <StateText $tone="danger" role="alert" data-testid="stackql-advice-error">
            {errorCodeOf(state.error) === 'SQL_PLAN_NOT_AVAILABLE' ? (
              t(m.adviceNoPlan)
            ) : (
              <>
                {t(m.failed)} {errorCodeOf(state.error) ? <Ltr>({errorCodeOf(state.error)})</Ltr> : null}
              </>
            )}
          </StateText>
        ) : null}
        {advice && !state.isLoading ? (
          <>
            {!advice.verified ? (
              <div data-testid="stackql-advice-unverified">
                <p>
                  <Pill $tone="warning">{t(m.unverified)}</Pill> {t(m.unverifiedReason, { reason: selectKey(advice.unavailableReason ?? 'hypopg-not-installed') })}
                </p>
                {advice.unavailableReason !== 'engine-unsupported' ? (
                  <>
                    <Muted>{t(m.howToEnable)}</Muted>
                    <SqlBlock>CREATE EXTENSION hypopg;</SqlBlock>
                  </>
                ) : null}
              </div>
            ) : advice.costBefore !== null ? (
              <Muted>
                {t(m.costBefore)}: <Cost value={advice.costBefore} />
              </Muted>
            ) : null}
            {advice.suggestions.length === 0 && advice.rejected.length === 0 ? (
              <StateText data-testid="stackql-advice-none">{t(m.noCandidate)}</StateText>
            ) : advice.suggestions.length === 0 ? (
              <StateText data-testid="stackql-advice-none">{t(m.noSuggestion)}</StateText>
            ) : (
              <List data-testid="stackql-suggestions">
                {advice.suggestions.map((suggestion, i) => (
                  <Suggestion key={suggestion.createStatement} suggestion={suggestion} index={i} />
                ))}
              </List>
            )}
            {advice.rejected.length > 0 ? (
              <details data-testid="stackql-advice-rejected">
                <summary>{t(m.rejectedTitle)}</summary>
                <List>
                  {advice.rejected.map((rejected) => (
                    <li key={target(rejected)}>
                      <Ltr>{target(rejected)}</Ltr> —{' '}
                      {t(m.rejectedReason, {
                        reason: selectKey(rejected.reason),
                        percent: intl.formatNumber((rejected.reductionPercent ?? 0) / 100, { style: 'percent', maximumFractionDigits: 1 }),
                      })}
                    </li>
                  ))}
                </List>
              </details>
            ) : null}
          </>
        ) : null}
      </Card>
    </Stack>
  );
}
