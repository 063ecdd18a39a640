import { useIntl } from 'react-intl';
import type { SqlPlanDelta, SqlPlanDeltaName, SqlPlanEngine, SqlPlanNodeRef } from '../../../../../src/modules/sql-workbench/contract';
import { Table, TableWrap } from '../../../shared/ui/Table';
import { errorCodeOf, isPremiumRefusal, useCompareSqlPlansMutation } from './analysis.api';
import { analysisMessages as m } from './analysis.messages';
import { Card, Ltr, Muted, PrimaryButton, SmallButton, StateText, Toolbar } from './analysis.styles';
import { ProvenanceTag, useCostText, useTimeText } from './figures';
import { PremiumNotice } from './PremiumNotice';

export interface KeptPlan {
  engine: SqlPlanEngine;
  rawPlan: unknown;
  at: number;
}

interface Props {
  isPremium: boolean;
  kept: KeptPlan | null;
  onKeep: () => void;
  onForget: () => void;
  current: { engine: SqlPlanEngine; rawPlan: unknown } | null;
}

type PlanLevelDelta = 'totalCost' | 'executionTime' | 'planningTime' | 'historicalMeanTime';

function nodeLabel(ref: SqlPlanNodeRef | undefined): string {
  if (!ref) return '';
  return [ref.nodeType, ref.relation, ref.index].filter(Boolean).join(' · ');
}

/** Plan comparison (premium): a kept "before" plan against the latest analysis, node by node. */
export function PlanComparison({ isPremium, kept, onKeep, onForget, current }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const cost = useCostText();
  const time = useTimeText();
  const [compare, state] = useCompareSqlPlansMutation();

  if (!isPremium || isPremiumRefusal(state.error)) {
    return (
      <Card aria-labelledby="stackql-compare-title">
        <h3 id="stackql-compare-title">{t(m.compareTitle)}</h3>
        <PremiumNotice testId="stackql-compare-premium" />
      </Card>
    );
  }

  const value = (delta: SqlPlanDelta, figure: number) =>
    delta.unit === 'cost' ? cost(figure) : delta.unit === 'ms' ? time(figure) : intl.formatNumber(figure, { maximumFractionDigits: 0 });
  const change = (delta: SqlPlanDelta) => {
    const sign = delta.change > 0 ? '+' : '';
    const percent = delta.percent === null ? '' : ` (${sign}${intl.formatNumber(delta.percent / 100, { style: 'percent', maximumFractionDigits: 1 })})`;
    return `${sign}${value(delta, delta.change)}${percent}`;
  };
  const row = (key: string, label: string, name: string, delta: SqlPlanDelta) => (
    <tr key={key} data-testid="stackql-compare-delta" data-name={name}>
      <td>{label}</td>
      <td>
        {t(m.deltaName, { name })}
        <ProvenanceTag kind={delta.provenance} />
      </td>
      <td data-numeric>{value(delta, delta.before)}</td>
      <td data-numeric>{value(delta, delta.after)}</td>
      <td data-numeric data-direction={delta.change < 0 ? 'down' : delta.change > 0 ? 'up' : 'same'}>
        <Ltr>{change(delta)}</Ltr>
      </td>
    </tr>
  );

  const answer = state.data;
  const planLevel: PlanLevelDelta[] = ['totalCost', 'executionTime', 'planningTime', 'historicalMeanTime'];

  return (
    <Card aria-labelledby="stackql-compare-title" data-testid="stackql-compare">
      <h3 id="stackql-compare-title">{t(m.compareTitle)}</h3>
      <Muted>{t(m.compareIntro)}</Muted>
      <Toolbar>
        <SmallButton type="button" onClick={onKeep} disabled={!current} data-testid="stackql-compare-keep">
          {t(m.keepBefore)}
        </SmallButton>
        {kept ? (
          <>
            <PrimaryButton
              type="button"
              data-testid="stackql-compare-run"
              disabled={!current || state.isLoading}
              aria-busy={state.isLoading}
              onClick={() => current && void compare({ engine: current.engine, before: kept.rawPlan, after: current.rawPlan })}
            >
              {state.isLoading ? t(m.comparing) : t(m.compare)}
            </PrimaryButton>
            <SmallButton type="button" onClick={onForget}>
              {t(m.clearBefore)}
            </SmallButton>
            <Muted data-testid="stackql-compare-kept">{t(m.beforeKept, { time: intl.formatTime(kept.at, { timeStyle: 'medium' }) })}</Muted>
          </>
        ) : null}
      </Toolbar>
      {state.isError ? (
        <StateText $tone="danger" role="alert">
          {t(m.compareFailed)} {errorCodeOf(state.error) ? <Ltr>({errorCodeOf(state.error)})</Ltr> : null}
        </StateText>
      ) : null}
      {answer && !state.isLoading ? (
        <>
          <p data-testid="stackql-compare-summary">
            {t(m.sameShape, {
              same: answer.comparison.sameShape ? 'yes' : 'no',
              matched: answer.comparison.counts.matched,
              removed: answer.comparison.counts.removed,
              added: answer.comparison.counts.added,
            })}
          </p>
          <TableWrap>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t(m.colNode)}</th>
                  <th scope="col">{t(m.colFigure)}</th>
                  <th scope="col" data-numeric>
                    {t(m.colBefore)}
                  </th>
                  <th scope="col" data-numeric>
                    {t(m.colAfter)}
                  </th>
                  <th scope="col" data-numeric>
                    {t(m.colChange)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {planLevel.map((name) => {
                  const delta = answer.comparison[name];
                  return delta ? row(name, '', name, delta) : null;
                })}
                {answer.comparison.nodes.flatMap((node, i) => {
                  const label = `${nodeLabel(node.after ?? node.before)} — ${t(m.nodeStatus, { status: node.status })}`;
                  const deltas = Object.entries(node.deltas) as Array<[SqlPlanDeltaName, SqlPlanDelta]>;
                  if (deltas.length === 0) {
                    return [
                      <tr key={`n${i}`} data-testid="stackql-compare-node" data-status={node.status}>
                        <td colSpan={5}>
                          <Ltr>{label}</Ltr>
                        </td>
                      </tr>,
                    ];
                  }
                  return deltas.map(([name, delta], j) => row(`n${i}-${j}`, j === 0 ? label : '', name, delta));
                })}
              </tbody>
            </Table>
          </TableWrap>
        </>
      ) : null}
    </Card>
  );
}
