import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { selectSessionUser } from '../../app/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { dashboardTokens } from '../../shared/theme/theme';
import { Icon } from '../../shared/ui/Icon';
import { CustomisePanel } from './CustomisePanel';
import { CATEGORY_FILTERS, shownTools, type DashboardPreferences } from './dashboard-preferences';
import { categoryMessages, dashboardMessages as m } from './dashboard.messages';
import { Button, Hint, Notice, Segment, Segments } from './dashboard.styles';
import { Grid, SkeletonGrid, ToolCard } from './ToolGrid';
import { DASHBOARD_TOOLS, matchesSearch } from './tools';
import { useDashboardPreferences } from './useDashboardPreferences';

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
`;

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

  & > h1 {
    font-size: clamp(1.5rem, 4vw, 2.125rem);
    line-height: 1.2;
    letter-spacing: -0.01em;
    overflow-wrap: anywhere;
  }

  & > h1:lang(ar),
  & > h1:lang(zh) {
    letter-spacing: normal;
    line-height: 1.4;
  }

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 1.0625rem;
  }
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

const ToolsSection = styled.section`
  display: grid;
  gap: 1rem;

  & > h2 {
    font-size: 1.25rem;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1.25rem;
`;

const CategoryGroup = styled.div`
  display: grid;
  gap: 0.35rem;

  & > span {
    font-size: 0.875rem;
    font-weight: 700;
  }
`;

const SearchField = styled.div`
  display: grid;
  gap: 0.35rem;
  flex: 1 1 16rem;
  max-inline-size: 26rem;

  & > label {
    font-size: 0.875rem;
    font-weight: 700;
  }
`;

const SearchBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    inset-inline-start: 0.75rem;
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }

  & > input {
    inline-size: 100%;
    min-block-size: 2.75rem;
    padding-inline: 2.5rem 2.75rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }

  & > input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }

  /* Our own clear button replaces the engine's, which has no translated name. */
  & > input::-webkit-search-cancel-button {
    appearance: none;
  }
`;

const ClearButton = styled.button`
  position: absolute;
  inset-inline-end: 0.35rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.bgAlt};
  }
`;

const Count = styled.p`
  min-block-size: 1.5rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
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
  const searchId = useId();
  const categoryLabelId = useId();
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

  const username = user?.username.trim();

  return (
    <Page>
      <Header>
        <Welcome>
          <h1>{username ? t(m.welcome, { username }) : t(m.welcomeAnonymous)}</h1>
          <p>{t(m.intro)}</p>
        </Welcome>
        <HeaderActions>
          <CustomiseToggle
            ref={toggleRef}
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            disabled={!preferences}
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
        <Filters>
          <CategoryGroup role="radiogroup" aria-labelledby={categoryLabelId}>
            <span id={categoryLabelId}>{t(m.categoryLegend)}</span>
            <Segments>
              {CATEGORY_FILTERS.map((category) => (
                <Segment key={category}>
                  <input
                    type="radio"
                    name={`${toolsHeadingId}-category`}
                    value={category}
                    checked={(preferences?.categoryFilter ?? 'all') === category}
                    disabled={!preferences}
                    onChange={() => change({ categoryFilter: category })}
                    data-testid={`category-${category}`}
                  />
                  {t(categoryMessages[category])}
                </Segment>
              ))}
            </Segments>
          </CategoryGroup>
          <SearchField>
            <label htmlFor={searchId}>{t(m.searchLabel)}</label>
            <SearchBox>
              <Icon name="audit" size={18} />
              <input
                ref={searchRef}
                id={searchId}
                type="search"
                value={query}
                placeholder={t(m.searchPlaceholder)}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setQuery(event.target.value)}
                data-testid="tool-search"
              />
              {query ? (
                <ClearButton type="button" aria-label={t(m.clearSearch)} onClick={clearSearch} data-testid="tool-search-clear">
                  <Icon name="close" size={16} />
                </ClearButton>
              ) : null}
            </SearchBox>
          </SearchField>
        </Filters>

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
