import { Fragment } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { COOKIE_LIST, type CookieCategory, type CookieKey, type CookieLifetime, type CookieMoment } from '../../../../src/shared/cookies/cookie-policy.js';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { legalMessages as m } from './legal.messages';

/** What the policy says of each cookie of the one list; a cookie added to the list needs its texts here to compile. */
const PURPOSES: Record<CookieKey, MessageDescriptor> = {
  consent: m.cookieConsentPurpose,
  preferences: m.cookiePreferencesPurpose,
  locale: m.cookieLocalePurpose,
  refresh: m.cookieRefreshPurpose,
  csrf: m.cookieCsrfPurpose,
};

const CATEGORIES: Record<CookieCategory, MessageDescriptor> = { essential: m.cookieEssential, functional: m.cookieFunctional };

const MOMENTS: Record<CookieMoment, MessageDescriptor> = {
  'consent-choice': m.cookieWhenConsent,
  'theme-choice': m.cookieWhenTheme,
  'language-choice': m.cookieWhenLanguage,
  'sign-in': m.cookieWhenSignIn,
  'account-form': m.cookieWhenAccountForm,
};

function Lifetime({ lifetime }: { lifetime: CookieLifetime }) {
  const intl = useIntl();
  const days = (count: number) => intl.formatNumber(count, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  switch (lifetime.kind) {
    case 'days':
      return <>{days(lifetime.days)}</>;
    case 'browser-session':
      return <>{intl.formatMessage(m.cookieUntilBrowserCloses)}</>;
    case 'sign-in-session':
      return <>{intl.formatMessage(m.cookieUntilSessionEnds, { remembered: days(lifetime.rememberedDays) })}</>;
  }
}

/** Long technical names may break after an underscore, never inside a word. */
function CookieName({ name }: { name: string }) {
  const parts = name.split('_');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              _<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Table = styled.table`
  inline-size: 100%;
  min-inline-size: 44rem;
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

  & th[scope='row'] code {
    font-size: 0.875rem;
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
              <th scope="col">{t(m.cookieSetWhen)}</th>
              <th scope="col">{t(m.cookieDuration)}</th>
            </tr>
          </thead>
          <tbody>
            {COOKIE_LIST.map((cookie) => (
              <tr key={cookie.key} data-cookie={cookie.name}>
                <th scope="row">
                  <code dir="ltr">
                    <CookieName name={cookie.name} />
                  </code>
                </th>
                <td>{t(PURPOSES[cookie.key])}</td>
                <td>{t(CATEGORIES[cookie.category])}</td>
                <td>{t(MOMENTS[cookie.setWhen])}</td>
                <td>
                  <Lifetime lifetime={cookie.lifetime} />
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
