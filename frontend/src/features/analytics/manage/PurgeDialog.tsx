import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Banner, CheckRow, Form } from '../../../shared/ui/form';
import { TextField } from '../../../shared/ui/TextField';
import { errorCodeOf, failureMessage } from '../analytics-errors';
import { PURGE_SCOPES, useGetPurgeQuery, useLazyPurgeChallengeQuery, useStartPurgeMutation, type PurgeScope } from '../analytics.api';
import { DangerButton, Live, Muted, Row, SmallButton } from '../analytics.styles';
import { Dialog, DialogActions } from './Dialog';
import { CancelButton, choicesStyle, DoneActions, FailureAlert, JOB_POLL_MS } from './dialog-parts';
import { manageMessages as m } from './manage.messages';


const Choices = styled.fieldset`
  display: grid;
  gap: 0;
  ${choicesStyle}
`;

type Phase = { step: 'editing' } | { step: 'running'; purgeId: string } | { step: 'done'; deleted: number };

/**
 * Purge (docs/product.md §15.3): choose the scope, answer the server's sum, confirm. A wrong answer says so and asks a
 * new question (the scope chosen stays); the purge runs as a worker job, followed until it reports the
 * number of records deleted.
 */
export function PurgeDialog({ siteId, open, onClose }: { siteId: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [scope, setScope] = useState<PurgeScope>('90d');
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<MessageDescriptor | null>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'editing' });
  const [loadChallenge, challenge] = useLazyPurgeChallengeQuery();
  const [startPurge, startState] = useStartPurgeMutation();
  const answerRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const running = phase.step === 'running' ? phase : null;
  const job = useGetPurgeQuery(running ? { siteId, purgeId: running.purgeId } : skipToken, { pollingInterval: running ? JOB_POLL_MS : 0 });
  const status = job.currentData?.status;

  // Each opening asks a fresh question: the signed token expires after ten minutes.
  useEffect(() => {
    if (open && phase.step === 'editing') void loadChallenge(siteId, false);
    // Only the opening matters; the phase read is the one of that render.
  }, [open, siteId, loadChallenge]);

  useEffect(() => {
    if (!running) return;
    if (job.error || status === 'failed') {
      setFailure(job.error ? failureMessage(job.error, m.purgeFailed) : m.purgeFailed);
      setPhase({ step: 'editing' });
      void loadChallenge(siteId, false);
    } else if (status === 'done') {
      setPhase({ step: 'done', deleted: job.currentData?.deleted ?? 0 });
    }
  }, [running, status, job.error, job.currentData, loadChallenge, siteId]);

  const busy = startState.isLoading || phase.step === 'running';
  // While a new question loads the old one is gone: an answer to it would be wrong.
  const question = challenge.isFetching ? undefined : challenge.currentData;

  const newQuestion = () => {
    setAnswer('');
    void loadChallenge(siteId, false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !question) return;
    setFailure(null);
    if (!answer.trim()) {
      setAnswerError(m.answerRequired);
      answerRef.current?.focus();
      return;
    }
    try {
      const { id: purgeId } = await startPurge({ siteId, scope, answer: answer.trim(), token: question.token }).unwrap();
      setAnswer('');
      setAnswerError(null);
      setPhase({ step: 'running', purgeId });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'ANALYTICS_PURGE_WRONG_ANSWER' || code === 'ANALYTICS_PURGE_CHALLENGE_EXPIRED') {
        // A guess is not a retry: the next try is on another sum.
        setAnswerError(code === 'ANALYTICS_PURGE_WRONG_ANSWER' ? m.wrongAnswer : m.challengeExpired);
        newQuestion();
        answerRef.current?.focus();
      } else {
        setFailure(failureMessage(error, m.purgeFailed));
      }
    }
  };

  const close = () => {
    if (phase.step === 'done') setPhase({ step: 'editing' });
    setFailure(null);
    setAnswerError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} busy={busy} title={t(m.purgeTitle)} description={t(m.purgeBody)} testId="analytics-purge-dialog">
      <Live role="status" data-testid="analytics-purge-status">
        {phase.step === 'running' ? <Muted>{t(m.purgeRunning)}</Muted> : null}
        {phase.step === 'done' ? <Banner $tone="success">{t(m.purged, { count: phase.deleted })}</Banner> : null}
      </Live>
      <FailureAlert failure={failure} testId="analytics-purge-error" />
      {phase.step === 'done' ? (
        <DoneActions onClose={close} />
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
          <Choices disabled={busy}>
            <legend>{t(m.scopeLabel)}</legend>
            {PURGE_SCOPES.map((option, index) => (
              <CheckRow key={option}>
                <input
                  type="radio"
                  name={`${id}-scope`}
                  value={option}
                  checked={scope === option}
                  onChange={() => setScope(option)}
                  data-autofocus={index === 0 ? '' : undefined}
                  data-testid={`analytics-purge-scope-${option}`}
                />
                {t(m[`scope.${option}`])}
              </CheckRow>
            ))}
          </Choices>
          {question ? null : challenge.isError ? (
            <Live role="alert">
              <Row>
                <Banner $tone="danger">{t(m.questionFailed)}</Banner>
                <SmallButton type="button" onClick={newQuestion}>
                  {t(m.newQuestion)}
                </SmallButton>
              </Row>
            </Live>
          ) : (
            <Muted aria-busy="true">{t(m.questionLoading)}</Muted>
          )}
          <TextField
            id={`${id}-answer`}
            // The question is the field's label: it is what the answer answers.
            label={question ? t(m.question, { a: intl.formatNumber(question.a), b: intl.formatNumber(question.b) }) : t(m.answerLabel)}
            value={answer}
            onValue={(value) => {
              setAnswer(value);
              if (answerError === m.answerRequired) setAnswerError(null);
            }}
            error={answerError ? t(answerError) : null}
            inputRef={answerRef}
            inputMode="numeric"
            autoComplete="off"
            disabled={busy}
            data-a={question?.a}
            data-b={question?.b}
            testId="analytics-purge-answer"
          />
          <DialogActions>
            <CancelButton onClose={close} busy={busy} />
            <DangerButton type="submit" aria-busy={busy} disabled={!question} data-testid="analytics-purge-submit">
              {t(busy ? m.purgeRunning : m.purgeStart)}
            </DangerButton>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
