import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Heading } from '../../shared/ui/Heading';
import { Icon } from '../../shared/ui/Icon';
import { dashboardMessages as m } from './dashboard.messages';
import { Button } from './dashboard.styles';
import type { DashboardPreferencesState } from './useDashboardPreferences';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem 1.5rem;
`;

const Welcome = styled.div`
  display: grid;
  gap: 0.5rem;
  max-inline-size: 44rem;

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 1.0625rem;
  }
`;

/** A username can be one long word: it breaks anywhere rather than widening the page. */
const WelcomeTitle = styled(Heading)`
  overflow-wrap: anywhere;
`;

const HeaderActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.35rem;

  @media (max-width: 39.999rem) {
    align-items: flex-start;
  }
`;

const CustomiseToggle = styled(Button)`
  & > svg {
    transition: transform 150ms ease;
  }

  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }

  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

/** Reserves its line so the header does not jump when a status appears. */
const SaveState = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-block-size: 1.4rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;

  & > svg {
    color: ${({ theme }) => theme.color.success};
  }
`;

interface DashboardHeaderProps {
  username: string | undefined;
  prefs: Pick<DashboardPreferencesState, 'preferences' | 'status' | 'keptLocally'>;
  panelId: string;
  panelOpen: boolean;
  onTogglePanel: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}

/** The greeting, the button that opens the display settings, and whether they were saved. */
export function DashboardHeader({ username, prefs, panelId, panelOpen, onTogglePanel, toggleRef }: DashboardHeaderProps) {
  const t = useIntl().formatMessage;

  return (
    <Header>
      <Welcome>
        <WelcomeTitle $size="sm">{username ? t(m.welcome, { username }) : t(m.welcomeAnonymous)}</WelcomeTitle>
        <p>{t(m.intro)}</p>
      </Welcome>
      <HeaderActions>
        <CustomiseToggle
          ref={toggleRef}
          type="button"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={onTogglePanel}
          disabled={!prefs.preferences}
          data-testid="customise-toggle"
        >
          <Icon name="settings" size={18} />
          {t(m.customise)}
          <Icon name="chevronDown" size={18} />
        </CustomiseToggle>
        <SaveState role="status" aria-live="polite" data-testid="preferences-save-status" data-state={prefs.keptLocally ? 'local' : prefs.status}>
          {prefs.status === 'saving' ? t(m.saving) : null}
          {prefs.status === 'saved' ? (
            <>
              <Icon name="check" size={16} />
              {t(m.saved)}
            </>
          ) : null}
          {prefs.keptLocally ? t(m.savedLocally) : null}
        </SaveState>
      </HeaderActions>
    </Header>
  );
}
