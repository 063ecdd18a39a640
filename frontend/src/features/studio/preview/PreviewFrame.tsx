import { useCallback, useEffect, useRef, useState, type JSX } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PreviewInbound, PreviewOutbound } from '../../../../../src/modules/studio/contract';
import { DEFAULT_LOCALE, directionOf, matchLocale } from '../../../app/locales';
import { Button } from '../../../shared/ui/Button';
import { usePreviewConfigQuery } from '../studio.api';
import { previewMessages as m } from './preview.messages';

export type PreviewWidth = 'mobile' | 'tablet' | 'desktop';

export interface PreviewConsoleEntry {
  seq: number;
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
}

export interface PreviewFrameProps {
  html: string;
  css: string;
  js: string;
  theme: 'light' | 'dark';
  width: PreviewWidth;
  title: string;
  onConsole?: (entry: PreviewConsoleEntry) => void;
  onRendered?: (seq: number) => void;
  testId?: string;
}

const WIDTHS: Record<PreviewWidth, string> = { mobile: '375px', tablet: '768px', desktop: '100%' };

/**
 * Renders are throttled, not debounced: the first change after a pause is sent at once, and while typing
 * goes on at most one render every RENDER_GAP_MS, each only after the frame answered the previous one (a
 * slow template never piles up documents). A keystroke's change is so on screen within one frame render,
 * plus at most RENDER_GAP_MS while typing (docs/benchmarks.md, `studio`).
 */
const RENDER_GAP_MS = 50;
/** A render the frame never answers (a template stuck in a loop) stops holding the next one after this. */
const RENDER_TIMEOUT_MS = 3000;
/** The frame must say it is ready within this long after it loaded, or the error state shows. */
const START_TIMEOUT_MS = 20_000;

const Frame = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  min-block-size: 20rem;
  padding: 0.5rem;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgAlt};
`;

const Viewport = styled.iframe<{ $width: string }>`
  display: block;
  flex: none;
  inline-size: ${({ $width }) => $width};
  max-inline-size: 100%;
  block-size: clamp(20rem, 60vh, 45rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.75rem;
  padding: 1rem;
  text-align: center;
  background: ${({ theme }) => theme.color.bgAlt};
  color: ${({ theme }) => theme.color.text};
  border-radius: inherit;

  p {
    margin: 0;
    max-inline-size: 32rem;
  }
`;

type FrameState = 'loading' | 'ready' | 'error';

function isOutbound(data: unknown): data is PreviewOutbound {
  if (!data || typeof data !== 'object') return false;
  const { type } = data as { type?: unknown };
  return type === 'stacklens-preview:ready' || type === 'stacklens-preview:rendered' || type === 'stacklens-preview:console';
}

/**
 * The template's live preview (studio README, "Preview"): an iframe on the frame document the server
 * serves sandboxed (an opaque origin: the template's script reaches nothing of StackLens's), fed with
 * render messages. Messages are taken only from that iframe's window; the frame has no origin to name, so
 * they are posted to '*', and hold nothing but the template the user typed.
 */
export function PreviewFrame({ html, css, js, theme, width, title, onConsole, onRendered, testId = 'preview-frame' }: PreviewFrameProps): JSX.Element {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = matchLocale(intl.locale) ?? DEFAULT_LOCALE;
  const dir = directionOf(lang);
  const config = usePreviewConfigQuery();
  const frameUrl = config.data?.frameUrl;
  const iframe = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>('loading');
  const [renderedSeq, setRenderedSeq] = useState(0);
  const [attempt, setAttempt] = useState(0);

  const latest = useRef({ html, css, js, theme, dir, lang, title });
  latest.current = { html, css, js, theme, dir, lang, title };
  const callbacks = useRef({ onConsole, onRendered });
  callbacks.current = { onConsole, onRendered };
  const pump = useRef({ ready: false, dirty: true, inFlight: 0, seq: 0, sentAt: -Infinity, timer: 0, watchdog: 0 });

  const send = useCallback(() => {
    const p = pump.current;
    const target = iframe.current?.contentWindow;
    if (!p.ready || !p.dirty || p.inFlight || !target) return;
    const wait = p.sentAt + RENDER_GAP_MS - performance.now();
    if (wait > 0) {
      if (!p.timer) p.timer = window.setTimeout(() => ((p.timer = 0), send()), wait);
      return;
    }
    p.seq += 1;
    p.dirty = false;
    p.inFlight = p.seq;
    p.sentAt = performance.now();
    window.clearTimeout(p.watchdog);
    p.watchdog = window.setTimeout(() => {
      p.inFlight = 0;
      send();
    }, RENDER_TIMEOUT_MS);
    const message: PreviewInbound = { type: 'stacklens-preview:render', seq: p.seq, ...latest.current };
    target.postMessage(message, '*');
  }, []);

  // Every change of what is shown marks the preview stale and asks for a render. The title (the template's
  // name, typed in its own field) goes with the next render: renaming does not run the script again.
  useEffect(() => {
    pump.current.dirty = true;
    send();
  }, [html, css, js, theme, dir, lang, send]);

  useEffect(() => {
    const p = pump.current;
    const onMessage = (event: MessageEvent) => {
      if (!iframe.current || event.source !== iframe.current.contentWindow || !isOutbound(event.data)) return;
      const data = event.data;
      if (data.type === 'stacklens-preview:ready') {
        p.ready = true;
        p.dirty = true;
        p.inFlight = 0;
        setState('ready');
        send();
      } else if (data.type === 'stacklens-preview:rendered') {
        if (data.seq === p.inFlight) {
          p.inFlight = 0;
          window.clearTimeout(p.watchdog);
        }
        setRenderedSeq(data.seq);
        callbacks.current.onRendered?.(data.seq);
        send();
      } else if (typeof data.text === 'string' && typeof data.seq === 'number') {
        callbacks.current.onConsole?.({ seq: data.seq, level: data.level, text: data.text });
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(p.timer);
      window.clearTimeout(p.watchdog);
      p.timer = 0;
    };
  }, [send]);

  // A new frame document (another address, or a reload after an error) starts over: wait for its ready.
  useEffect(() => {
    if (!frameUrl) return;
    const p = pump.current;
    p.ready = false;
    p.inFlight = 0;
    setState('loading');
    const timer = window.setTimeout(() => {
      if (!p.ready) setState('error');
    }, START_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [frameUrl, attempt]);

  const shownState: FrameState = config.isError ? 'error' : !frameUrl ? 'loading' : state;
  const retry = () => {
    if (config.isError) void config.refetch();
    else setAttempt((n) => n + 1);
  };

  return (
    <Frame data-testid={testId} data-state={shownState} data-rendered-seq={renderedSeq} data-width={width}>
      {frameUrl && (
        <Viewport
          key={`${frameUrl}#${attempt}`}
          ref={iframe}
          src={frameUrl}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          title={title}
          $width={WIDTHS[width]}
          style={{ colorScheme: theme }}
          data-testid={`${testId}-iframe`}
        />
      )}
      {shownState !== 'ready' && (
        <Overlay role={shownState === 'error' ? 'alert' : 'status'} data-testid={`${testId}-${shownState}`}>
          {shownState === 'loading' ? (
            <p>{t(m.loading)}</p>
          ) : (
            <>
              <p>{t(config.isError ? m.configFailed : m.startFailed)}</p>
              <Button type="button" $variant="secondary" $size="md" onClick={retry} data-testid={`${testId}-retry`}>
                {t(m.retry)}
              </Button>
            </>
          )}
        </Overlay>
      )}
    </Frame>
  );
}
