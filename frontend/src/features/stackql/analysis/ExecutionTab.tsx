import { useIntl } from 'react-intl';
import type { AnalyzeSqlResponse } from '../../../../../src/modules/sql-workbench/contract';
import { analysisMessages as m } from './analysis.messages';
import { Card, Facts, FindingItem, List, Ltr, Muted, PrimaryButton, Stack, StateText, Toolbar } from './analysis.styles';
import { Cost, isolate, Time, useTimeText } from './figures';
import { PlanComparison, type KeptPlan } from './PlanComparison';
import { PlanTree } from './PlanTree';

interface Props {
  answer: AnalyzeSqlResponse;
  busy: boolean;
  onRunAnalyze: () => void;
  isPremium: boolean;
  kept: KeptPlan | null;
  onKeep: () => void;
  onForget: () => void;
}

/** The execution tab: the plan tree with every figure's provenance, what the plan shows, and the comparison. */
export function ExecutionTab({ answer, busy, onRunAnalyze, isPremium, kept, onKeep, onForget }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const time = useTimeText();
  const { plan, history } = answer;
  const readQuery = answer.analysis.queryType === 'select';

  return (
    <Stack data-testid="stackql-execution">
      <Card aria-labelledby="stackql-plan-title">
        <h3 id="stackql-plan-title">{t(m.tabExecution)}</h3>
        <Toolbar>
          <PrimaryButton type="button" onClick={onRunAnalyze} disabled={!readQuery || busy} aria-busy={busy} data-testid="stackql-run-analyze">
            {busy ? t(m.analyzing) : t(m.runAnalyze)}
          </PrimaryButton>
          <Muted>{readQuery ? t(m.runAnalyzeHint) : t(m.analyzeReadOnly)}</Muted>
        </Toolbar>
        {plan ? (
          <>
            <Muted data-testid="stackql-plan-mode">{plan.analyzed ? t(m.planAnalyzed) : t(m.planEstimated)}</Muted>
            <Facts>
              {plan.totalCost ? (
                <>
                  <dt>{t(m.totalCost)}</dt>
                  <dd data-testid="stackql-plan-total-cost">
                    <Cost value={plan.totalCost.value} />
                  </dd>
                </>
              ) : null}
              {plan.planningTime ? (
                <>
                  <dt>{t(m.planningTime)}</dt>
                  <dd>
                    <Time ms={plan.planningTime.ms} provenance={plan.planningTime.provenance} />
                  </dd>
                </>
              ) : null}
              {plan.executionTime ? (
                <>
                  <dt>{t(m.executionTime)}</dt>
                  <dd data-testid="stackql-plan-execution-time">
                    <Time ms={plan.executionTime.ms} provenance={plan.executionTime.provenance} />
                  </dd>
                </>
              ) : null}
            </Facts>
            {history ? (
              <Muted data-testid="stackql-plan-history">
                {t(m.history, { calls: history.calls.value, mean: time(history.meanTime.ms) })} ({t(m.provenance, { provenance: 'historical' })})
              </Muted>
            ) : null}
            <Muted>{t(m.costNote)}</Muted>
            <PlanTree plan={plan} />
          </>
        ) : (
          <StateText data-testid="stackql-plan-error">
            {t(m.noPlan, { code: answer.planError?.code ?? '', message: isolate(answer.planError?.message ?? '') })}
          </StateText>
        )}
      </Card>

      {answer.planFindings.length > 0 ? (
        <Card aria-labelledby="stackql-plan-findings">
          <h3 id="stackql-plan-findings">{t(m.planFindings)}</h3>
          <List>
            {answer.planFindings.map((finding) => (
              <FindingItem key={`${finding.code}-${finding.path}`} $tone={finding.code === 'PLAN_HOTSPOT' ? 'muted' : 'warning'} data-testid="stackql-plan-finding" data-code={finding.code}>
                <span>{t(m.planFinding, { code: finding.code })}</span>
                <Muted>
                  <Ltr>{[finding.nodeType, finding.relation].filter(Boolean).join(' · ')}</Ltr> ({t(m.provenance, { provenance: finding.provenance })})
                </Muted>
              </FindingItem>
            ))}
          </List>
        </Card>
      ) : null}

      <PlanComparison
        isPremium={isPremium}
        kept={kept}
        onKeep={onKeep}
        onForget={onForget}
        current={plan ? { engine: plan.engine, rawPlan: answer.rawPlan } : null}
      />
    </Stack>
  );
}
