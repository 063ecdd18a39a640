import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ACCESS_RULES, accessRules, decideAccess } from '../../frontend/src/features/access/access-rules.js';
import { withPlanBadges } from '../../frontend/src/features/dashboard/tool-plans.js';
import { compareRows, planFeatureIds } from '../../frontend/src/features/pricing/plan-rows.js';
import { PLAN_FEATURES as SERVER_PLAN_FEATURES } from '../../src/modules/billing/index.js';
import { TOOL_IDS } from '../../src/modules/identity/domain/user-preferences.js';
import { FEATURE_IDS, PLAN_FEATURES, premiumPages, toolNeedsPremium, type PlanFeature } from '../../src/shared/billing/index.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${repoRoot}${path}`, 'utf8');

/** The real table with one row moved to the other plan: whatever reads the table must follow it. */
function moved(id: string, plan: 'standard' | 'premium', extra: Partial<PlanFeature> = {}): PlanFeature[] {
  return PLAN_FEATURES.map((feature) => (feature.id === id ? { ...feature, plan, ...extra } : feature));
}

describe('the plans\' feature table (src/shared/billing) and its readers', () => {
  it('is the one table: the billing module re-exports it, every dashboard tool is in exactly one row, ids are unique', () => {
    expect(SERVER_PLAN_FEATURES).to.equal(PLAN_FEATURES);
    expect(PLAN_FEATURES.map((f) => f.id)).to.deep.equal([...FEATURE_IDS]);
    const tools = PLAN_FEATURES.flatMap((f) => f.tools);
    expect([...tools].sort()).to.deep.equal([...TOOL_IDS].sort());
    // Priority support is promised to paying Premium customers only; the trial opens every other feature.
    expect(PLAN_FEATURES.filter((f) => !f.trial).map((f) => f.id)).to.deep.equal(['priority-support']);
  });

  it('gives the dashboard\'s Premium badges, and moves a badge when the table moves its feature', () => {
    const tools = TOOL_IDS.map((id) => ({ id }));
    const badged = (features: readonly PlanFeature[]) => withPlanBadges(tools, features).filter((t) => t.premium).map((t) => t.id);
    expect(badged(PLAN_FEATURES)).to.have.members(['stacklens-analytics', 'stackql', 'database-designer', 'audit-semantic', 'audit-seo', 'robots']);
    expect(badged(moved('studio', 'premium'))).to.include.members(['studio', 'css-playground', 'snippets']);
    expect(badged(moved('robots', 'standard'))).to.not.include.members(['robots', 'audit-seo']);
    for (const id of TOOL_IDS) expect(badged(PLAN_FEATURES).includes(id), id).to.equal(toolNeedsPremium(id));
  });

  it('gives the page guards\' premium pages, and guards a page the table moves to Premium', () => {
    expect(ACCESS_RULES.filter((r) => r.requires === 'premium').map((r) => r.prefix)).to.deep.equal(premiumPages(PLAN_FEATURES));
    expect(premiumPages()).to.have.members(['/stack-audit/semantic', '/semantic', '/stacklens-analytics', '/analytics', '/database-designer', '/sql-generator', '/robots', '/seo-audit']);
    const withStudio = accessRules(moved('studio', 'premium'));
    expect(withStudio.find((r) => r.prefix === '/studio')).to.include({ requires: 'premium', redirect: '/pricing' });
    const withoutSql = accessRules(moved('sql', 'standard'));
    expect(withoutSql.filter((r) => r.requires === 'premium').map((r) => r.prefix)).to.not.include.members(['/database-designer', '/sql-generator']);
    // The rules in force are the table's: a standard account is sent away from each premium page it lists.
    for (const page of premiumPages()) expect(decideAccess(page, { authenticated: true, premium: false, admin: false }), page).to.include({ allowed: false, requires: 'premium' });
    // No page list of its own: the premium prefixes appear in access-rules.ts only where the redirect differs.
    const source = read('frontend/src/features/access/access-rules.ts');
    for (const page of ['/stack-audit/semantic', '/stacklens-analytics', '/database-designer']) expect(source, page).to.not.contain(`'${page}'`);
  });

  it('gives the pricing page\'s cards and comparison, and moves a row when the table moves its feature', () => {
    const rows = compareRows(PLAN_FEATURES);
    expect(rows.map((r) => r.id)).to.deep.equal(PLAN_FEATURES.map((f) => f.id));
    for (const row of rows) {
      const feature = PLAN_FEATURES.find((f) => f.id === row.id)!;
      expect(row, row.id).to.deep.equal({ id: row.id, trial: feature.trial, standard: feature.plan === 'standard', premium: true });
    }
    expect(planFeatureIds('standard', PLAN_FEATURES)).to.deep.equal(['audits', 'studio', 'testing', 'community']);
    expect(planFeatureIds('premium', PLAN_FEATURES)).to.deep.equal([...FEATURE_IDS]);
    expect(compareRows(moved('semantic', 'standard')).find((r) => r.id === 'semantic')).to.include({ standard: true });
    expect(planFeatureIds('standard', moved('community', 'premium'))).to.not.include('community');
    // The page's components read the table through these functions; its labels file holds no plan of its own.
    expect(read('frontend/src/features/pricing/CompareTable.tsx')).to.contain('compareRows(PLAN_FEATURES)');
    expect(read('frontend/src/features/pricing/PlanCards.tsx')).to.contain("planFeatureIds('premium', PLAN_FEATURES)");
    expect(read('frontend/src/features/pricing/plans.ts')).to.not.match(/standard: (true|false)/);
  });
});
