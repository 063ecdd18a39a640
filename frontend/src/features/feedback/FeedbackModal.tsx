import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled, { css } from 'styled-components';
import { selectSessionUser } from '../../app/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { errorCodeOf, messageForCode } from '../../shared/errors/errorMessages';
import { FieldNote as Note, Input, Select, TextArea as SharedTextArea } from '../../shared/ui/form';
import { DialogActions as Actions, ModalDialog } from '../../shared/ui/ModalDialog';
import {
  DESCRIPTION_MAX,
  EMAIL_MAX,
  FEEDBACK_FIELDS,
  FEEDBACK_TYPES,
  TITLE_MAX,
  fieldErrorsFromServer,
  hasMissingField,
  toRequest,
  validateFeedback,
  type FeedbackField,
  type FeedbackType,
  type FeedbackValues,
  type FieldError,
  type FieldErrors,
} from './feedback-form';
import { useSubmitFeedbackMutation } from './feedback.api';
import { FEEDBACK_TYPE_LABELS as TYPE_LABELS } from './feedback-types.messages';
import { feedbackMessages as m } from './feedback.messages';
import { RatingStars } from './RatingStars';

type Status = 'editing' | 'sending' | 'sent';

/**
 * The live regions stay rendered (display: none would drop them from the accessibility tree, and
 * what appears in them would go unannounced); empty, a negative margin gives back the grid gap.
 */
const Messages = styled.div`
  display: grid;
  gap: 0.75rem;

  &:not(:has(p)) {
    margin-block-start: -1.25rem;
  }
`;

const Banner = styled.p<{ $tone: 'success' | 'danger' }>`
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  background: ${({ theme }) => theme.color.bgAlt};
  font-weight: 600;
`;

const Form = styled.form`
  display: grid;
  gap: 1.125rem;
`;

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  min-inline-size: 0;

  & > label {
    font-weight: 600;
  }
`;


// The message box is the heart of this form: taller than the shared default.
const TextArea = styled(SharedTextArea)`
  min-block-size: 7.5rem;
`;

const Counter = styled.p`
  justify-self: end;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.875rem;
  font-weight: 600;
`;

const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-block-size: 2.75rem;
  padding-inline: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  cursor: pointer;
`;

const PrimaryButton = styled.button`
  ${button}
  border: 1px solid transparent;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.75;
  }
`;

