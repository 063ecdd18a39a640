import { useRef, useState, type RefObject } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { TextField } from '../../../shared/ui/TextField';
import { failureMessage, siteFieldErrors, siteFieldMessage, type SiteField } from '../analytics-errors';
import { analyticsMessages as m } from '../analytics.messages';
import { SITE_NAME_MAX_LENGTH, validateSiteForm } from './site-form';

const Fields = styled.div`
  display: grid;
  gap: 1rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }

  input[type='url'] {
    direction: ltr;
    text-align: start;
  }

  [dir='rtl'] & input[type='url'] {
    text-align: end;
  }
`;

type FieldErrors = Partial<Record<SiteField, MessageDescriptor>>;
type FieldRef = RefObject<(HTMLInputElement & HTMLTextAreaElement) | null>;
type SiteValues = { name: string; url: string };

export interface SiteFieldsState {
  values: SiteValues;
  errors: FieldErrors;
  change: (field: SiteField, value: string) => void;
  nameRef: FieldRef;
  urlRef: FieldRef;
}

/**
 * The state the add and settings forms share: the two values, their errors (local first, then the
 * server's, which land on the same fields) and the form-wide failure. The first wrong field gets focus,
 * URL before name, the order docs/product.md §8 lists them in.
 */
export function useSiteForm(form: 'add' | 'settings', initial: SiteValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const nameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const urlRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const focusFirst = (found: FieldErrors) => (found.url ? urlRef : found.name ? nameRef : null)?.current?.focus();

  const change = (field: SiteField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Clears the last failure and checks both fields; false when one is wrong (it then has focus). */
  const check = (currentUrl?: string): boolean => {
    setFailure(null);
    const local = validateSiteForm(values, form, currentUrl);
    const found: FieldErrors = {};
    if (local.url) found.url = siteFieldMessage(local.url, form);
    if (local.name) found.name = siteFieldMessage(local.name, form);
    setErrors(found);
    if (found.url || found.name) {
      focusFirst(found);
      return false;
    }
    return true;
  };

  /** A refused request: its field errors go on the fields, anything else becomes the form's failure. */
  const reject = (error: unknown, fallback: MessageDescriptor) => {
    const fromServer: FieldErrors = {};
    for (const { field, code } of siteFieldErrors(error)) fromServer[field] = siteFieldMessage(code, form);
    if (fromServer.url || fromServer.name) {
      setErrors(fromServer);
      focusFirst(fromServer);
    } else {
      setFailure(failureMessage(error, fallback));
    }
  };

  const fields: SiteFieldsState = { values, errors, change, nameRef, urlRef };
  return { values, setValues, failure, check, reject, fields };
}

interface SiteFieldsProps {
  id: string;
  state: SiteFieldsState;
  urlHint: MessageDescriptor;
  namePlaceholder?: string;
  urlPlaceholder?: string;
  nameTestId: string;
  urlTestId: string;
}

/** The name and address fields side by side; the address stays left to right in every language. */
export function SiteFields({ id, state, urlHint, namePlaceholder, urlPlaceholder, nameTestId, urlTestId }: SiteFieldsProps) {
  const t = useIntl().formatMessage;
  const { values, errors, change, nameRef, urlRef } = state;
  const message = (descriptor: MessageDescriptor | undefined) => (descriptor ? t(descriptor) : null);

  return (
    <Fields>
      <TextField
        id={`${id}-name`}
        label={t(m.nameLabel)}
        value={values.name}
        onValue={(value) => change('name', value)}
        error={message(errors.name)}
        inputRef={nameRef}
        placeholder={namePlaceholder}
        autoComplete="off"
        dir="auto"
        maxLength={SITE_NAME_MAX_LENGTH + 20}
        testId={nameTestId}
      />
      <TextField
        id={`${id}-url`}
        label={t(m.urlLabel)}
        type="url"
        inputMode="url"
        value={values.url}
        onValue={(value) => change('url', value)}
        error={message(errors.url)}
        hint={t(urlHint)}
        inputRef={urlRef}
        placeholder={urlPlaceholder}
        autoComplete="url"
        spellCheck={false}
        testId={urlTestId}
      />
    </Fields>
  );
}
