import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ResponsiveDeviceResult, ResponsiveRunView } from '../../../../src/modules/devtools/contract';
import { FailureBox, useSentence } from './FailureBox';
import { explainCode, explainFailure, type Failure } from './responsive-errors';
import { useExportResponsiveRunMutation, type ExportFormat } from './responsive.api';
import { responsiveMessages as m } from './responsive.messages';
import { Actions, Card, FindingsCard, FindingsGrid, Ltr, Mono, Muted, Pill, ProgressFill, ProgressTrack, Row, SmallButton, Stack } from './responsive.styles';
import { isActive, STATUS_TEXT, STATUS_TONE } from './run-status';
import { ShotStrip } from './ShotStrip';


function Findings({ device }: { device: ResponsiveDeviceResult }) {
  const t = useIntl().formatMessage;
  const say = useSentence();
  const { findings } = device;
  const more = (total: number, listed: number) => (total > listed ? <Muted>{t(m.moreNotListed, { count: total - listed })}</Muted> : null);
  return (
    <FindingsCard data-testid="responsive-findings" data-name={device.name} data-overflow={findings.overflowTotal} data-tap-targets={findings.tapTargetTotal}>
      <h3>
        <bdi>{device.name}</bdi>
        {device.presetId ? <Muted as="span"> {t(m.size, { width: String(device.width), height: String(device.height) })}</Muted> : null}
      </h3>
      {device.status === 'pending' ? <Muted>{t(m.sizePending)}</Muted> : null}
      {device.status === 'failed' ? <Muted data-testid="responsive-size-failed">{t(m.sizeFailed, { why: say(explainCode(device.errorCode ?? 'DEVTOOLS_RENDER_FAILED')) })}</Muted> : null}
      {device.status === 'done' ? (
        <>
          <h4>{t(m.overflowTitle, { count: findings.overflowTotal })}</h4>
          {findings.overflow.length ? (
            <ul data-testid="responsive-overflow">
              {findings.overflow.map((item, i) => (
                <li key={i}>
                  <Mono>{item.selector}</Mono>
                  <Muted as="span">{t(m.overflowItem, { width: String(item.width) })}</Muted>
                </li>
              ))}
            </ul>
          ) : (
            <Muted>{t(m.overflowNone)}</Muted>
          )}
          {more(findings.overflowTotal, findings.overflow.length)}
          <h4>{t(m.tapTitle, { count: findings.tapTargetTotal })}</h4>
          {findings.tapTargets.length ? (
            <ul data-testid="responsive-tap-targets">
              {findings.tapTargets.map((item, i) => (
                <li key={i}>
                  <Mono>{item.selector}</Mono>
                  <Muted as="span">
                    {item.text ? <q>{item.text}</q> : t(m.tapNoText)} · <Ltr>{t(m.tapItem, { width: String(item.width), height: String(item.height) })}</Ltr>
                  </Muted>
                </li>
              ))}
            </ul>
          ) : (
            <Muted>{t(m.tapNone)}</Muted>
          )}
          {more(findings.tapTargetTotal, findings.tapTargets.length)}
        </>
      ) : null}
    </FindingsCard>
  );
}

function Exports({ run }: { run: ResponsiveRunView }) {
  const t = useIntl().formatMessage;
  const [exportRun] = useExportResponsiveRunMutation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const start = async (format: ExportFormat) => {
    setBusy(format);
    setDone(null);
    setFailure(null);
    const result = await exportRun({ run, format });
    setBusy(null);
    if ('error' in result) setFailure(explainFailure(result.error, m.exportFailed));
    else setDone(result.data.filename);
  };
  if (!run.exports) return <Muted>{t(m.exportUnavailable)}</Muted>;
  return (
    <Stack>
      <Actions>
        {(['png', 'pdf'] as const).map((format) => (
          <SmallButton key={format} type="button" aria-busy={busy === format} disabled={busy !== null && busy !== format} onClick={() => void start(format)} data-testid={`responsive-export-${format}`}>
            {busy === format ? t(m.exporting) : t(format === 'png' ? m.exportPng : m.exportPdf)}
          </SmallButton>
        ))}
      </Actions>
      <p role="status" data-testid="responsive-export-status">
        {done ? t(m.exported, { filename: done }) : ''}
      </p>
      {failure ? <FailureBox failure={failure} testId="responsive-export-error" /> : null}
    </Stack>
  );
}

/** One run: its progress while it works, then the screenshots side by side, the findings per size and the exports. */
export function RunView({ run }: { run: ResponsiveRunView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const active = isActive(run.status);
  const { done, total } = run.progress;
  const progressText = t(m.progress, { done, total });
  return (
    <Card aria-labelledby="responsive-results-title" data-testid="responsive-run" data-status={run.status}>
      <Stack>
        <h2 id="responsive-results-title">{t(m.resultsTitle)}</h2>
        <Ltr data-testid="responsive-run-url">{run.url}</Ltr>
        <Row>
          <Pill $tone={STATUS_TONE[run.status]} data-testid="responsive-status">
            {t(STATUS_TEXT[run.status])}
          </Pill>
          <Muted as="span">{t(m.resultsStarted, { date: intl.formatDate(run.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</Muted>
        </Row>
      </Stack>
      {active ? (
        <Stack data-testid="responsive-progress">
          <ProgressTrack role="progressbar" aria-label={t(m.progressLabel)} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-valuetext={progressText} data-testid="responsive-progressbar">
            <ProgressFill $ratio={total ? done / total : 0} />
          </ProgressTrack>
        </Stack>
      ) : null}
      {/* Announced politely as sizes are captured, and once more when the run ends. */}
      <p role="status" aria-live="polite" data-testid="responsive-progress-text">
        {progressText}
      </p>
      {run.status === 'failed' ? <FailureBox failure={{ headline: m.runFailed, reason: explainCode(run.errorCode ?? 'DEVTOOLS_RENDER_FAILED'), code: run.errorCode }} testId="responsive-run-error" /> : null}
      {run.devices.length ? <ShotStrip devices={run.devices} /> : null}
      {run.status === 'done' ? <Exports run={run} /> : null}
      {run.devices.some((device) => device.status !== 'pending') ? (
        <Stack>
          <h2>{t(m.findingsTitle)}</h2>
          <FindingsGrid>
            {run.devices.map((device) => (
              <Findings key={device.index} device={device} />
            ))}
          </FindingsGrid>
        </Stack>
      ) : null}
    </Card>
  );
}
