import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../shared/ui/Button';
import { CheckRow } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { MAX_CRAWL_PAGES } from './audit-types';
import { auditMessages as m } from './audits.messages';
import { Card } from './audits.styles';
import { isValidAuditUrl } from './url-rule';

const Fields = styled.form`
  display: grid;
  gap: 0.9rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;

    & > button {
      margin-block-start: 1.85rem;
    }
  }

  input[type='url'] {
    direction: ltr;
    text-align: start;
  }

  [dir='rtl'] & input[type='url'] {
    text-align: end;
  }
`;

const Option = styled.div`
  grid-column: 1 / -1;
`;

export interface UrlFormValue {
  url: string;
  crawl: boolean;
}

interface UrlFormProps {
  readonly initialUrl: string;
  /** Fills the field when it is empty (the website audit: the user's main website). */
  readonly suggestedUrl?: string;
  readonly initialCrawl: boolean;
  /** Offer "analyse linked pages" (content and website). */
  readonly crawlOption: boolean;
  readonly busy: boolean;
  /** An error for the field coming from the server (AUDIT_INVALID_URL). */
  readonly serverError: string | null;
  readonly onSubmit: (value: UrlFormValue) => void;
}

/** docs/product.md §8: the address must be a complete http(s) URL; linked pages are capped at 10. */
export function UrlForm({ initialUrl, suggestedUrl, initialCrawl, crawlOption, busy, serverError, onSubmit }: UrlFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [crawl, setCrawl] = useState(initialCrawl);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [lastInitial, setLastInitial] = useState(initialUrl);
  const [lastSuggested, setLastSuggested] = useState<string | undefined>(undefined);

  // A run opened from the history or the address bar fills the field with its URL.
  if (initialUrl !== lastInitial) {
    setLastInitial(initialUrl);
    if (initialUrl) setUrl(initialUrl);
  }
  // A suggestion never replaces what the user typed or what a run put there.
  if (suggestedUrl !== lastSuggested) {
    setLastSuggested(suggestedUrl);
    if (suggestedUrl && !url.trim() && !initialUrl) setUrl(suggestedUrl);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!isValidAuditUrl(url)) {
      setError(t(m.urlInvalid));
      input.current?.focus();
      return;
    }
    setError(null);
    onSubmit({ url: url.trim(), crawl: crawlOption && crawl });
  };

  return (
    <Card aria-label={t(m.formLabel)}>
      <Fields noValidate onSubmit={submit} data-testid="audit-form">
        <TextField
          id={`${id}-url`}
          label={t(m.urlLabel)}
          hint={t(m.urlHint)}
          value={url}
          onValue={(value) => {
            setUrl(value);
            setError(null);
          }}
          error={error ?? serverError}
          inputRef={input}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          autoCapitalize="none"
          placeholder="https://example.com"
          dir="ltr"
          maxLength={2048}
          required
          testId="audit-url"
        />
        <Button type="submit" $variant="primary" $size="md" aria-busy={busy} disabled={busy} data-testid="audit-submit">
          {t(busy ? m.submitting : m.submit)}
        </Button>
        {crawlOption ? (
          <Option>
            <CheckRow>
              <input type="checkbox" checked={crawl} onChange={(event) => setCrawl(event.target.checked)} data-testid="audit-crawl" />
              {t(m.crawlLabel, { max: MAX_CRAWL_PAGES })}
            </CheckRow>
          </Option>
        ) : null}
      </Fields>
    </Card>
  );
}
