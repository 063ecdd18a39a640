import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { legalMessages as m } from './legal.messages';

/** The cookies StackLens sets (SPEC §3 and §9); names are technical and stay as they are. */
const COOKIES = [
  { name: 'locale', purpose: m.cookieLocalePurpose, category: m.cookieEssential, days: 365 },
  { name: 'stacklens_cookie_consent', purpose: m.cookieConsentPurpose, category: m.cookieEssential, days: 365 },
  { name: 'stacklens_preferences', purpose: m.cookiePreferencesPurpose, category: m.cookieFunctional, months: 6 },
] as const;

const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Table = styled.table`
  inline-size: 100%;
  min-inline-size: 36rem;
  border-collapse: collapse;
  font-size: 0.9375rem;

  & caption {
    padding: 0.75rem 1rem;
    font-weight: 700;
    text-align: start;
  }

  & th,
  & td {
    padding-block: 0.6rem;
    padding-inline: 1rem;
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    vertical-align: top;
  }

  & thead th {
    background: ${({ theme }) => theme.color.bgAlt};
  }

  & code {
    direction: ltr;
    unicode-bidi: isolate;
  }

  /* Cookie names and durations stay on one line; the wrapper scrolls on narrow screens. */
  & th[scope='row'],
  & td:last-child {
    white-space: nowrap;
  }
`;

function CookieTable() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <>
      <TableScroll role="region" aria-labelledby="cookie-table-caption" tabIndex={0}>
        <Table>
          <caption id="cookie-table-caption">{t(m.cookieCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.cookieName)}</th>
              <th scope="col">{t(m.cookiePurpose)}</th>
              <th scope="col">{t(m.cookieCategory)}</th>
              <th scope="col">{t(m.cookieDuration)}</th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">
                  <code dir="ltr">{cookie.name}</code>
                </th>
                <td>{t(cookie.purpose)}</td>
                <td>{t(cookie.category)}</td>
                <td>
                  {'days' in cookie
                    ? intl.formatNumber(cookie.days, { style: 'unit', unit: 'day', unitDisplay: 'long' })
                    : intl.formatNumber(cookie.months, { style: 'unit', unit: 'month', unitDisplay: 'long' })}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <p>{t(m.cookieNoAnalytics)}</p>
    </>
  );
}

const SECTIONS: readonly LegalSection[] = [
  { id: 'controller', title: m.privacyControllerTitle, paragraphs: [m.privacyControllerBody] },
  {
    id: 'data-collected',
    title: m.privacyCollectTitle,
    list: [m.privacyCollectAccount, m.privacyCollectAudits, m.privacyCollectPayments, m.privacyCollectContact, m.privacyCollectLogs],
  },
  { id: 'site-analytics', title: m.privacyAnalyticsTitle, paragraphs: [m.privacyAnalyticsBody] },
  {
    id: 'retention',
    title: m.privacyRetentionTitle,
    list: [m.privacyRetentionAccount, m.privacyRetentionLogs, m.privacyRetentionAnalytics, m.privacyRetentionInvoices],
  },
  { id: 'processors', title: m.privacyProcessorsTitle, paragraphs: [m.privacyProcessorsBody] },
  { id: 'rights', title: m.privacyRightsTitle, paragraphs: [m.privacyRightsBody] },
  { id: 'cookies', title: m.privacyCookiesTitle, paragraphs: [m.privacyCookiesBody], extra: <CookieTable /> },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      current="privacy"
      documentTitle={m.privacyDocumentTitle}
      title={m.privacyTitle}
      lead={m.privacyLead}
      sections={SECTIONS}
    />
  );
}
