import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SqlChartSettings, SqlChartSize, SqlChartType, SqlResultColumn } from '../../../../../src/modules/sql-workbench/contract';
import { CheckRow, Field, Input, Select } from '../../../shared/ui/form';
import { Segment, Segments } from '../../../shared/ui/Segments';
import { visualizerMessages as m } from './visualizer.messages';

const CHART_TYPES: SqlChartType[] = ['bar', 'line', 'pie', 'heatmap'];
const SIZES: SqlChartSize[] = ['small', 'medium', 'large'];
/** The server keeps at most 1,000 points per widget. */
const MAX_LIMIT = 1000;

const Grid = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0.75rem 1rem;
  align-items: end;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: center;

  & > span {
    font-weight: 600;
  }
`;

interface Props {
  columns: readonly SqlResultColumn[];
  settings: SqlChartSettings;
  onChange: (settings: SqlChartSettings) => void;
}

/** X, Y, group by, chart type, size, data point limit and legend: every setting of the product's visualizer. */
export function ChartSettingsForm({ columns, settings, onChange }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const set = (patch: Partial<SqlChartSettings>) => onChange({ ...settings, ...patch });
  const columnOptions = columns.map((column) => (
    <option key={column.name} value={column.name}>
      {column.name} ({column.type})
    </option>
  ));

  return (
    <Grid data-testid="stackql-chart-settings">
      <legend>{t(m.settings)}</legend>
      <Wide role="radiogroup" aria-labelledby={`${id}-type`}>
        <span id={`${id}-type`}>{t(m.chartType)}</span>
        <Segments $shape="rounded">
          {CHART_TYPES.map((type) => (
            <Segment key={type} $shape="rounded">
              <input type="radio" name={`${id}-type`} value={type} checked={settings.type === type} onChange={() => set({ type })} data-testid={`stackql-chart-type-${type}`} />
              {t(m.chartTypeValue, { type })}
            </Segment>
          ))}
        </Segments>
      </Wide>
      <Field>
        <label htmlFor={`${id}-x`}>{t(m.xAxis)}</label>
        <Select id={`${id}-x`} value={settings.x} onChange={(e) => set({ x: e.target.value })} data-testid="stackql-chart-x" dir="ltr">
          {columnOptions}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-y`}>{t(m.yAxis)}</label>
        <Select id={`${id}-y`} value={settings.y} onChange={(e) => set({ y: e.target.value })} data-testid="stackql-chart-y" dir="ltr">
          {columnOptions}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-group`}>{t(m.groupBy)}</label>
        <Select
          id={`${id}-group`}
          value={settings.groupBy ?? ''}
          onChange={(e) => set({ groupBy: e.target.value || null })}
          disabled={settings.type === 'pie'}
          data-testid="stackql-chart-group"
        >
          <option value="">{t(m.groupNone)}</option>
          {columnOptions}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-limit`}>{t(m.limit)}</label>
        <Input
          id={`${id}-limit`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LIMIT}
          value={settings.limit}
          onChange={(e) => {
            const limit = Math.round(Number(e.target.value));
            if (Number.isFinite(limit) && limit >= 1) set({ limit: Math.min(MAX_LIMIT, limit) });
          }}
          data-testid="stackql-chart-limit"
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-size`}>{t(m.size)}</label>
        <Select id={`${id}-size`} value={settings.size} onChange={(e) => set({ size: e.target.value as SqlChartSize })} data-testid="stackql-chart-size">
          {SIZES.map((size) => (
            <option key={size} value={size}>
              {t(m.sizeValue, { size })}
            </option>
          ))}
        </Select>
      </Field>
      <CheckRow>
        <input type="checkbox" checked={settings.legend} onChange={(e) => set({ legend: e.target.checked })} data-testid="stackql-chart-legend" />
        {t(m.legend)}
      </CheckRow>
    </Grid>
  );
}
