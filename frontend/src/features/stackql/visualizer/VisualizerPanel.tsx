import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SqlChartSettings, SqlQueryResult } from '../../../../../src/modules/sql-workbench/contract';
import { Card, Muted, SmallButton, Stack, Toolbar } from '../analysis/analysis.styles';
import { ChartSettingsForm } from './ChartSettingsForm';
import { ResultChart } from './ResultChart';
import { DEFAULT_LIMIT, initialSettings, suggestChart } from './suggest-chart';
import { visualizerMessages as m } from './visualizer.messages';
import { WidgetsSection } from './WidgetsSection';

export interface VisualizerPanelProps {
  connectionId: string;
  /** The terminal's latest result; null before any read. */
  result: SqlQueryResult | null;
  /** The statement that gave `result`: a widget keeps it. */
  sql: string;
  isPremium: boolean;
}

/** The settings follow the result: a result with other columns starts again from its suggestion. */
function useSettings(result: SqlQueryResult | null) {
  const signature = result ? result.columns.map((c) => `${c.name}:${c.type}`).join('|') : '';
  const [chosen, setChosen] = useState<{ signature: string; settings: SqlChartSettings } | null>(null);
  const settings = chosen && chosen.signature === signature ? chosen.settings : result ? initialSettings(result.columns) : null;
  return [settings, (next: SqlChartSettings) => setChosen({ signature, settings: next })] as const;
}

/** The visualizer (docs/product.md §5.6): any result as bars, a line, a pie or a heat map, and the dashboard widgets. */
export function VisualizerPanel({ connectionId, result, sql, isPremium }: VisualizerPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [settings, setSettings] = useSettings(result);
  const suggestion = useMemo(() => (result ? suggestChart(result.columns) : null), [result]);
  const differs = !!suggestion && !!settings && (suggestion.type !== settings.type || suggestion.x !== settings.x || suggestion.y !== settings.y || suggestion.groupBy !== (settings.groupBy ?? null));

  return (
    <Stack data-testid="stackql-visualizer">
      <Card aria-labelledby="stackql-visualizer-title">
        <h3 id="stackql-visualizer-title">{t(m.title)}</h3>
        {!result ? (
          <Muted data-testid="stackql-visualizer-empty">{t(m.empty)}</Muted>
        ) : !settings ? (
          <Muted data-testid="stackql-visualizer-empty">{t(m.noColumns)}</Muted>
        ) : (
          <>
            {suggestion ? (
              <Toolbar>
                <Muted data-testid="stackql-chart-suggestion" data-type={suggestion.type}>
                  {t(m.suggestion, { type: suggestion.type, x: suggestion.x, y: suggestion.y })}
                </Muted>
                {differs ? (
                  <SmallButton type="button" onClick={() => setSettings({ ...settings, ...suggestion, limit: settings.limit || DEFAULT_LIMIT, legend: suggestion.groupBy !== null })}>
                    {t(m.useSuggestion)}
                  </SmallButton>
                ) : null}
              </Toolbar>
            ) : null}
            <ChartSettingsForm columns={result.columns} settings={settings} onChange={setSettings} />
            <ResultChart result={result} settings={settings} testId="stackql-result-chart" />
          </>
        )}
      </Card>
      <WidgetsSection connectionId={connectionId} sql={sql} chart={result ? settings : null} isPremium={isPremium} />
    </Stack>
  );
}
