import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { selectToken } from '../../app/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { Icon } from '../../shared/ui/Icon';
import { Banner, Field, FieldError, FieldNote, Form, Input, Select, SubmitButton, TextArea } from '../../shared/ui/form';
import { Panel } from '../../shared/ui/Panel';
import {
  CONTACT_FIELDS,
  CONTACT_SUBJECTS,
  EMAIL_MAX,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  submitContact,
  validateContact,
  type ContactField,
  type ContactSubject,
  type ContactValues,
  type FieldError as ContactFieldError,
  type FieldErrors,
} from './contact-form';
import { contactMessages as m } from './contact.messages';

const SUBJECT_LABELS: Record<ContactSubject, MessageDescriptor> = {
  general: m.subjectGeneral,
  technical: m.subjectTechnical,
  feature: m.subjectFeature,
  bug: m.subjectBug,
  partnership: m.subjectPartnership,
  other: m.subjectOther,
};

const ERROR_TEXT: Record<Exclude<ContactFieldError, 'tooShort' | 'tooLong'>, MessageDescriptor> = {
  required: m.required,
  invalidEmail: m.invalidEmail,
  invalid: m.invalidField,
};

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'rateLimited';
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The live regions stay mounted so that what appears in them is announced; empty, they take one gap. */
const Messages = styled.div`
  & > div:not(:empty) + div:not(:empty) {
    margin-block-start: 0.75rem;
  }
`;

const ContactFields = styled(Form)`
  gap: 1.25rem;
`;

const Row = styled.div`
  display: grid;
  gap: 1.25rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

// The message box is the heart of this form: taller than the shared default.
const MessageBox = styled(TextArea)`
  min-block-size: 10rem;
`;

const Counter = styled.p<{ $over: boolean }>`
  justify-self: end;
  color: ${({ theme, $over }) => ($over ? theme.color.danger : theme.color.textMuted)};
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
`;

const Submit = styled(SubmitButton)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

/** The contact form (docs/product.md §8): checked here first, then by the server, whose answer it shows. */
export function ContactForm() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const accessToken = useAppSelector(selectToken);

  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<MessageDescriptor | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const refs = useRef<Partial<Record<ContactField, Control | null>>>({});

  const errorText = (error: ContactFieldError): string => {
    if (error === 'tooShort') return intl.formatMessage(m.tooShort, { min: MESSAGE_MIN });
    if (error === 'tooLong') return intl.formatMessage(m.tooLong, { max: MESSAGE_MAX });
    return t(ERROR_TEXT[error]);
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const empty = CONTACT_FIELDS.some((field) => found[field] === 'required');
    setSummary(empty ? m.fillAll : m.fixFields);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const onChange = (event: ChangeEvent<Control>) => {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // An error disappears as soon as the visitor edits its field; the summary stays until the next submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (status === 'sent') setStatus('idle');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateContact(values);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      showErrors(found);
      return;
    }
    setErrors({});
    setSummary(null);
    setStatus('sending');
    const outcome = await submitContact(values, { locale: intl.locale, accessToken });
    switch (outcome.kind) {
      case 'sent':
        setValues(EMPTY);
        setStatus('sent');
        break;
      case 'rejected':
        setStatus('idle');
        showErrors(outcome.fields);
        break;
      case 'rateLimited':
        setStatus('rateLimited');
        break;
      case 'failed':
        setStatus('failed');
        break;
    }
  };

  /** What every control of the form shares: its ref, name, value, and error wiring (`hints` are the ids of its notes). */
  const control = (field: ContactField, ...hints: string[]) => ({
    ref: (element: Control | null) => {
      refs.current[field] = element;
    },
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [...hints, errors[field] ? `contact-${field}-error` : null].filter(Boolean).join(' ') || undefined,
    $invalid: !!errors[field],
  });

  const renderError = (field: ContactField) => {
    const error = errors[field];
    return error ? <FieldError id={`contact-${field}-error`}>{errorText(error)}</FieldError> : null;
  };

  const messageLength = values.message.length;
  const sending = status === 'sending';

  return (
    <Panel aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t(m.formTitle)}</h2>
      <Messages>
        <div role="status" aria-live="polite" data-testid="contact-status">
          {status === 'sent' && <Banner $tone="success">{t(m.success)}</Banner>}
        </div>
        <div role="alert" data-testid="contact-alert">
          {summary && <Banner $tone="danger">{t(summary)}</Banner>}
          {status === 'failed' && <Banner $tone="danger">{t(m.failure)}</Banner>}
          {status === 'rateLimited' && <Banner $tone="danger">{t(m.rateLimited)}</Banner>}
        </div>
      </Messages>
      <ContactFields noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" aria-busy={sending}>
        <FieldNote>{t(m.requiredHint)}</FieldNote>
        <Row>
          <Field>
            <label htmlFor="contact-name">{t(m.nameLabel)}</label>
            <Input {...control('name')} type="text" autoComplete="name" required maxLength={NAME_MAX} />
            {renderError('name')}
          </Field>
          <Field>
            <label htmlFor="contact-email">{t(m.emailLabel)}</label>
            <Input {...control('email', 'contact-email-hint')} type="email" inputMode="email" autoComplete="email" dir="ltr" required maxLength={EMAIL_MAX} />
            <FieldNote id="contact-email-hint">{t(m.emailHint)}</FieldNote>
            {renderError('email')}
          </Field>
        </Row>
        <Field>
          <label htmlFor="contact-subject">{t(m.subjectLabel)}</label>
          <Select {...control('subject')} required>
            <option value="">{t(m.subjectPlaceholder)}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(SUBJECT_LABELS[subject])}
              </option>
            ))}
          </Select>
          {renderError('subject')}
        </Field>
        <Field>
          <label htmlFor="contact-message">{t(m.messageLabel)}</label>
          <MessageBox
            {...control('message', 'contact-message-hint', 'contact-message-counter')}
            required
            minLength={MESSAGE_MIN}
            maxLength={MESSAGE_MAX}
            rows={8}
          />
          <FieldNote id="contact-message-hint">{t(m.messageHint)}</FieldNote>
          <Counter id="contact-message-counter" $over={messageLength > MESSAGE_MAX}>
            {intl.formatMessage(m.counter, { count: messageLength, max: MESSAGE_MAX })}
          </Counter>
          {renderError('message')}
        </Field>
        <Submit type="submit" $size="lg" aria-disabled={sending} data-testid="contact-submit">
          {sending ? t(m.sending) : t(m.submit)}
          {!sending && <Icon name="arrow" size={18} directional />}
        </Submit>
      </ContactFields>
    </Panel>
  );
}
