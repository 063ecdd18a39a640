import { useIntl } from 'react-intl';
import { HEATMAP_DEVICES, type HeatmapDevice } from './dashboard-types';
import { ltrIsolate } from './format';
import { HEATMAP_DEVICE_LABELS } from './labels.messages';
import { reportMessages as r } from './reports.messages';
import { LabelledSelect, Toolbar } from './ui';

/** The page (from the report's list of pages with clicks) and the screen size a heatmap shows. */
export function PageDeviceSelect({
  pages,
  path,
  device,
  onPath,
  onDevice,
  testId,
}: {
  pages: readonly { path: string; clicks: number }[];
  path: string | null;
  device: HeatmapDevice;
  onPath: (path: string) => void;
  onDevice: (device: HeatmapDevice) => void;
  testId: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const listed = path !== null && !pages.some((p) => p.path === path) ? [{ path, clicks: 0 }, ...pages] : pages;
  return (
    <Toolbar>
      {listed.length > 0 && path !== null ? (
        <LabelledSelect
          label={t(r.pageLabel)}
          value={path}
          options={listed.map((p) => ({ value: p.path, label: t(r.pageOption, { path: ltrIsolate(p.path), clicks: p.clicks }) }))}
          onChange={onPath}
          testId={`${testId}-page`}
        />
      ) : null}
      <LabelledSelect
        label={t(r.deviceLabel)}
        value={device}
        options={HEATMAP_DEVICES.map((d) => ({ value: d, label: t(HEATMAP_DEVICE_LABELS[d]) }))}
        onChange={onDevice}
        testId={`${testId}-device`}
      />
    </Toolbar>
  );
}
