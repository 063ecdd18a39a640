import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SqlConnectionEngine, SqlImportErrorDetails } from '../../../../../src/modules/sql-workbench/contract';
import { panelId, TabList, TabPanel, tabId } from '../../../shared/ui/Tabs';
import { errorCodeOf, errorDetailsOf, useAnalyzeSqlMutation } from './analysis.api';
import { analysisMessages as m } from './analysis.messages';
import { isolate } from './figures';
import { Muted, PrimaryButton, SmallButton, Stack, StateText, Toolbar } from './analysis.styles';
import { AnalysisSummary } from './AnalysisSummary';
import { ExecutionTab } from './ExecutionTab';
import { OptimizationTab } from './OptimizationTab';
import type { KeptPlan } from './PlanComparison';

export interface AnalysisPanelProps {
  connectionId: string;
  /** The editor's text: analysed when the user asks. */
  sql: string;
  engine: SqlConnectionEngine;
  isPremium: boolean;
}

type SubTab = 'analysis' | 'optimization' | 'execution';

/** The "before" plan of each connection (another database's plans do not compare), for as long as the page lives. */
const keptPlans = new Map<string, KeptPlan>();

function AnalysisError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const code = errorCodeOf(error);
  const details = errorDetailsOf<SqlImportErrorDetails>(error);
  const text =
    code === 'SQL_ANALYZE_PARSE_ERROR' && details
      ? t(m.parseError, { line: details.line, column: details.column, message: isolate(details.message) })
      : code === 'SQL_ANALYZE_SEVERAL_STATEMENTS' || code === 'SQL_MULTIPLE_STATEMENTS'
        ? t(m.severalStatements)
        : code === 'SQL_ANALYZE_EMPTY' || code === 'SQL_QUERY_EMPTY'
          ? t(m.emptyStatement)
          : code === 'SQL_ANALYZE_UNSUPPORTED'
            ? t(m.unsupported)
            : code === 'SQL_ANALYZE_READ_ONLY'
              ? t(m.readOnlyAnalyze)
              : t(m.failed);
  return (
    <Toolbar>
      <StateText $tone="danger" role="alert" data-testid="stackql-analysis-error" data-code={code ?? ''}>
        {text}
      </StateText>
      <SmallButton type="button" onClick={onRetry}>
        {t(m.retry)}
      </SmallButton>
    </Toolbar>
  );
}

/**
 * The analyzer (docs/product.md §5.6, query metrics): the editor's statement analysed on the connection,
 * in three tabs — the analysis, the optimisation (index advice) and the execution plan.
 */
export function AnalysisPanel({ connectionId, sql, engine, isPremium }: AnalysisPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const idBase = useId();
  const [tab, setTab] = useState<SubTab>('analysis');
  // Kept per connection in the store, so the answer outlives a switch to another tab of the page.
  const [analyze, state] = useAnalyzeSqlMutation({ fixedCacheKey: `stackql-analysis:${connectionId}` });
  const [kept, setKeptState] = useState<KeptPlan | null>(() => keptPlans.get(connectionId) ?? null);
  const [lastAnalyze, setLastAnalyze] = useState(false);
  const setKept = (plan: KeptPlan | null) => {
    if (plan) keptPlans.set(connectionId, plan);
    else keptPlans.delete(connectionId);
    setKeptState(plan);
  };

  const run = (withAnalyze: boolean) => {
    setLastAnalyze(withAnalyze);
    void analyze({ connectionId, sql, analyze: withAnalyze });
  };
  const answer = state.data;
  const tabs = [
    { key: 'analysis' as const, label: t(m.tabAnalysis) },
    { key: 'optimization' as const, label: t(m.tabOptimization) },
    { key: 'execution' as const, label: t(m.tabExecution) },
  ];

  return (
    <Stack data-testid="stackql-analysis" data-engine={engine}>
      <Toolbar>
        <PrimaryButton
          type="button"
          data-testid="stackql-analyze"
          disabled={!sql.trim() || state.isLoading}
          aria-busy={state.isLoading}
          onClick={() => run(false)}
        >
          {state.isLoading && !lastAnalyze ? t(m.analyzing) : t(m.analyze)}
        </PrimaryButton>
        {!sql.trim() ? <Muted>{t(m.needSql)}</Muted> : null}
      </Toolbar>
      {state.isError ? <AnalysisError error={state.error} onRetry={() => run(lastAnalyze)} /> : null}
      <div>
        <TabList idBase={idBase} label={t(m.tabAnalysis)} tabs={tabs} selected={tab} onSelect={setTab} testId="stackql-analysis-tabs" />
        <TabPanel role="tabpanel" id={panelId(idBase, tab)} aria-labelledby={tabId(idBase, tab)} tabIndex={0} data-testid={`stackql-analysis-panel-${tab}`}>
          {state.isLoading && !answer ? (
            <Muted role="status">{t(m.analyzing)}</Muted>
          ) : !answer ? (
            <Muted data-testid="stackql-analysis-empty">{t(m.empty)}</Muted>
          ) : tab === 'analysis' ? (
            <AnalysisSummary analysis={answer.analysis} />
          ) : tab === 'optimization' ? (
            <OptimizationTab connectionId={connectionId} sql={sql} isPremium={isPremium} candidates={answer.candidates} />
          ) : (
            <ExecutionTab
              answer={answer}
              busy={state.isLoading}
              onRunAnalyze={() => run(true)}
              isPremium={isPremium}
              kept={kept}
              onKeep={() => answer.plan && setKept({ engine: answer.plan.engine, rawPlan: answer.rawPlan, at: Date.now() })}
              onForget={() => setKept(null)}
            />
          )}
        </TabPanel>
      </div>
    </Stack>
  );
}
