import { DASHBOARD_THEME_NAMES, type DashboardThemeName } from '../../shared/theme/theme';
import { TOOL_CATEGORIES, TOOL_IDS, type Tool, type ToolCategory } from './tools';

/** Mirrors the server's rules (src/modules/identity/domain/user-preferences.ts); the server stays the judge. */
export const CARDS_PER_ROW = ['auto', 2, 3, 4, 5] as const;
export type CardsPerRow = (typeof CARDS_PER_ROW)[number];

export const CATEGORY_FILTERS = ['all', ...TOOL_CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export interface DashboardPreferences {
  readonly dashboardTheme: DashboardThemeName;
  readonly compactMode: boolean;
  readonly cardsPerRow: CardsPerRow;
  readonly hiddenTools: readonly string[];
  readonly categoryFilter: CategoryFilter;
  /** Account-wide settings the dashboard carries along but does not change. */
  readonly appTheme: string | null;
  readonly preferredLanguage: string | null;
}

/** The fields this page edits; only these are ever sent. */
export type PreferencesPatch = Partial<Pick<DashboardPreferences, 'dashboardTheme' | 'compactMode' | 'cardsPerRow' | 'hiddenTools' | 'categoryFilter'>>;

export const DEFAULT_DASHBOARD_PREFERENCES: DashboardPreferences = {
  dashboardTheme: 'default',
  compactMode: false,
  cardsPerRow: 'auto',
  hiddenTools: [],
  categoryFilter: 'all',
  appTheme: null,
  preferredLanguage: null,
};

const oneOf = <T>(allowed: readonly T[], value: unknown): value is T => allowed.includes(value as T);

/** Reads preferences from an untrusted source (the server, localStorage): anything unusable falls back to the default. */
export function sanitizePreferences(raw: unknown): DashboardPreferences {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_DASHBOARD_PREFERENCES;
  return {
    dashboardTheme: oneOf(DASHBOARD_THEME_NAMES, value.dashboardTheme) ? value.dashboardTheme : d.dashboardTheme,
    compactMode: typeof value.compactMode === 'boolean' ? value.compactMode : d.compactMode,
    cardsPerRow: oneOf(CARDS_PER_ROW, value.cardsPerRow) ? value.cardsPerRow : d.cardsPerRow,
    hiddenTools: Array.isArray(value.hiddenTools) ? [...new Set(value.hiddenTools.filter((id): id is string => oneOf(TOOL_IDS, id)))] : d.hiddenTools,
    categoryFilter: oneOf(CATEGORY_FILTERS, value.categoryFilter) ? value.categoryFilter : d.categoryFilter,
    appTheme: typeof value.appTheme === 'string' ? value.appTheme : null,
    preferredLanguage: typeof value.preferredLanguage === 'string' ? value.preferredLanguage : null,
  };
}

/** Keeps only the editable fields with valid values, e.g. a pending patch read back from storage. */
export function sanitizePatch(raw: unknown): PreferencesPatch {
  if (typeof raw !== 'object' || raw === null) return {};
  const value = raw as Record<string, unknown>;
  const clean = sanitizePreferences(value);
  const patch: Record<string, unknown> = {};
  for (const key of ['dashboardTheme', 'compactMode', 'cardsPerRow', 'hiddenTools', 'categoryFilter'] as const) {
    if (Object.hasOwn(value, key)) patch[key] = clean[key];
  }
  return patch as PreferencesPatch;
}

export function applyPatch(base: DashboardPreferences, patch: PreferencesPatch): DashboardPreferences {
  return Object.keys(patch).length ? { ...base, ...patch } : base;
}

export const isEmptyPatch = (patch: PreferencesPatch): boolean => Object.keys(patch).length === 0;

/** Category first, then visibility; the search is applied by the page on top of this. */
export function shownTools(tools: readonly Tool[], preferences: DashboardPreferences): Tool[] {
  const hidden = new Set(preferences.hiddenTools);
  return tools.filter((tool) => !hidden.has(tool.id) && (preferences.categoryFilter === 'all' || tool.category === preferences.categoryFilter));
}

export function toolsInCategory(tools: readonly Tool[], category: CategoryFilter): Tool[] {
  return tools.filter((tool) => category === 'all' || tool.category === (category as ToolCategory));
}

/** Hiding toggles membership; the order of the list follows the catalogue so equal sets compare equal. */
export function withToolVisible(hiddenTools: readonly string[], toolId: string, visible: boolean): string[] {
  const hidden = new Set(hiddenTools);
  if (visible) hidden.delete(toolId);
  else hidden.add(toolId);
  return TOOL_IDS.filter((id) => hidden.has(id));
}

// --- The copy kept in this browser -------------------------------------------------------------

export const LOCAL_PREFERENCES_KEY = 'stacklens_dashboard_preferences';

export interface LocalCopy {
  /** Whose preferences these are: a copy left by another account on a shared device is not used. null: not signed in. */
  readonly userId: string | null;
  readonly preferences: DashboardPreferences;
  /** Changes not yet confirmed by the server; sent again on the next visit so a choice is never lost. */
  readonly pending: PreferencesPatch;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function parseLocalCopy(raw: string | null): LocalCopy | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { userId?: unknown; preferences?: unknown; pending?: unknown };
    if (typeof value !== 'object' || value === null) return null;
    return {
      userId: typeof value.userId === 'string' ? value.userId : null,
      preferences: sanitizePreferences(value.preferences),
      pending: sanitizePatch(value.pending),
    };
  } catch {
    return null;
  }
}

/** The stored copy for this visitor, or null if there is none or it belongs to someone else. */
export function readLocalCopy(userId: string | null): LocalCopy | null {
  const copy = parseLocalCopy(storage()?.getItem(LOCAL_PREFERENCES_KEY) ?? null);
  return copy && copy.userId === userId ? copy : null;
}

export function writeLocalCopy(copy: LocalCopy): void {
  try {
    storage()?.setItem(LOCAL_PREFERENCES_KEY, JSON.stringify(copy));
  } catch {
    // A full or disabled storage only costs the early render; the account still holds the settings.
  }
}

export function removeLocalCopy(): void {
  try {
    storage()?.removeItem(LOCAL_PREFERENCES_KEY);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}
