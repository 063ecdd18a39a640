import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ResponsiveDeviceResult } from '../../../../src/modules/devtools/contract';
import { RESPONSIVE_LIMITS } from '../../../../src/shared/devtools/responsive-devices';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { useResponsiveShotQuery } from './responsive.api';
import { responsiveMessages as m } from './responsive.messages';
import { CutNote, Frame, FrameCaption, FullShot, ShotBox, ShotButton, Strip } from './responsive.styles';

/** The widest and tallest a frame may be on the page. */
const MAX_FRAME_WIDTH = 520;
const MAX_FRAME_HEIGHT = 400;

/**
 * One scale for every frame, so a phone stays narrower than a desktop as on the export: the largest
 * screen of the run fits MAX_FRAME_*; each frame shows its screen's first view, the top of the page.
 */
function frameScale(devices: readonly ResponsiveDeviceResult[]): number {
  const widest = Math.max(...devices.map((device) => device.width));
  const tallest = Math.max(...devices.map((device) => device.height));
  return Math.min(1, MAX_FRAME_WIDTH / widest, MAX_FRAME_HEIGHT / tallest);
}

function Shot({ device, onOpen }: { device: ResponsiveDeviceResult; onOpen: (device: ResponsiveDeviceResult, src: string) => void }) {
  const t = useIntl().formatMessage;
  const shot = useResponsiveShotQuery(device.status === 'done' && device.screenshotUrl ? device.screenshotUrl : skipToken);
  const values = { name: device.name, width: String(device.width), height: String(device.height) };
  if (device.status === 'pending') return <>{t(m.shotPending)}</>;
  if (device.status === 'failed' || !device.screenshotUrl || shot.isError) return <>{t(m.shotFailed)}</>;
  if (!shot.data) return <span role="status">{t(m.shotLoading)}</span>;
  const src = shot.data;
  return (
    <ShotButton type="button" aria-label={t(m.openShot, values)} aria-haspopup="dialog" onClick={() => onOpen(device, src)} data-testid="responsive-shot-open">
      <img src={src} alt={t(m.shotAlt, values)} data-testid="responsive-shot-img" />
    </ShotButton>
  );
}

/** The run's sizes side by side, each scaled to the same height and showing the top of the page; a click opens it at full size. */
export function ShotStrip({ devices }: { devices: readonly ResponsiveDeviceResult[] }) {
  const t = useIntl().formatMessage;
  const [open, setOpen] = useState<{ device: ResponsiveDeviceResult; src: string } | null>(null);
  const scale = frameScale(devices);
  const frameWidth = (device: ResponsiveDeviceResult) => Math.round(device.width * scale);
  return (
    <>
      {/* Focusable so a keyboard can scroll it (WCAG 2.1.1). */}
      <Strip tabIndex={0} aria-label={t(m.stripLabel)} data-testid="responsive-strip">
        {devices.map((device) => (
          <Frame key={device.index} data-testid="responsive-frame" data-status={device.status} data-name={device.name}>
            <FrameCaption>
              <bdi>{device.name}</bdi>
              {/* A typed size is named after its size already. */}
              {device.presetId ? <span> {t(m.size, { width: String(device.width), height: String(device.height) })}</span> : null}
            </FrameCaption>
            <ShotBox $width={frameWidth(device)} $height={Math.round(device.height * scale)}>
              <Shot device={device} onOpen={(shown, src) => setOpen({ device: shown, src })} />
            </ShotBox>
            {device.pageHeight !== null && device.pageHeight > RESPONSIVE_LIMITS.maxShotHeight ? (
              <CutNote $width={frameWidth(device)}>{t(m.shotCut, { height: device.pageHeight, max: RESPONSIVE_LIMITS.maxShotHeight })}</CutNote>
            ) : null}
          </Frame>
        ))}
      </Strip>
      <ModalDialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(m.fullSizeTitle, { name: open.device.name, width: String(open.device.width), height: String(open.device.height) }) : ''}
        closeLabel={t(m.closeShot)}
        size="xl"
        testId="responsive-shot-dialog"
        closeTestId="responsive-shot-close"
      >
        {open ? (
          // Focusable so a keyboard can scroll a tall screenshot.
          <FullShot tabIndex={0} aria-label={t(m.shotAlt, { name: open.device.name, width: String(open.device.width), height: String(open.device.height) })}>
            <img src={open.src} alt={t(m.shotAlt, { name: open.device.name, width: String(open.device.width), height: String(open.device.height) })} width={open.device.width} />
          </FullShot>
        ) : null}
      </ModalDialog>
    </>
  );
}
