import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SqlPlanNode, SqlPlanTree } from '../../../../../src/modules/sql-workbench/contract';
import { analysisMessages as m } from './analysis.messages';
import { Pill } from './analysis.styles';
import { Cost, ProvenanceTag, Time } from './figures';

/** The tree reads left to right in every language, like the SQL it explains; its labels keep their own direction. */
const Tree = styled.ul`
  direction: ltr;
  text-align: left;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;

  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
    border-inline-start: 1px dashed ${({ theme }) => theme.color.border};
    list-style: none;
  }
`;

const NodeBox = styled.div`
  display: grid;
  gap: 0.3rem;
  margin-block: 0.35rem;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.2rem 0.5rem;

  min-inline-size: 0;
  overflow-wrap: anywhere;

  strong {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.2rem 1rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Label and figure on one line, the bar under them: readable in the narrow side-by-side plans too. */
const BarRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'label figure' 'bar bar';
  align-items: center;
  gap: 0.15rem 0.5rem;

  & > :first-child {
    grid-area: label;
  }

  & > :last-child {
    grid-area: figure;
    white-space: nowrap;
  }
`;

const Track = styled.div`
  grid-area: bar;
  block-size: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgAlt};
  overflow: hidden;
`;

const Fill = styled.div<{ $share: number; $kind: 'time' | 'cost' }>`
  inline-size: ${({ $share }) => `${Math.max(0.5, $share * 100)}%`};
  block-size: 100%;
  background: ${({ theme, $kind }) => ($kind === 'time' ? theme.chart.series[1] : theme.chart.series[0])};
`;

const Conditions = styled.div`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

interface Maxima {
  time: number;
  cost: number;
}

function maxima(node: SqlPlanNode, into: Maxima = { time: 0, cost: 0 }): Maxima {
  into.time = Math.max(into.time, node.exclusiveTime?.ms ?? 0);
  into.cost = Math.max(into.cost, node.exclusiveCost?.value ?? 0);
  for (const child of node.children) maxima(child, into);
  return into;
}

function PlanNodeView({ node, max }: { node: SqlPlanNode; max: Maxima }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 });
  const measured = node.measured;
  return (
    <li data-testid="stackql-plan-node" data-node-type={node.nodeType} data-path={node.path}>
      <NodeBox>
        <Head>
          <strong>{node.nodeType}</strong>
          {node.detail ? <span>{node.detail}</span> : null}
          {node.relation ? <span dir="auto">{t(m.onRelation, { relation: [node.schema, node.relation].filter(Boolean).join('.') })}</span> : null}
          {node.index ? <span dir="auto">{t(m.usingIndex, { index: node.index })}</span> : null}
          {node.misestimate ? (
            <Pill
              $tone={node.misestimate.level >= 100 ? 'danger' : 'warning'}
              data-testid="stackql-plan-misestimate"
              data-level={node.misestimate.level}
            >
              <span aria-hidden="true">{`×${node.misestimate.level}`}</span>
              <span dir="auto">{t(m.misestimate, { direction: node.misestimate.direction, factor: intl.formatNumber(node.misestimate.factor, { maximumFractionDigits: 0 }) })}</span>
            </Pill>
          ) : null}
          {measured?.neverExecuted ? <Pill $tone="muted">{t(m.neverExecuted)}</Pill> : null}
        </Head>
        {node.exclusiveTime ? (
          <BarRow data-testid="stackql-plan-time">
            <span dir="auto">{t(m.exclusiveTime)}</span>
            <Track>
              <Fill $kind="time" $share={max.time > 0 ? node.exclusiveTime.ms / max.time : 0} />
            </Track>
            <Time ms={node.exclusiveTime.ms} provenance={node.exclusiveTime.provenance} />
          </BarRow>
        ) : null}
        {node.exclusiveCost ? (
          <BarRow data-testid="stackql-plan-cost">
            <span dir="auto">{t(m.exclusiveCost)}</span>
            <Track>
              <Fill $kind="cost" $share={max.cost > 0 ? node.exclusiveCost.value / max.cost : 0} />
            </Track>
            <Cost value={node.exclusiveCost.value} />
          </BarRow>
        ) : null}
        <Figures>
          <span dir="auto">
            {t(m.rowsEstimated)}: {n(node.estimated.rows.value)}
            <ProvenanceTag kind={node.estimated.rows.provenance} />
          </span>
          {measured ? (
            <span dir="auto">
              {t(m.rowsMeasured)}: {n(measured.rowsPerLoop.value)}
              <ProvenanceTag kind="measured" />
            </span>
          ) : null}
          {(measured?.loops.value ?? node.estimated.loops.value) > 1 ? (
            <span dir="auto">
              {t(m.loops, { loops: measured?.loops.value ?? node.estimated.loops.value })}
              <ProvenanceTag kind={measured ? 'measured' : 'estimated'} />
            </span>
          ) : null}
        </Figures>
        {node.conditions.length > 0 ? (
          <Conditions>
            {node.conditions.map((condition, i) => (
              <div key={i}>
                {condition.kind}: {condition.text}
              </div>
            ))}
          </Conditions>
        ) : null}
      </NodeBox>
      {node.children.length > 0 ? (
        <ul>
          {node.children.map((child) => (
            <PlanNodeView key={child.path} node={child} max={max} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A plan as a tree: each node's own time and own cost drawn as bars against the heaviest node's. */
export function PlanTree({ plan, testId = 'stackql-plan' }: { plan: SqlPlanTree; testId?: string }) {
  const intl = useIntl();
  const max = maxima(plan.root);
  return (
    <Tree aria-label={intl.formatMessage(m.planTree)} data-testid={testId} data-analyzed={plan.analyzed}>
      <PlanNodeView node={plan.root} max={max} />
    </Tree>
  );
}
