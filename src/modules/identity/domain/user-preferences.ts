import { DomainError, membersOf } from '../../../shared/index.js';
import type { AppTheme, CardsPerRow, CategoryFilter, DashboardTheme, PreferencesPatch, PreferredLanguage, ToolId, UserPreferences } from '../contract.js';

// The preferences are the API's JSON as they are: the HTTP contract owns their types, the lists below are checked against them.
export type { AppTheme, CardsPerRow, CategoryFilter, DashboardTheme, PreferencesPatch, PreferredLanguage, ToolId, UserPreferences };

/**
 * The catalogue of dashboard tools (docs/product.md §1, §12), by stable id. The frontend's tool list must carry exactly
 * these ids (test/frontend/dashboard-tools.spec.ts compares the two), so a hidden tool always names a
 * card that exists.
 */
export const TOOL_IDS = membersOf<ToolId>()([
  'stacklens-analytics',
  'stackql',
  'database-designer',
  'audit-content',
  'audit-website',
  'audit-security',
  'audit-semantic',
  'audit-performance',
  'audit-user-engagement',
  'audit-seo',
  'studio',
  'css-playground',
  'snippets',
  'api-testing',
  'responsive-testing',
  'robots',
]);

export const DASHBOARD_THEMES = membersOf<DashboardTheme>()(['default', 'dark', 'vibrant', 'minimal', 'elegant']);
export const CARDS_PER_ROW = membersOf<CardsPerRow>()(['auto', 2, 3, 4, 5]);
export const CATEGORY_FILTERS = membersOf<CategoryFilter>()(['all', 'design', 'development', 'tests', 'analysis']);
export const APP_THEMES = membersOf<AppTheme>()(['light', 'dark', 'greenAmbiance']);
export const PREFERRED_LANGUAGES = membersOf<PreferredLanguage>()(['en', 'fr', 'es', 'ar', 'zh']);

/** What the repository hands back: values saved under possibly older rules, never trusted as they are. */
export type StoredPreferences = Readonly<Record<string, unknown>>;

export const DEFAULT_PREFERENCES: Readonly<UserPreferences> = Object.freeze({
  dashboardTheme: 'default',
  compactMode: false,
  cardsPerRow: 'auto',
  hiddenTools: [],
  categoryFilter: 'all',
  appTheme: null,
  preferredLanguage: null,
});

export const PREFERENCE_KEYS = Object.keys(DEFAULT_PREFERENCES) as (keyof UserPreferences)[];

const oneOf = <T>(allowed: readonly T[], value: unknown): value is T => allowed.includes(value as T);
const listOf = (allowed: readonly unknown[]) => `One of ${allowed.join(', ')}`;

/** Each rule returns the English problem for the field, or null when the value is acceptable. */
const RULES: { [K in keyof UserPreferences]: (value: unknown) => string | null } = {
  dashboardTheme: (v) => (oneOf(DASHBOARD_THEMES, v) ? null : listOf(DASHBOARD_THEMES)),
  compactMode: (v) => (typeof v === 'boolean' ? null : 'Expected true or false'),
  cardsPerRow: (v) => (oneOf(CARDS_PER_ROW, v) ? null : listOf(CARDS_PER_ROW)),
  hiddenTools: (v) => {
    if (!Array.isArray(v)) return 'Expected a list of tool ids';
    const unknown = v.find((id) => !oneOf(TOOL_IDS, id));
    if (unknown !== undefined) return `Unknown tool: ${String(unknown).slice(0, 64)}`;
    return new Set(v).size === v.length ? null : 'Each tool may be listed once';
  },
  categoryFilter: (v) => (oneOf(CATEGORY_FILTERS, v) ? null : listOf(CATEGORY_FILTERS)),
  appTheme: (v) => (v === null || oneOf(APP_THEMES, v) ? null : `null or one of ${APP_THEMES.join(', ')}`),
  preferredLanguage: (v) => (v === null || oneOf(PREFERRED_LANGUAGES, v) ? null : `null or one of ${PREFERRED_LANGUAGES.join(', ')}`),
};

const isKnownKey = (key: string): key is keyof UserPreferences => Object.hasOwn(RULES, key);

/**
 * Validates a partial update. Every field is checked so the caller learns all problems at once; an
 * unknown key is refused rather than ignored, so a client's typo does not look saved. Problems take
 * the shape parseInput gives (`VALIDATION_FAILED`, `details.fields`), one error contract for the API.
 */
export function preferencesPatch(input: unknown): PreferencesPatch {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw invalid({ _: 'Expected an object of preferences' });
  }
  // Collected as pairs: a key such as "__proto__" must be reported, not assigned to an object's prototype.
  const problems: [string, string][] = [];
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!isKnownKey(key)) {
      problems.push([key.slice(0, 64), 'Unknown preference']);
      continue;
    }
    const problem = RULES[key](value);
    if (problem) problems.push([key, problem]);
    else patch[key] = key === 'hiddenTools' ? [...(value as ToolId[])] : value;
  }
  if (problems.length) throw invalid(Object.fromEntries(problems));
  return patch as PreferencesPatch;
}

/** Later fields win, key by key; lists are replaced whole (the client always sends the full list). */
export function mergePreferences(base: UserPreferences, patch: PreferencesPatch): UserPreferences {
  return { ...base, ...patch, hiddenTools: [...(patch.hiddenTools ?? base.hiddenTools)] };
}

/**
 * Reads what was saved into complete preferences: defaults fill the gaps, and a value the rules no
 * longer accept (a tool removed from the catalogue, a retired theme) falls back rather than breaking
 * the user's dashboard.
 */
export function fromStored(stored: StoredPreferences | null): UserPreferences {
  const result = mergePreferences(DEFAULT_PREFERENCES, {});
  if (!stored) return result;
  for (const key of PREFERENCE_KEYS) {
    if (!Object.hasOwn(stored, key)) continue;
    const value = stored[key];
    if (key === 'hiddenTools') {
      if (Array.isArray(value)) result.hiddenTools = [...new Set(value.filter((id): id is ToolId => oneOf(TOOL_IDS, id)))];
      continue;
    }
    if (RULES[key](value) === null) (result as unknown as Record<string, unknown>)[key] = value;
  }
  return result;
}

function invalid(fields: Record<string, string>): DomainError {
  const [field, problem] = Object.entries(fields)[0]!;
  return new DomainError('validation', 'VALIDATION_FAILED', `${field}: ${problem}`, { fields });
}
