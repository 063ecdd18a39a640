import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ConsentSettings } from '../consent';
import { AccountSettings } from './AccountSettings';
import { accountMessages } from './account.messages';
import { AppearanceSettings } from './AppearanceSettings';
import { DeleteAccount, ExportData } from './DataSettings';
import { InvoiceSettings } from './InvoiceSettings';
import { PasswordSettings } from './PasswordSettings';
import { securityMessages } from './security.messages';
import { Block } from './settings-ui';
import { TwoFactorSettings } from './TwoFactorSettings';
import { WebsiteSettings } from './WebsiteSettings';
import { websitesMessages } from './websites.messages';
import { SettingsSection } from './SettingsSection';
import { settingsMessages as m } from './settings.messages';

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  max-inline-size: 52rem;
`;

const Header = styled.header`
  display: grid;
  gap: 0.5rem;

  h1 {
    font-size: clamp(1.5rem, 4vw, 2rem);
    line-height: 1.25;
  }

  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const SectionLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Links = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding-inline-start: 1.25rem;
`;

/** The settings sections of docs/product.md §12.6, in its order. */
const SECTIONS = [
  { id: 'account', title: accountMessages.title },
  { id: 'websites', title: websitesMessages.title },
  { id: 'appearance', title: m.appearanceTitle },
  { id: 'security', title: securityMessages.title },
  { id: 'cookies', title: m.cookiesTitle },
  { id: 'privacy', title: m.privacyTitle },
] as const;

export function SettingsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = intl.locale;
  useDocumentTitle(t(m.documentTitle));
  const { hash } = useLocation();

  // A link to a section (#account from /profile, #security…) that arrives by client-side navigation
  // gets no scroll from the browser: the page brings the section into view itself, once it is shown
  // (a lazy part still loading keeps the page hidden for a few frames).
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const section = document.getElementById(id);
      if (section && section.offsetParent !== null) return section.scrollIntoView({ block: 'start' });
      if (++tries < 120) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <Page>
      <Header>
        <h1>{t(m.title)}</h1>
        <p>{t(m.intro)}</p>
        <nav aria-label={t(m.sections)}>
          <SectionLinks>
            {SECTIONS.map(({ id, title }) => (
              <li key={id}>
                <a href={`#${id}`}>{t(title)}</a>
              </li>
            ))}
          </SectionLinks>
        </nav>
      </Header>
      <SettingsSection id="account" title={t(accountMessages.title)}>
        <AccountSettings />
      </SettingsSection>
      <SettingsSection id="websites" title={t(websitesMessages.title)}>
        <WebsiteSettings />
      </SettingsSection>
      <SettingsSection id="appearance" title={t(m.appearanceTitle)}>
        <AppearanceSettings />
      </SettingsSection>
      <SettingsSection id="security" title={t(securityMessages.title)}>
        <PasswordSettings />
        <TwoFactorSettings />
      </SettingsSection>
      <SettingsSection id="cookies" title={t(m.cookiesTitle)}>
        <ConsentSettings />
      </SettingsSection>
      <SettingsSection id="privacy" title={t(m.privacyTitle)}>
        <Block>
          <p>{t(m.privacyBody)}</p>
          <Links>
            <li>
              <Link to={`/${lang}/privacy`}>{t(m.privacyPolicy)}</Link>
            </li>
            <li>
              <Link to={`/${lang}/privacy#cookies`}>{t(m.cookiePolicy)}</Link>
            </li>
            <li>
              <Link to={`/${lang}/terms`}>{t(m.terms)}</Link>
            </li>
            <li>
              <Link to={`/${lang}/contact`}>{t(m.contact)}</Link>
            </li>
          </Links>
        </Block>
        <InvoiceSettings />
        <ExportData />
        <DeleteAccount />
      </SettingsSection>
    </Page>
  );
}
