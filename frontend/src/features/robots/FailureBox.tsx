import { useIntl } from 'react-intl';
import type { Failure, Sentence } from './robots-errors';
import { ErrorBox } from './robots.styles';

/** A sentence whose `why` value is itself a translated sentence. */
export function useSentence(): (sentence: Sentence) => string {
  const t = useIntl().formatMessage;
  return (sentence) => t(sentence.message, { ...sentence.values, ...(sentence.why ? { why: t(sentence.why) } : {}) });
}

/** A failed call beside its form: what failed, then why, announced at once. */
export function FailureBox({ failure, testId }: { failure: Failure; testId: string }) {
  const t = useIntl().formatMessage;
  const say = useSentence();
  return (
    <ErrorBox role="alert" data-testid={testId} data-code={failure.code ?? undefined}>
      <p>{t(failure.headline)}</p>
      <p>{say(failure.reason)}</p>
    </ErrorBox>
  );
}
