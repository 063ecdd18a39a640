import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../shared/ui/Icon';
import { Segment, Segments } from '../../shared/ui/Segments';
import { quietButtonStyle } from '../../shared/ui/surface';
import { CATEGORY_FILTERS, type DashboardPreferences, type PreferencesPatch } from './dashboard-preferences';
import { categoryMessages, dashboardMessages as m } from './dashboard.messages';

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
  ${quietButtonStyle}
`;

interface ToolFiltersProps {
  /** null while the preferences are not known: the category choice waits for them. */
  preferences: DashboardPreferences | null;
  onChange: (patch: PreferencesPatch) => void;
  query: string;
  onQuery: (query: string) => void;
  onClearSearch: () => void;
  searchRef: Ref<HTMLInputElement>;
  /** Names the category radios' group, unique on the page. */
  groupName: string;
}

/** The category choice (saved with the preferences) and the search over names and descriptions (not saved). */
export function ToolFilters({ preferences, onChange, query, onQuery, onClearSearch, searchRef, groupName }: ToolFiltersProps) {
  const t = useIntl().formatMessage;
  const searchId = useId();
  const categoryLabelId = useId();

  return (
    <Filters>
      <CategoryGroup role="radiogroup" aria-labelledby={categoryLabelId}>
        <span id={categoryLabelId}>{t(m.categoryLegend)}</span>
        <Segments $shape="rounded">
          {CATEGORY_FILTERS.map((category) => (
            <Segment $shape="rounded" key={category}>
              <input
                type="radio"
                name={groupName}
                value={category}
                checked={(preferences?.categoryFilter ?? 'all') === category}
                disabled={!preferences}
                onChange={() => onChange({ categoryFilter: category })}
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
            onChange={(event) => onQuery(event.target.value)}
            data-testid="tool-search"
          />
          {query ? (
            <ClearButton type="button" aria-label={t(m.clearSearch)} onClick={onClearSearch} data-testid="tool-search-clear">
              <Icon name="close" size={16} />
            </ClearButton>
          ) : null}
        </SearchBox>
      </SearchField>
    </Filters>
  );
}
