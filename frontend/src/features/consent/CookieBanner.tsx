import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Actions } from '../../shared/ui/Actions';
import { Icon } from '../../shared/ui/Icon';
import { ConsentCategories } from './ConsentCategories';
import { consentMessages as m } from './consent.messages';
import { consentActions, selectConsent } from './consent.slice';

const Region = styled.section`
  position: fixed;
  inset-inline: 0.75rem;
  inset-block-end: 0.75rem;
  z-index: 40;
  display: grid;
  gap: 0.875rem;
  max-inline-size: 44rem;
  max-block-size: calc(100vh - 1.5rem);
  overflow-y: auto;
  margin-inline: auto;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.125rem;
  line-height: 1.3;
`;

const Body = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

const Button = styled.button<{ $primary?: boolean }>`
  flex: 1 1 auto;
  min-block-size: 2.75rem;
  padding-inline: 1.1rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.borderStrong)};
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.text)};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme, $primary }) => ($primary ? theme.color.primaryHover : theme.color.primarySoft)};
  }
`;

/**
 * The first-visit cookie choice (docs/product.md §14). A non-modal region: the page stays usable, and the
 * banner is reachable in the normal tab order, after the page content.
 */
export function CookieBanner() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const consent = useSelector(selectConsent);
  const regionRef = useRef<HTMLElement>(null);
  const [draft, setDraft] = useState(consent.preferences);

  useEffect(() => {
    setDraft(consent.preferences);
  }, [consent.preferences, consent.customising]);

  useEffect(() => {
    // Opened on request (footer link, settings): bring keyboard users to it. Not on first visit.
    if (consent.customising) regionRef.current?.querySelector<HTMLElement>('input:not(:disabled)')?.focus();
  }, [consent.customising]);

  if (!consent.showBanner) return null;

  return (
    <Region ref={regionRef} role="region" aria-label={intl.formatMessage(m.region)} data-testid="cookie-banner">
      <Title>
        <Icon name="cookie" size={22} />
        {intl.formatMessage(m.title)}
      </Title>
      <Body>
        {intl.formatMessage(m.body)} <Link to={`/${intl.locale}/privacy`}>{intl.formatMessage(m.policy)}</Link>
      </Body>
      {consent.customising ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            dispatch(consentActions.saved({ functional: draft.functional, analytics: draft.analytics, marketing: draft.marketing }));
          }}
        >
          <ConsentCategories
            value={draft}
            onChange={(key, enabled) => setDraft({ ...draft, [key]: enabled })}
            legend={intl.formatMessage(m.categories)}
          />
          <Actions $gap="sm">
            <Button type="submit" $primary data-testid="consent-save">
              {intl.formatMessage(m.save)}
            </Button>
            <Button type="button" onClick={() => dispatch(consentActions.acceptedAll())}>
              {intl.formatMessage(m.acceptAll)}
            </Button>
            {consent.consentGiven ? null : (
              <Button type="button" onClick={() => dispatch(consentActions.customiseClosed())}>
                {intl.formatMessage(m.back)}
              </Button>
            )}
          </Actions>
        </form>
      ) : (
        <Actions $gap="sm">
          <Button type="button" $primary onClick={() => dispatch(consentActions.acceptedAll())} data-testid="consent-accept">
            {intl.formatMessage(m.acceptAll)}
          </Button>
          <Button type="button" onClick={() => dispatch(consentActions.rejectedAll())} data-testid="consent-reject">
            {intl.formatMessage(m.reject)}
          </Button>
          <Button type="button" onClick={() => dispatch(consentActions.customiseOpened())} data-testid="consent-customise">
            {intl.formatMessage(m.customise)}
          </Button>
        </Actions>
      )}
    </Region>
  );
}
