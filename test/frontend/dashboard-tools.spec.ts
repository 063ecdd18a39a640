import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CARDS_PER_ROW, CATEGORY_FILTERS, DASHBOARD_THEMES, TOOL_IDS as BACKEND_TOOL_IDS } from '../../src/modules/identity/domain/user-preferences.js';
import { initialSync, pendingOf, saveStatus, syncReducer } from '../../frontend/src/features/dashboard/preferences-sync.js';
import { DASHBOARD_THEME_NAMES, dashboardTokens, themes } from '../../frontend/src/shared/theme/theme.js';
import { withPlanBadges } from '../../frontend/src/features/dashboard/tool-plans.js';
import { PLAN_FEATURES } from '../../src/shared/billing/index.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${repoRoot}${path}`, 'utf8');
type Catalog = Record<string, string>;
const catalogs = Object.fromEntries(['en', 'fr', 'es', 'ar', 'zh'].map((l) => [l, JSON.parse(read(`frontend/lang/${l}.json`)) as Catalog]));

/**
 * The frontend's tool list, read from its source: the file is written for the bundler (extensionless
 * imports, react-intl), so the backend's type-check cannot import it, but its entries are one per line.
 */
const TOOL_ENTRY = /^\s*\{ id: '([^']+)', name: (\{[^}]*\}), description: m\.(\w+), category: '(\w+)', path: '([^']+)', icon: '(\w+)' \},$/;
const frontendTools = read('frontend/src/features/dashboard/tools.ts')
  .split('\n')
  .map((line) => TOOL_ENTRY.exec(line))
  .filter((match): match is RegExpExecArray => match !== null)
  .map(([, id, name, description, category, path]) => ({ id: id!, name: name!, description: description!, category: category!, path: path! }));

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('dashboard tools and preferences (frontend)', () => {
  it('lists exactly the backend catalogue’s tool ids, in the same order', () => {
    expect(frontendTools.map((t) => t.id)).to.deep.equal([...BACKEND_TOOL_IDS]);
    // Guards the reading itself: every `id:` in the file was understood.
    expect(read('frontend/src/features/dashboard/tools.ts').match(/\{ id: '/g)).to.have.length(frontendTools.length);
  });

  it('offers exactly the themes, row sizes and categories the server accepts', () => {
    expect([...DASHBOARD_THEME_NAMES]).to.deep.equal([...DASHBOARD_THEMES]);
    const arrayIn = (path: string, name: string) => {
      const match = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(read(path));
      expect(match, `${name} in ${path}`).to.not.equal(null);
      return match![1]!.split(',').map((item) => item.trim()).filter(Boolean);
    };
    const categories = arrayIn('frontend/src/features/dashboard/tools.ts', 'TOOL_CATEGORIES').map((c) => c.replace(/'/g, ''));
    expect(['all', ...categories]).to.deep.equal([...CATEGORY_FILTERS]);
    const rows = arrayIn('frontend/src/features/dashboard/dashboard-preferences.ts', 'CARDS_PER_ROW').map((r) => (r.startsWith("'") ? r.replace(/'/g, '') : Number(r)));
    expect(rows).to.deep.equal([...CARDS_PER_ROW]);
  });

  it('badges the premium tools of docs/product.md §4.2 from the plans\' table, and links every tool to its own page', () => {
    // The badge is not written in the list: tools.ts derives it (plan-features.spec.ts holds the derivation to the table).
    expect(read('frontend/src/features/dashboard/tools.ts')).to.not.match(/premium: (true|false)/);
    expect(read('frontend/src/features/dashboard/tools.ts')).to.contain('withPlanBadges(TOOL_ENTRIES, PLAN_FEATURES)');
    expect(withPlanBadges(frontendTools, PLAN_FEATURES).filter((t) => t.premium).map((t) => t.id)).to.have.members(['stacklens-analytics', 'stackql', 'database-designer', 'audit-semantic', 'audit-seo', 'robots']);
    const paths = frontendTools.map((t) => t.path);
    expect(new Set(paths).size).to.equal(paths.length);
    expect(paths).to.include.members(['stack-audit/content', 'stack-audit/user-engagement', 'stack-audit/semantic', 'seo-audit', 'stacklens-analytics', 'robots']);
    for (const tool of frontendTools) expect(['design', 'development', 'tests', 'analysis'], tool.id).to.include(tool.category);
  });

  it('keeps product names as they are and translates every other name and description', () => {
    const byId = Object.fromEntries(frontendTools.map((t) => [t.id, t]));
    expect(byId['stacklens-analytics']!.name).to.equal("{ brand: 'StackLens Analytics' }");
    expect(byId.stackql!.name).to.equal("{ brand: 'StackQL' }");
    for (const tool of frontendTools.filter((t) => t.id.startsWith('audit-'))) expect(tool.name, tool.id).to.include('product: STACKAUDIT');
    const keys = Object.keys(catalogs.en!).filter((k) => k.startsWith('dashboard.tool.'));
    expect(keys).to.have.length(14 + 16);
    for (const locale of ['fr', 'es', 'ar', 'zh']) {
      for (const key of keys) expect(catalogs[locale]![key], `${locale} ${key}`).to.be.a('string').and.not.equal(catalogs.en![key]);
    }
  });

  describe('saving (optimistic, never losing a choice)', () => {
    it('sends changes one request at a time and marks them saved', () => {
      let s = syncReducer(initialSync(), { type: 'changed', patch: { compactMode: true } });
      s = syncReducer(s, { type: 'changed', patch: { cardsPerRow: 3 } });
      expect(saveStatus(s)).to.equal('saving');
      s = syncReducer(s, { type: 'sendStarted' });
      expect(s.inFlight).to.deep.equal({ compactMode: true, cardsPerRow: 3 });
      s = syncReducer(s, { type: 'changed', patch: { cardsPerRow: 4 } });
      expect(pendingOf(s)).to.deep.equal({ compactMode: true, cardsPerRow: 4 });
      s = syncReducer(s, { type: 'sendSucceeded' });
      expect(s.unsaved).to.deep.equal({ cardsPerRow: 4 });
      s = syncReducer(syncReducer(s, { type: 'sendStarted' }), { type: 'sendSucceeded' });
      expect(saveStatus(s)).to.equal('saved');
    });

    it('keeps failed changes (newer ones winning), reports the failure, and retries at once', () => {
      let s = syncReducer(initialSync(), { type: 'changed', patch: { dashboardTheme: 'dark', compactMode: true } });
      s = syncReducer(s, { type: 'sendStarted' });
      s = syncReducer(s, { type: 'changed', patch: { dashboardTheme: 'vibrant' } });
      s = syncReducer(s, { type: 'sendFailed' });
      expect(saveStatus(s)).to.equal('failed');
      expect(s.unsaved).to.deep.equal({ dashboardTheme: 'vibrant', compactMode: true });
      s = syncReducer(s, { type: 'retry' });
      expect(s).to.include({ failed: false, immediate: true });
      s = syncReducer(s, { type: 'sendStarted' });
      expect(s.inFlight).to.deep.equal({ dashboardTheme: 'vibrant', compactMode: true });
      expect(s.immediate).to.equal(false);
    });

    it('resumes pending changes left by an earlier visit', () => {
      const s = initialSync({ hiddenTools: ['robots'] });
      expect(saveStatus(s)).to.equal('saving');
      expect(pendingOf(s)).to.deep.equal({ hiddenTools: ['robots'] });
    });
  });

  it('gives every dashboard theme WCAG AA text contrast in every app theme', () => {
    for (const app of Object.values(themes)) {
      for (const name of DASHBOARD_THEME_NAMES) {
        const k = dashboardTokens(app, name);
        const where = `${app.name}/${name}`;
        for (const [label, fg, bg] of [
          ['text', k.cardText, k.cardBg],
          ['muted', k.cardMuted, k.cardBg],
          ['link', k.cardLink, k.cardBg],
          ['chip', k.chipText, k.chipBg],
          ['badge', k.badgeText, k.badgeBg],
        ] as const) {
          expect(fg, `${where} ${label} must be a solid colour`).to.match(/^#[0-9a-f]{6}$/i);
          expect(bg, `${where} ${label} background must be a solid colour`).to.match(/^#[0-9a-f]{6}$/i);
          expect(contrast(fg, bg), `${where} ${label} ${fg} on ${bg}`).to.be.at.least(4.5);
        }
      }
    }
  });
});
