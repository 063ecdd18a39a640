import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDashboard } from './dashboard-context';
import type { HeatmapDevice, ScreenClass } from './dashboard-types';
import { useScreenshotQuery } from './reports.api';
import { ltrIsolate } from './format';
import { reportMessages as r } from './reports.messages';
import { Muted } from './ui';

/** Height over width of the plain page drawn when there is no screenshot: a typical page of each class. */
const PLAIN_PAGE_RATIO: Record<ScreenClass, number> = { mobile: 3, tablet: 2, laptop: 1.5, desktop: 1.5 };

/** "All screen sizes" is drawn over the large-screen capture: positions are fractions, so they still land right. */
export const screenshotDevice = (device: HeatmapDevice): ScreenClass => (device === 'all' ? 'desktop' : device);

const Scroller = styled.div`
  max-block-size: 75vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};
`;

/** The page is not mirrored in right-to-left languages: positions are measured from its left edge. */
const Frame = styled.div`
  position: relative;
  direction: ltr;
  inline-size: 100%;
  overflow: hidden;

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: fill;
  }
`;

const PlainPage = styled.div`
  position: absolute;
  inset: 0;
  background:
    linear-gradient(${({ theme }) => theme.color.border} 0 0) 6% 3% / 50% 2.2% no-repeat,
    linear-gradient(${({ theme }) => theme.color.border} 0 0) 6% 8% / 88% 1.2% no-repeat,
    linear-gradient(${({ theme }) => theme.color.border} 0 0) 6% 10.5% / 80% 1.2% no-repeat,
    repeating-linear-gradient(to bottom, transparent 0 3.5rem, ${({ theme }) => theme.color.bgAlt} 3.5rem 3.6rem),
    ${({ theme }) => theme.color.surface};
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
`;

export type ScreenshotStatus = 'loading' | 'ready' | 'failed';

/**
 * The page a heatmap or dead-zone view is drawn over: the server's full-page screenshot scaled to
 * the container width, or, while it is taken or when it failed, a plain page-shaped background with
 * a note. `children` gets the drawing size in CSS pixels and redraws when the width changes.
 */
export function PageFrame({
  path,
  device,
  children,
  testId,
}: {
  path: string;
  device: HeatmapDevice;
  children: (size: { width: number; height: number }) => ReactNode;
  testId: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { siteId, siteUrl } = useDashboard();
  const capture = screenshotDevice(device);
  const shot = useScreenshotQuery({ siteId, path, device: capture });
  const [natural, setNatural] = useState<{ src: string; ratio: number } | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const [width, setWidth] = useState(0);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const src = shot.data && !shot.isFetching ? shot.data : null;
  const status: ScreenshotStatus = shot.isError || (src !== null && broken === src) ? 'failed' : src !== null && natural?.src === src ? 'ready' : 'loading';
  const ratio = status === 'ready' && natural ? natural.ratio : PLAIN_PAGE_RATIO[capture];
  const height = Math.round(width * ratio);
  const pageUrl = `${siteUrl.replace(/\/$/, '')}${path}`;

  return (
    <>
      <Scroller>
        <Frame ref={frame} style={{ blockSize: `${height}px` }} data-testid={testId} data-screenshot={status}>
          {status !== 'ready' ? <PlainPage aria-hidden="true" /> : null}
          {src !== null && broken !== src ? (
            <img
              src={src}
              alt={t(r.screenshotAlt, { url: ltrIsolate(pageUrl) })}
              hidden={status !== 'ready'}
              onLoad={(event) => {
                const img = event.currentTarget;
                if (img.naturalWidth > 0) setNatural({ src, ratio: img.naturalHeight / img.naturalWidth });
              }}
              onError={() => setBroken(src)}
            />
          ) : null}
          <Overlay>{width > 0 ? children({ width, height }) : null}</Overlay>
        </Frame>
      </Scroller>
      {status === 'loading' ? <Muted role="status">{t(r.screenshotLoading)}</Muted> : null}
      {status === 'failed' ? (
        <Muted role="status" data-testid={`${testId}-fallback`}>
          {t(r.screenshotFailed)}
        </Muted>
      ) : null}
    </>
  );
}
