import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { consentActions } from '../../features/consent';
import { FeedbackDialog, feedbackLaunchMessages } from '../../features/feedback';
import { NewsletterSignup } from '../../features/newsletter';
import { Container } from '../../shared/ui/Container';
import { LogoMark } from '../../shared/ui/LogoMark';
import { useAppDispatch } from '../hooks';
import { shellMessages } from './shell.messages';

const Bar = styled.footer`
  margin-block-start: auto;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 2rem;
  padding-block: 2rem;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  max-inline-size: 34rem;
`;

const FooterNav = styled.nav`
  flex-basis: 100%;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.5rem;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.link};
    font-size: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    cursor: pointer;
  }
`;

const LINKS = [
  { path: 'privacy', label: shellMessages.footerPrivacy },
  { path: 'terms', label: shellMessages.footerTerms },
  { path: 'notices', label: shellMessages.footerNotices },
  { path: 'contact', label: shellMessages.footerContact },
] as const;

export function SiteFooter() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <Bar>
      <Inner>
        <Brand>
          <LogoMark size={28} />
          <p>{intl.formatMessage(shellMessages.footerTagline)}</p>
        </Brand>
        <p>{intl.formatMessage(shellMessages.footerCopyright, { year: new Date().getFullYear() })}</p>
        <NewsletterSignup />
        <FooterNav aria-label={intl.formatMessage(shellMessages.footerNav)}>
          <Links>
            {LINKS.map(({ path, label }) => (
              <li key={path}>
                <Link to={`/${intl.locale}/${path}`}>{intl.formatMessage(label)}</Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => dispatch(consentActions.settingsOpened())} data-testid="footer-cookie-settings">
                {intl.formatMessage(shellMessages.footerCookies)}
              </button>
            </li>
            <li>
              <button type="button" aria-haspopup="dialog" onClick={() => setFeedbackOpen(true)} data-testid="footer-feedback">
                {intl.formatMessage(feedbackLaunchMessages.open)}
              </button>
            </li>
          </Links>
        </FooterNav>
      </Inner>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </Bar>
  );
}
