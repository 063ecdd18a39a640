import { useIntl } from 'react-intl';
import type { SqlFigureProvenance } from '../../../../../src/modules/sql-workbench/contract';
import { analysisMessages as m } from './analysis.messages';
import { Provenance } from './analysis.styles';

export function ProvenanceTag({ kind }: { kind: SqlFigureProvenance }) {
  const intl = useIntl();
  return (
    <Provenance $kind={kind} data-provenance={kind}>
      {intl.formatMessage(m.provenance, { provenance: kind })}
    </Provenance>
  );
}

/** Planner cost: its own unit, never a time (sql-workbench README, "Plans"). */
export function useCostText() {
  const intl = useIntl();
  return (value: number) => intl.formatMessage(m.costUnits, { value: intl.formatNumber(value, { maximumFractionDigits: value < 10 ? 2 : 0 }) });
}

export function useTimeText() {
  const intl = useIntl();
  return (ms: number) =>
    ms >= 1000
      ? intl.formatNumber(ms / 1000, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 2 })
      : intl.formatNumber(ms, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: ms < 1 ? 3 : 1 });
}

export function Cost({ value }: { value: number }) {
  const cost = useCostText();
  return (
    <span data-figure="cost">
      {cost(value)}
      <ProvenanceTag kind="estimated" />
    </span>
  );
}

export function Time({ ms, provenance }: { ms: number; provenance: SqlFigureProvenance }) {
  const time = useTimeText();
  return (
    <span data-figure="time">
      {time(ms)}
      <ProvenanceTag kind={provenance} />
    </span>
  );
}

/** Text from the server (English, often SQL) inside a translated sentence: isolated so it keeps its own direction. */
export const isolate = (text: string) => `\u2068${text}\u2069`;
