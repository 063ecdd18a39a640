import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Container } from '../../shared/ui/Container';
import { legalMessages as m } from './legal.messages';

/** Date the three legal texts were last revised; shown formatted in the reader's language. */
export const LEGAL_LAST_UPDATED = new Date(Date.UTC(2026, 10, 29));

export interface LegalSection {
  /** Stable anchor, so other pages and e-mails can link to a section (e.g. #cookies). */
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly paragraphs?: readonly MessageDescriptor[];
  readonly list?: readonly MessageDescriptor[];
  /** Extra content after the paragraphs and list, such as a table. */
  readonly extra?: ReactNode;
}

const Article = styled(Container)`
  display: grid;
  gap: 2rem;
  max-inline-size: 50rem;
  padding-block: clamp(2.5rem, 7vw, 4.5rem);
`;

const Header = styled.header`
  display: grid;
  gap: 0.75rem;
  padding-block-end: 1.5rem;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};

  & > h1 {
    font-size: clamp(2rem, 5vw, 2.75rem);
    line-height: 1.15;
    text-wrap: balance;
  }

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > p:first-of-type {
    font-size: 1.125rem;
  }
`;

const Toc = styled.nav`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgAlt};
  border: 1px solid ${({ theme }) => theme.color.border};

  & > h2 {
    margin-block-end: 0.5rem;
    font-size: 1rem;
  }

  & ol {
    display: grid;
    gap: 0.35rem;
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;

const Clause = styled.section`
  display: grid;
  gap: 0.85rem;

  & > h2 {
    font-size: 1.375rem;
    line-height: 1.3;
  }

  & ul {
    display: grid;
    gap: 0.5rem;
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;

const Related = styled.nav`
  padding-block-start: 1.5rem;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};

  & > h2 {
    margin-block-end: 0.5rem;
    font-size: 1rem;
  }

  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

interface LegalDocumentProps {
  readonly documentTitle: MessageDescriptor;
  readonly title: MessageDescriptor;
  readonly lead: MessageDescriptor;
  readonly sections: readonly LegalSection[];
  readonly current: 'notices' | 'privacy' | 'terms';
}

const RELATED = [
  { page: 'notices', label: m.linkNotices },
  { page: 'privacy', label: m.linkPrivacy },
  { page: 'terms', label: m.linkTerms },
  { page: 'contact', label: m.linkContact },
] as const;

/** The shared frame of the three legal pages: title, date, table of contents, sections, related links. */
export function LegalDocument({ documentTitle, title, lead, sections, current }: LegalDocumentProps) {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  useDocumentTitle(t(documentTitle));

  return (
    <Article as="article" aria-labelledby="legal-title">
      <Header>
        <h1 id="legal-title">{t(title)}</h1>
        <p>{t(lead)}</p>
        <p>{intl.formatMessage(m.lastUpdated, { date: intl.formatDate(LEGAL_LAST_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }) })}</p>
      </Header>
      <Toc aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title">{t(m.toc)}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ol>
      </Toc>
      {sections.map((section) => (
        <Clause key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{t(section.title)}</h2>
          {section.paragraphs?.map((paragraph) => <p key={paragraph.id}>{t(paragraph)}</p>)}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item.id}>{t(item)}</li>
              ))}
            </ul>
          )}
          {section.extra}
        </Clause>
      ))}
      <Related aria-labelledby="legal-related-title">
        <h2 id="legal-related-title">{t(m.related)}</h2>
        <ul>
          {RELATED.filter(({ page }) => page !== current).map(({ page, label }) => (
            <li key={page}>
              <Link to={`/${intl.locale}/${page}`}>{t(label)}</Link>
            </li>
          ))}
          <li>
            <Link to={`/${intl.locale}/privacy#cookies`}>{t(m.linkCookies)}</Link>
          </li>
        </ul>
      </Related>
    </Article>
  );
}
