import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../shared/ui/Button';
import { Banner, Field, Form, Select } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import type { Column } from './AdminTable';
import { useIssuePromoCodeMutation, usePromoCodesQuery, type PromoCodeView } from './billing-admin.api';
import { billingAdminMessages as m } from './billing-admin.messages';
import { DateTime, LanguageName, Ltr, PAGE_SIZE, Placeholder, UserText } from './cells';
import type { ListProps } from './list-props';
import { PagedList } from './PagedList';

const MAIL_LOCALES = ['en', 'fr', 'es', 'ar', 'zh'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Wrap = styled.div`
  display: grid;
  gap: 1.5rem;
  min-inline-size: 0;
`;

const Issue = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  & > h2,
  & > h3 {
    font-size: 1.125rem;
  }

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Row = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  align-items: start;
`;

const CodeText = styled.code`
  font-weight: 700;
`;

/**
 * Single-use 50 % codes for students and non-profits (docs/product.md, "Plans"): issued to the address
 * that asked, mailed by the server, listed with whether a checkout holds or used them.
 */
export function PromoCodesPanel({ labelledBy, page, onPage }: ListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const listTitleId = useId();
  const [issue, state] = useIssuePromoCodeMutation();
  const result = usePromoCodesQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [locale, setLocale] = useState<string>(MAIL_LOCALES.includes(intl.locale as (typeof MAIL_LOCALES)[number]) ? intl.locale : 'en');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const emailInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.isLoading) return;
    setOutcome(null);
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setEmailError(t(m.promoEmailInvalid));
      emailInput.current?.focus();
      return;
    }
    try {
      const promo = await issue({ email: address, note: note.trim() || null, locale }).unwrap();
      setOutcome({ tone: 'success', text: t(m.promoIssued, { code: promo.code, email: promo.issuedTo }) });
      setEmail('');
      setNote('');
    } catch {
      setOutcome({ tone: 'danger', text: t(m.promoFailed) });
    }
  };

  const columns = useMemo<readonly Column<PromoCodeView>[]>(
    () => [
      { id: 'code', header: m.promoCode, cell: (row) => <CodeText dir="ltr">{row.code}</CodeText>, kind: 'nowrap' },
      { id: 'to', header: m.promoIssuedTo, cell: (row) => <Ltr>{row.issuedTo}</Ltr> },
      { id: 'note', header: m.promoNoteColumn, cell: (row) => (row.note ? <UserText>{row.note}</UserText> : <Placeholder text={m.noNote} />) },
      { id: 'created', header: m.promoCreated, cell: (row) => <DateTime value={row.createdAt} />, kind: 'nowrap' },
      {
        id: 'state',
        header: m.promoState,
        cell: (row) =>
          row.consumedAt ? (
            <>{t(m.promoUsed, { date: intl.formatDate(row.consumedAt, { dateStyle: 'medium' }) })}</>
          ) : row.held ? (
            <>{t(m.promoHeld)}</>
          ) : (
            <>{t(m.promoUnused)}</>
          ),
      },
    ],
    [intl, t],
  );

  return (
    <Wrap>
      <Issue aria-labelledby={titleId}>
        <h2 id={titleId}>{t(m.promoTitle)}</h2>
        <p>{t(m.promoLead)}</p>
        <div role="status">
          {outcome?.tone === 'success' ? (
            <Banner $tone="success" data-testid="promo-issued">
              {outcome.text}
            </Banner>
          ) : null}
        </div>
        <div role="alert">{outcome?.tone === 'danger' ? <Banner $tone="danger">{outcome.text}</Banner> : null}</div>
        <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId} aria-busy={state.isLoading}>
          <Row>
            <TextField
              id={`${titleId}-email`}
              label={t(m.promoEmail)}
              type="email"
              value={email}
              onValue={(value) => {
                setEmail(value);
                setEmailError(null);
              }}
              error={emailError}
              inputRef={emailInput}
              autoComplete="off"
              dir="ltr"
              maxLength={254}
              testId="promo-email"
            />
            <TextField id={`${titleId}-note`} label={t(m.promoNote)} value={note} onValue={setNote} maxLength={200} testId="promo-note" />
            <Field>
              <label htmlFor={`${titleId}-locale`}>{t(m.promoLanguage)}</label>
              <Select id={`${titleId}-locale`} value={locale} onChange={(event) => setLocale(event.target.value)} data-testid="promo-locale">
                {MAIL_LOCALES.map((code) => (
                  <option key={code} value={code}>
                    <LanguageName code={code} />
                  </option>
                ))}
              </Select>
            </Field>
          </Row>
          <div>
            <Button type="submit" $variant="primary" $size="md" aria-busy={state.isLoading} disabled={state.isLoading} data-testid="promo-submit">
              {state.isLoading ? t(m.promoSending) : t(m.promoSubmit)}
            </Button>
          </div>
        </Form>
      </Issue>
      <Issue aria-labelledby={listTitleId}>
        <h3 id={listTitleId}>{t(m.promoListTitle)}</h3>
        <PagedList
          labelledBy={labelledBy}
          result={result}
          columns={columns}
          rowKey={(row) => row.id}
          empty={m.promoEmpty}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={onPage}
          testId="admin-promo-codes"
        />
      </Issue>
    </Wrap>
  );
}
