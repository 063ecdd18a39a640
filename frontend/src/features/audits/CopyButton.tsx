import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { auditMessages as m } from './audits.messages';
import { SmallButton, VisuallyHidden } from './audits.styles';

/** Copies `text`; says so next to the button (and to screen readers) for a few seconds. */
export function CopyButton({ text, name, testId }: { text: string; name: string; testId?: string }) {
  const intl = useIntl();
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
      <SmallButton type="button" onClick={() => void copy()} aria-label={intl.formatMessage(m.copyNamed, { name })} data-testid={testId} data-state={state}>
        {intl.formatMessage(state === 'copied' ? m.copied : m.copy)}
      </SmallButton>
      <VisuallyHidden role="status">{state === 'copied' ? intl.formatMessage(m.copied) : state === 'failed' ? intl.formatMessage(m.copyFailed) : ''}</VisuallyHidden>
    </span>
  );
}
