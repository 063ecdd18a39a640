import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Container } from '../../shared/ui/Container';
import { Icon } from '../../shared/ui/Icon';
import { Banner, FieldNote, Input, Select, SubmitButton, TextArea as SharedTextArea } from '../../shared/ui/form';
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
  type FieldError,
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

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'rateLimited';

const Hero = styled.header`
  padding-block: clamp(2.5rem, 7vw, 4.5rem) clamp(1.5rem, 4vw, 2.5rem);
`;

const HeroInner = styled(Container)`
  display: grid;
  justify-items: start;
  gap: 1rem;
  max-inline-size: 52rem;
  margin-inline: 0;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    margin-inline: auto;
    max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  }
`;

const Eyebrow = styled.p`
  padding-block: 0.3rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.link};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Title = styled.h1`
  font-size: clamp(2rem, 5vw, 3rem);
  line-height: 1.15;
  letter-spacing: -0.02em;
  text-wrap: balance;

  &:lang(ar),
  &:lang(zh) {
    letter-spacing: normal;
    line-height: 1.4;
  }
`;

const Lead = styled.p`
  max-inline-size: 42rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: clamp(1.0625rem, 2vw, 1.1875rem);
  text-wrap: pretty;
`;

const Layout = styled(Container)`
  display: grid;
  gap: 2rem;
  padding-block-end: clamp(3rem, 8vw, 5rem);

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Panel = styled.section`
  display: grid;
  gap: 1.25rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & > h2 {
    font-size: 1.375rem;
    line-height: 1.3;
  }
`;

/** The live regions stay mounted so that what appears in them is announced; empty, they take one gap. */
const Messages = styled.div`
  & > div:not(:empty) + div:not(:empty) {
    margin-block-start: 0.75rem;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

const Row = styled.div`
  display: grid;
  gap: 1.25rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  align-content: start;

  & > label {
    font-weight: 600;
  }
`;


const FieldError = styled.p`
  display: flex;
  gap: 0.375rem;
  align-items: center;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.875rem;
  font-weight: 600;
`;

// The message box is the heart of this form: taller than the shared default.
const TextArea = styled(SharedTextArea)`
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

const Aside = styled.aside`
  display: grid;
  gap: 1rem;
  padding: clamp(1.25rem, 4vw, 1.75rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgAlt};
  border: 1px solid ${({ theme }) => theme.color.border};

  & > h2 {
    font-size: 1.25rem;
  }

  & ul {
    display: grid;
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    color: ${({ theme }) => theme.color.textMuted};
  }

  & li > svg {
    margin-block-start: 0.2rem;
    color: ${({ theme }) => theme.color.accent};
  }
`;

const ERROR_TEXT: Record<Exclude<FieldError, 'tooShort' | 'tooLong'>, MessageDescriptor> = {
  required: m.required,
  invalidEmail: m.invalidEmail,
  invalid: m.invalidField,
};

export function ContactPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  useDocumentTitle(t(m.documentTitle));

  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<MessageDescriptor | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});

  const errorText = (error: FieldError): string => {
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

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
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
    const outcome = await submitContact(values);
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

  const describedBy = (field: ContactField, ...extra: string[]) =>
    [...extra, errors[field] ? `contact-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  const renderError = (field: ContactField) =>
    errors[field] ? (
      <FieldError id={`contact-${field}-error`}>
        {errorText(errors[field])}
      </FieldError>
    ) : null;

  const messageLength = values.message.length;
  const sending = status === 'sending';

  return (
    <>
      <Hero>
        <HeroInner>
          <Eyebrow>{t(m.eyebrow)}</Eyebrow>
          <Title>{t(m.title)}</Title>
          <Lead>{t(m.lead)}</Lead>
        </HeroInner>
      </Hero>
      <Layout>
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
          <Form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" aria-busy={sending}>
            <Hint>{t(m.requiredHint)}</Hint>
            <Row>
              <Field>
                <label htmlFor="contact-name">{t(m.nameLabel)}</label>
                <Input
                  ref={(el) => {
                    refs.current.name = el;
                  }}
                  id="contact-name"
                  name="name"
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={NAME_MAX}
                  value={values.name}
                  onChange={onChange}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={describedBy('name')}
                  $invalid={!!errors.name}
                />
                {renderError('name')}
              </Field>
              <Field>
                <label htmlFor="contact-email">{t(m.emailLabel)}</label>
                <Input
                  ref={(el) => {
                    refs.current.email = el;
                  }}
                  id="contact-email"
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  dir="ltr"
                  required
                  maxLength={EMAIL_MAX}
                  value={values.email}
                  onChange={onChange}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={describedBy('email', 'contact-email-hint')}
                  $invalid={!!errors.email}
                />
                <FieldNote id="contact-email-hint">{t(m.emailHint)}</FieldNote>
                {renderError('email')}
              </Field>
            </Row>
            <Field>
              <label htmlFor="contact-subject">{t(m.subjectLabel)}</label>
              <Select
                ref={(el) => {
                  refs.current.subject = el;
                }}
                id="contact-subject"
                name="subject"
                required
                value={values.subject}
                onChange={onChange}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={describedBy('subject')}
                $invalid={!!errors.subject}
              >
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
              <TextArea
                ref={(el) => {
                  refs.current.message = el;
                }}
                id="contact-message"
                name="message"
                required
                minLength={MESSAGE_MIN}
                maxLength={MESSAGE_MAX}
                rows={8}
                value={values.message}
                onChange={onChange}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy('message', 'contact-message-hint', 'contact-message-counter')}
                $invalid={!!errors.message}
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
          </Form>
        </Panel>
        <Aside aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title">{t(m.asideTitle)}</h2>
          <ul>
            <li>
              <Icon name="document" size={18} />
              <span>
                {t(m.asideFaq)} <Link to={`/${intl.locale}/faq`}>{t(m.asideFaqLink)}</Link>
              </span>
            </li>
            <li>
              <Icon name="sparkle" size={18} />
              <span>{t(m.asideDiscount)}</span>
            </li>
            <li>
              <Icon name="shield" size={18} />
              <span>{t(m.asideSupport)}</span>
            </li>
          </ul>
        </Aside>
      </Layout>
    </>
  );
}
