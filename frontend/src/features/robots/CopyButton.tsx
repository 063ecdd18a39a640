import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { robotsMessages as m } from './robots.messages';
import { SmallButton } from './robots.styles';

/** Copies `text`; says so on the button and to screen readers for a few seconds. */
export function CopyButton({ text, name, testId }: { text: string; name: string; testId: string }) {
  const t = useIntl().formatMessage;
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span>
      {/* The visible word starts the accessible name ('Copy Generated robots.txt'), as WCAG 2.5.3 asks. */}
      <SmallButton type="button" onClick={() => void copy()} data-testid={testId} data-state={state}>
        {t(state === 'copied' ? m.copied : m.copy)}
        <VisuallyHidden> {name}</VisuallyHidden>
      </SmallButton>
      <VisuallyHidden role="status">{state === 'copied' ? t(m.copied) : state === 'failed' ? t(m.copyFailed) : ''}</VisuallyHidden>
    </span>
  );
}
