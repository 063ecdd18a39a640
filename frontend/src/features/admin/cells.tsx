import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';

/** Rows per page of every admin list. */
export const PAGE_SIZE = 20;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

const Code = styled.code`
  font-size: 0.875rem;
`;

/** A date and time in the reader's language, with the exact instant kept machine-readable. */
export function DateTime({ value }: { value: string }) {
  const intl = useIntl();
  return <time dateTime={value}>{intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}

/** A date, or a muted word saying why there is none. */
export function OptionalDate({ value, none }: { value: string | null; none: MessageDescriptor }) {
  return value ? <DateTime value={value} /> : <Placeholder text={none} />;
}

export function Placeholder({ text }: { text: MessageDescriptor }) {
  const intl = useIntl();
  return <Muted>{intl.formatMessage(text)}</Muted>;
}

/**
 * A block, not an inline span: its direction then holds for every line. An inline dir="auto" span
 * ends at the first line break, and the following lines would take the page's direction.
 */
const AutoDirection = styled.span`
  display: block;
`;

/** Text a visitor typed: shown as plain text, in whatever direction it was written. */
export function UserText({ children }: { children: string }) {
  return <AutoDirection dir="auto">{children}</AutoDirection>;
}

/** Addresses, ids, paths and template names read left to right in every language. */
export function Ltr({ children, code = false }: { children: ReactNode; code?: boolean }) {
  return code ? <Code dir="ltr">{children}</Code> : <bdi dir="ltr">{children}</bdi>;
}

/** A language code named in the reader's language ("es" reads "Spanish", "espagnol"...). */
export function LanguageName({ code }: { code: string }) {
  const intl = useIntl();
  let name: string | undefined;
  try {
    name = intl.formatDisplayName(code, { type: 'language' });
  } catch {
    name = undefined;
  }
  return <>{name ?? code}</>;
}
