import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { credentialText, describeFieldCode, type CredentialProblem, type ServerProblem } from '../../app/session';
import { authMessages as m } from './auth.messages';

type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The state the sign-in and sign-up forms share: the typed values, an error under each field, the
 * summary alert, the sending flag and the inputs, so the first field in error can take focus.
 * `fields` is in form order; `prefix` names the inputs (`login-email`).
 */
export function useCredentialsForm<F extends string, V extends Record<F, string>>(prefix: string, fields: readonly F[], initial: V) {
  const intl = useIntl();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const set = (field: F) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showFieldErrors = (found: FieldErrors<F>) => {
    setAlert(intl.formatMessage(m.fixFields));
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  return {
    values,
    setValues,
    errors,
    alert,
    setAlert,
    sending,
    refs,
    showFieldErrors,

    /** Checks in the browser before anything is sent; true when it found a problem and showed it. */
    rejectInvalid(checks: Record<F, CredentialProblem | null>): boolean {
      const found: FieldErrors<F> = {};
      for (const field of fields) {
        const problem = checks[field];
        if (problem) found[field] = credentialText(intl, problem);
      }
      if (Object.keys(found).length === 0) return false;
      showFieldErrors(found);
      return true;
    },

    /** Clears what the last try showed and marks the form busy while the request runs. */
    async send<T>(request: () => Promise<T>): Promise<T> {
      setErrors({});
      setAlert(null);
      setSending(true);
      const outcome = await request();
      setSending(false);
      return outcome;
    },

    /** The server's codes for this form's fields, in words. */
    serverFieldErrors(problem: ServerProblem, options: { signUp: boolean }): FieldErrors<F> {
      const found: FieldErrors<F> = {};
      for (const field of fields) {
        const code = problem.fields[field];
        const text = code ? describeFieldCode(intl, code, options) : null;
        if (text) found[field] = text;
      }
      return found;
    },

    /** What a TextField of this form takes for one field: its id, value, error and focus target. */
    field: (field: F) => ({
      id: `${prefix}-${field}`,
      testId: `${prefix}-${field}`,
      value: values[field],
      onValue: set(field),
      error: errors[field],
      inputRef: (element: HTMLInputElement | null) => {
        refs.current[field] = element;
      },
    }),
  };
}
