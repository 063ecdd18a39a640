import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../shared/ui/Button';
import { Banner } from '../../../shared/ui/form';
import type { AnalyticsSiteDetail } from '../analytics.api';
import { analyticsMessages as m } from '../analytics.messages';
import { Card, Code, CodeBlock, Live, Ltr, Muted, Row, Stack, VisuallyHidden } from '../analytics.styles';
import { useNotify } from '../Notices';
import { trackerOriginOf } from './tracker-origin';
import { isolate } from '../bidi';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Pages served over plain http (a local install) have no Clipboard API.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('copy refused');
}

/** The tracking-code panel of docs/product.md §12.17: the exact code the server wrote, where to paste it, and how to check it works. */
export function TrackingCodePanel({ site }: { site: AnalyticsSiteDetail }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const notify = useNotify();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const origin = trackerOriginOf(site.trackingCode);

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await copyText(site.trackingCode);
      setState('copied');
      notify('success', t(m.copied));
    } catch {
      setState('failed');
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="analytics-tracking-code">
      <h2 id={`${id}-title`}>{t(m.codeTitle)}</h2>
      <p>{t(m.codeIntro, { name: isolate(site.name), tag: <Code key="tag">{'</body>'}</Code> })}</p>
      <CodeBlock aria-label={t(m.codeLabel, { name: isolate(site.name) })} tabIndex={0} data-testid="analytics-tracking-code-text">
        {site.trackingCode}
      </CodeBlock>
      <Row>
        <Button type="button" $variant="primary" $size="md" onClick={() => void copy()} data-testid="analytics-copy-code" data-state={state}>
          {t(state === 'copied' ? m.copied : m.copy)}
        </Button>
        <VisuallyHidden role="status">{state === 'copied' ? t(m.copied) : ''}</VisuallyHidden>
      </Row>
      <Live role="alert" data-testid="analytics-copy-error">
        {state === 'failed' ? <Banner $tone="danger">{t(m.copyFailed)}</Banner> : null}
      </Live>
      <Muted>{t(m.spaNote)}</Muted>
      <Stack as="section" aria-labelledby={`${id}-check`}>
        <h3 id={`${id}-check`}>{t(m.checkTitle)}</h3>
        <p>{t(m.checkBody)}</p>
        <Muted>{t(m.checkNothing, { origin: <Ltr key="origin">{origin ?? ''}</Ltr> })}</Muted>
      </Stack>
    </Card>
  );
}
