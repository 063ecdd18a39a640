import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { profileSaved } from '../../app/auth.slice';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { Banner, Form } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { credentialText, describeFieldCode, emailProblem, EMAIL_MAX, identityMessages as im, problemOf, usernameProblem } from '../../app/session';
import { accountMessages as m } from './account.messages';
import { EmailVerificationStatus } from './EmailVerificationStatus';
import { useAccountQuery, useUpdateProfileMutation, type AccountUser, type ProfileInput } from './settings.api';
import { Actions, LiveRegion, Pair } from './settings-ui';

type Field = keyof ProfileInput;
const FIELDS: readonly Field[] = ['username', 'email', 'company', 'website', 'bio'];
const LIMITS = { company: 100, website: 2048, bio: 1000 } as const;

const valuesOf = (user: AccountUser): ProfileInput => ({
  username: user.username,
  email: user.email,
  company: user.company ?? '',
  website: user.website ?? '',
  bio: user.bio ?? '',
});

/** docs/product.md §8: the website must start with https:// (and be an address at all). */
function websiteValid(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  if (!/^https:\/\//i.test(trimmed) || /\s/.test(trimmed)) return false;
  try {
    return new URL(trimmed).hostname.includes('.');
  } catch {
    return false;
  }
}

/** Settings → account and website: username, e-mail, company, website, bio (POST /api/auth/updateUser). */
export function AccountSettings() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const dispatch = useAppDispatch();
  const account = useAccountQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, { isLoading: saving }] = useUpdateProfileMutation();
  const [values, setValues] = useState<ProfileInput | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<'saved' | 'emailChanged' | 'error' | 'fix' | 'exists' | null>(null);
  const refs = useRef<Partial<Record<Field, (HTMLInputElement & HTMLTextAreaElement) | null>>>({});

  // The form starts from the account as the server has it, once; later refetches do not overwrite typing.
  useEffect(() => {
    if (account.data && values === null) setValues(valuesOf(account.data));
  }, [account.data, values]);

  if (!values) {
    if (account.isError && !account.isFetching) {
      return (
        <Actions role="alert">
          <span>{t(m.loadError)}</span>
          <Button type="button" $variant="secondary" $size="md" onClick={() => void account.refetch()}>
            {t(m.retry)}
          </Button>
        </Actions>
      );
    }
    return <p aria-busy="true" data-testid="account-loading">{t(m.loading)}</p>;
  }

  const showErrors = (found: Partial<Record<Field, string>>, summary: 'fix' | 'exists' = 'fix') => {
    setErrors(found);
    setNotice(summary);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found: Partial<Record<Field, string>> = {};
    const username = usernameProblem(values.username);
    const email = emailProblem(values.email);
    if (username) found.username = credentialText(intl, username);
    if (email) found.email = credentialText(intl, email);
    if (!websiteValid(values.website)) found.website = t(im.websiteInvalid);
    if (Object.keys(found).length > 0) return showErrors(found);

    setErrors({});
    setNotice(null);
    try {
      const answer = await save({ ...values, username: values.username.trim(), email: values.email.trim(), website: values.website.trim() }).unwrap();
      // The answer carries a token whose claims (username, e-mail) match the saved profile.
      dispatch(profileSaved(answer));
      const emailChanged = answer.user.email !== account.data?.email;
      setValues(valuesOf(answer.user));
      setNotice(emailChanged ? 'emailChanged' : 'saved');
    } catch (error) {
      const problem = problemOf(error);
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        const code = problem.fields[field];
        const text = code ? describeFieldCode(intl, code) : null;
        if (text) fieldErrors[field] = text;
      }
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors, problem.code === 'AUTH_ACCOUNT_EXISTS' ? 'exists' : 'fix');
      else setNotice('error');
    }
  };

  const field = (name: Field) => ({
    id: `account-${name}`,
    value: values[name],
    error: errors[name],
    testId: `account-${name}`,
    inputRef: (element: (HTMLInputElement & HTMLTextAreaElement) | null) => {
      refs.current[name] = element;
    },
    onValue: (value: string) => {
      setValues((current) => (current ? { ...current, [name]: value } : current));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      if (notice === 'saved' || notice === 'emailChanged') setNotice(null);
    },
  });

  return (
    <>
      <p>{t(m.intro)}</p>
      <LiveRegion role="status" data-testid="account-status">
        {notice === 'saved' ? <Banner $tone="success">{t(m.saved)}</Banner> : null}
        {notice === 'emailChanged' ? <Banner $tone="success">{t(m.emailChanged)}</Banner> : null}
      </LiveRegion>
      <LiveRegion role="alert" data-testid="account-alert">
        {notice === 'error' ? <Banner $tone="danger">{t(m.saveError)}</Banner> : null}
        {notice === 'fix' ? <Banner $tone="danger">{t(m.fixFields)}</Banner> : null}
        {notice === 'exists' ? <Banner $tone="danger">{t(im.accountExists)}</Banner> : null}
      </LiveRegion>
      <Form noValidate onSubmit={onSubmit} aria-busy={saving} data-testid="account-form">
        <Pair>
          <TextField {...field('username')} label={t(m.username)} hint={t(m.usernameHint)} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={32} required />
          <div>
            <TextField {...field('email')} label={t(m.email)} type="email" inputMode="email" autoComplete="email" dir="ltr" maxLength={EMAIL_MAX} required />
            {account.data ? <EmailVerificationStatus verified={account.data.emailVerified} /> : null}
          </div>
        </Pair>
        <Pair>
          <TextField {...field('company')} label={t(m.company)} autoComplete="organization" maxLength={LIMITS.company} />
          <TextField {...field('website')} label={t(m.website)} hint={t(m.websiteHint)} type="url" inputMode="url" autoComplete="url" dir="ltr" placeholder="https://" maxLength={LIMITS.website} />
        </Pair>
        <TextField {...field('bio')} label={t(m.bio)} hint={t(m.bioHint)} multiline rows={4} maxLength={LIMITS.bio} />
        <Actions>
          <Button type="submit" $variant="primary" $size="md" aria-busy={saving} disabled={saving} data-testid="account-save">
            {t(saving ? m.saving : m.save)}
          </Button>
        </Actions>
      </Form>
    </>
  );
}
