import { useMemo } from 'react';
import { Chart, type ChartProps } from '../../../shared/charts';
import { withMotionPreference } from './chart-modules';

/** The shared Chart, still when the visitor asks for reduced motion. */
export function ReportChart(props: ChartProps) {
  const options = useMemo(() => withMotionPreference(props.options), [props.options]);
  return <Chart {...props} options={options} />;
}
