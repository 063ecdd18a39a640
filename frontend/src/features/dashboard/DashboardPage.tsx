import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { selectSessionUser } from '../../app/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { dashboardTokens } from '../../shared/theme/theme';
import { Icon } from '../../shared/ui/Icon';
import { CustomisePanel } from './CustomisePanel';
import { DashboardHeader } from './DashboardHeader';
import { FreePlanNotice } from './FreePlanNotice';
import { shownTools, type DashboardPreferences } from './dashboard-preferences';
import { dashboardMessages as m } from './dashboard.messages';
import { Button, Hint, Notice } from './dashboard.styles';
import { ToolFilters } from './ToolFilters';
import { Grid, SkeletonGrid, ToolCard } from './ToolGrid';
import { DASHBOARD_TOOLS, matchesSearch } from './tools';
import { useDashboardPreferences } from './useDashboardPreferences';

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const ToolsSection = styled.section`
  display: grid;
  gap: 1rem;

  & > h2 {
    font-size: 1.25rem;
  }
`;

const Count = styled.p`
  min-block-size: 1.5rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

/** Fixed, so the failure is seen wherever the user is on the page (the settings panel is long). */
const SaveErrorToast = styled.div`
  position: fixed;
  inset-block-end: 1rem;
  inset-inline-end: 0.75rem;
  z-index: 40;
  inline-size: min(28rem, calc(100vw - 1.5rem));
  box-shadow: ${({ theme }) => theme.shadow.lg};
  border-radius: ${({ theme }) => theme.radius.md};

  &:empty {
    display: none;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding-block: 2.5rem;
  padding-inline: 1rem;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;

  & > p:first-child {
    font-size: 1.125rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

export function DashboardPage() {
  const user = useAppSelector(selectSessionUser);
  // Keyed by user: another account signing in on this tab starts from its own preferences.
  return <Dashboard key={user?.id ?? 'visitor'} />;
}

function Dashboard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = intl.locale;
  const appTheme = useTheme();
  const user = useAppSelector(selectSessionUser);
  const hasPremium = !!user && (user.isPremium || user.isAdmin);
  const prefs = useDashboardPreferences(user?.id ?? null);
  const [query, setQuery] = useState('');
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const panelHeadingId = useId();
  const toolsHeadingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useDocumentTitle(t(m.documentTitle));

  const preferences: DashboardPreferences | null = prefs.preferences;
  const tokens = dashboardTokens(appTheme, preferences?.dashboardTheme ?? 'default');
  const visible = useMemo(
    () => (preferences ? shownTools(DASHBOARD_TOOLS, preferences).filter((tool) => matchesSearch(tool, query, t, lang)) : []),
    [preferences, query, t, lang],
  );
  const { change } = prefs;

  const closePanel = () => {
    setPanelOpen(false);
    toggleRef.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closePanel();
  };

  const clearSearch = () => {
    setQuery('');
    searchRef.current?.focus();
  };

  return (
    <Page>
      <DashboardHeader
        username={user?.username.trim()}
        prefs={prefs}
        panelId={panelId}
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen((open) => !open)}
        toggleRef={toggleRef}
      />

      {preferences ? (
        <CustomisePanel
          id={panelId}
          headingId={panelHeadingId}
          tools={DASHBOARD_TOOLS}
          preferences={preferences}
          onChange={change}
          onKeyDown={closeOnEscape}
          onClose={closePanel}
          hidden={!panelOpen}
        />
      ) : null}

      {user?.status === 'free' ? <FreePlanNotice /> : null}

      {prefs.loadFailed ? (
        <Notice $tone="danger" role="alert" data-testid="preferences-load-error">
          <p>{t(m.loadFailed)}</p>
          <Button type="button" onClick={prefs.retryLoad}>
            <Icon name="refresh" size={16} />
            {t(m.retry)}
          </Button>
        </Notice>
      ) : null}
      <SaveErrorToast role="alert">
        {prefs.status === 'failed' ? (
          <Notice $tone="danger" data-testid="preferences-save-error">
            <p>{t(m.saveFailed)}</p>
            <Button type="button" $variant="primary" onClick={prefs.retrySave} data-testid="preferences-save-retry">
              <Icon name="refresh" size={16} />
              {t(m.retry)}
            </Button>
          </Notice>
        ) : null}
      </SaveErrorToast>

      <ToolsSection aria-labelledby={toolsHeadingId}>
        <h2 id={toolsHeadingId}>{t(m.toolsHeading)}</h2>
        <ToolFilters
          preferences={preferences}
          onChange={change}
          query={query}
          onQuery={setQuery}
          onClearSearch={clearSearch}
          searchRef={searchRef}
          groupName={`${toolsHeadingId}-category`}
        />

        <Count role="status" aria-live="polite" data-testid="tool-count">
          {preferences ? t(m.resultCount, { count: visible.length }) : ''}
        </Count>

        {!preferences ? (
          <SkeletonGrid tokens={tokens} count={6} />
        ) : visible.length ? (
          <Grid
            $tokens={tokens}
            $cardsPerRow={preferences.cardsPerRow}
            $compact={preferences.compactMode}
            data-testid="tool-grid"
            data-theme={preferences.dashboardTheme}
            data-compact={preferences.compactMode}
          >
            {visible.map((tool) => (
              <ToolCard key={tool.id} tool={tool} lang={lang} compact={preferences.compactMode} showPremiumHint={!hasPremium} />
            ))}
          </Grid>
        ) : query.trim() ? (
          <Empty data-testid="tools-empty-search">
            <p>{t(m.noMatch, { query: query.trim() })}</p>
            <Hint>{t(m.noMatchHint)}</Hint>
            <Button type="button" onClick={clearSearch} data-testid="empty-clear-search">
              {t(m.clearSearch)}
            </Button>
          </Empty>
        ) : (
          <Empty data-testid="tools-empty-hidden">
            <p>{t(m.allHidden)}</p>
            <Button type="button" $variant="primary" onClick={() => change({ hiddenTools: [] })} data-testid="empty-show-all">
              {t(m.showAll)}
            </Button>
          </Empty>
        )}
      </ToolsSection>
    </Page>
  );
}