const SecondaryButton = styled.button`
  ${button}
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

const Mark = () => <span aria-hidden="true">*</span>;

const emptyValues = (email: string): FeedbackValues => ({ type: 'suggestion', title: '', description: '', rating: 0, email });

/**
 * The feedback form in a native modal `<dialog>`: the browser moves focus in, keeps it there and
 * closes on Escape (the `cancel` event, handed to the parent so it owns `open`); focus then returns
 * to whatever opened it. What was typed survives closing, until a send succeeds.
 */
export default function FeedbackModal({ open, onClose }: FeedbackDialogProps) {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const id = useId();
  const user = useAppSelector(selectSessionUser);
  const [submitFeedback] = useSubmitFeedbackMutation();

  const [values, setValues] = useState<FeedbackValues>(() => emptyValues(user?.email ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<MessageDescriptor | null>(null);
  const [status, setStatus] = useState<Status>('editing');

  const closeAfterSendRef = useRef<HTMLButtonElement>(null);
  const fieldRefs = useRef<Partial<Record<FeedbackField, HTMLElement | null>>>({});
  const ratingRef = useRef<HTMLInputElement | null>(null);

  // A fresh form for a signed-in user starts with their address; an edited one keeps what they typed.
  const onOpen = () => {
    if (status === 'sent') {
      setStatus('editing');
      setValues(emptyValues(user?.email ?? ''));
    } else if (!values.email && user?.email) {
      setValues((current) => ({ ...current, email: user.email }));
    }
  };

  const errorText = (field: FeedbackField, error: FieldError): string => {
    if (error === 'tooLong') return intl.formatMessage(m.tooLong, { max: field === 'title' ? TITLE_MAX : DESCRIPTION_MAX });
    if (error === 'required') return t(field === 'rating' ? m.ratingRequired : m.required);
    if (error === 'invalidEmail') return t(m.invalidEmail);
    return t(m.invalidField);
  };

  const focusField = (field: FeedbackField) => {
    if (field === 'rating') ratingRef.current?.focus();
    else fieldRefs.current[field]?.focus();
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setSummary(hasMissingField(found) ? m.fillAll : m.fixFields);
    const first = FEEDBACK_FIELDS.find((field) => found[field]);
    if (first) focusField(first);
  };

  const update = <K extends keyof FeedbackValues>(field: K, value: FeedbackValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error goes as soon as its field is edited; the form message stays until the next submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    update(event.target.name as 'title' | 'description' | 'email', event.target.value);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateFeedback(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSummary(null);
    setStatus('sending');
    try {
      await submitFeedback(toRequest(values)).unwrap();
      setStatus('sent');
      setValues(emptyValues(user?.email ?? ''));
    } catch (error) {
      setStatus('editing');
      const code = errorCodeOf(error);
      const fromServer = fieldErrorsFromServer((error as { data?: { details?: unknown } }).data?.details);
      if (code?.startsWith('FEEDBACK_') && Object.keys(fromServer).length > 0) showErrors(fromServer);
      else setSummary(code ? messageForCode(code) : m.failure);
    }
  };

  // The success view replaces the form: focus its close button, which the status region announces beside.
  useEffect(() => {
    if (status === 'sent') closeAfterSendRef.current?.focus();
  }, [status]);

  const describedBy = (field: FeedbackField, ...extra: string[]) =>
    [...extra, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  const renderError = (field: FeedbackField) => {
    const error = errors[field];
    return error ? <ErrorText id={`${id}-${field}-error`}>{errorText(field, error)}</ErrorText> : null;
  };

  const setRef = (field: FeedbackField) => (element: HTMLElement | null) => {
    fieldRefs.current[field] = element;
  };

  const sending = status === 'sending';

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      id={id}
      title={t(m.title)}
      description={status === 'sent' ? undefined : t(m.intro)}
      descriptionId={`${id}-intro`}
      closeLabel={t(m.close)}
      size="lg"
      testId="feedback-dialog"
      closeTestId="feedback-close"
      onOpen={onOpen}
      initialFocus={() => fieldRefs.current.type}
    >
        <Messages>
          <div role="status" aria-live="polite" data-testid="feedback-status">
            {status === 'sent' && <Banner $tone="success">{t(m.success)}</Banner>}
          </div>
          <div role="alert" data-testid="feedback-alert">
            {summary && status !== 'sent' && <Banner $tone="danger">{t(summary)}</Banner>}
          </div>
        </Messages>
        {status === 'sent' ? (
          <Actions>
            <PrimaryButton ref={closeAfterSendRef} type="button" onClick={onClose}>
              {t(m.close)}
            </PrimaryButton>
          </Actions>
        ) : (
          <Form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={sending}>
            <Field>
              <label htmlFor={`${id}-type`}>{t(m.typeLabel)}</label>
              <Select
                ref={setRef('type')}
                id={`${id}-type`}
                name="type"
                value={values.type}
                onChange={(event) => update('type', event.target.value as FeedbackType)}
                aria-invalid={errors.type ? true : undefined}
                aria-describedby={describedBy('type')}
                $invalid={!!errors.type}
              >
                {FEEDBACK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(TYPE_LABELS[type])}
                  </option>
                ))}
              </Select>
              {renderError('type')}
            </Field>
            <Field>
              <label htmlFor={`${id}-title-input`}>
                {t(m.titleLabel)} <Mark />
              </label>
              <Input
                ref={setRef('title')}
                id={`${id}-title-input`}
                name="title"
                type="text"
                dir="auto"
                required
                maxLength={TITLE_MAX}
                value={values.title}
                onChange={onText}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={describedBy('title')}
                $invalid={!!errors.title}
              />
              {renderError('title')}
            </Field>
            <Field>
              <label htmlFor={`${id}-description`}>
                {t(m.descriptionLabel)} <Mark />
              </label>
              <TextArea
                ref={setRef('description')}
                id={`${id}-description`}
                name="description"
                dir="auto"
                required
                maxLength={DESCRIPTION_MAX}
                rows={5}
                value={values.description}
                onChange={onText}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={describedBy('description', `${id}-description-hint`)}
                $invalid={!!errors.description}
              />
              {renderError('description')}
              <Note id={`${id}-description-hint`}>{t(m.descriptionHint)}</Note>
              <Counter aria-hidden="true">
                {intl.formatMessage(m.counter, { count: values.description.length, max: DESCRIPTION_MAX })}
              </Counter>
            </Field>
            <Field>
              <RatingStars
                id={`${id}-rating`}
                value={values.rating}
                onChange={(rating) => update('rating', rating)}
                invalid={!!errors.rating}
                describedBy={describedBy('rating')}
                focusRef={ratingRef}
              />
              {renderError('rating')}
            </Field>
            <Field>
              <label htmlFor={`${id}-email`}>{t(m.emailLabel)}</label>
              <Input
                ref={setRef('email')}
                id={`${id}-email`}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                dir="ltr"
                maxLength={EMAIL_MAX}
                value={values.email}
                onChange={onText}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy('email', `${id}-email-hint`)}
                $invalid={!!errors.email}
              />
              {renderError('email')}
              <Note id={`${id}-email-hint`}>{t(m.emailHint)}</Note>
            </Field>
            <Actions>
              <SecondaryButton type="button" onClick={onClose}>
                {t(m.cancel)}
              </SecondaryButton>
              <PrimaryButton type="submit" aria-disabled={sending} data-testid="feedback-submit">
                {t(sending ? m.sending : m.submit)}
              </PrimaryButton>
            </Actions>
          </Form>
        )}
    </ModalDialog>
  );
}
