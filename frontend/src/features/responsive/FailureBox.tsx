import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Failure, Sentence } from './responsive-errors';
import { ErrorBox } from './responsive.styles';

/** A sentence whose `why` value is itself a translated sentence. */
export function useSentence(): (sentence: Sentence) => string {
  const t = useIntl().formatMessage;
  return (sentence) => t(sentence.message, { ...sentence.values, ...(sentence.why ? { why: t(sentence.why) } : {}) });
}

/** A failure beside what caused it: what failed, then why, announced at once. */
export function FailureBox({ failure, testId, children }: { failure: Failure; testId: string; children?: ReactNode }) {
  const t = useIntl().formatMessage;
  const say = useSentence();
  return (
    <ErrorBox role="alert" data-testid={testId} data-code={failure.code ?? undefined}>
      <p>{t(failure.headline)}</p>
      <p>{say(failure.reason)}</p>
      {children}
    </ErrorBox>
  );
}
