import type { AxeRuleResult, AxeSummary } from '../../domain/collection-bundle.js';

interface AxeNodeResult {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

interface AxeResult {
  id: string;
  impact?: AxeRuleResult['impact'];
  description: string;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: AxeNodeResult[];
}

interface AxeGlobal {
  axe: {
    run(context: unknown, options: object): Promise<{ violations: AxeResult[]; incomplete: AxeResult[]; passes: unknown[]; inapplicable: unknown[] }>;
  };
  document: unknown;
}

/**
 * In-page script, run after axe-core's source was evaluated in the page: every rule axe enables by default
 * (all but the experimental ones), node details kept for violations and incomplete checks only, capped.
 */
export async function runAxeInPage(options: { maxNodes: number; maxHtml: number }): Promise<AxeSummary> {
  const win = globalThis as unknown as AxeGlobal;
  const results = await win.axe.run(win.document, { resultTypes: ['violations', 'incomplete'] });
  const summarise = (rule: AxeResult): AxeRuleResult => ({
    id: rule.id,
    impact: rule.impact ?? null,
    description: rule.description,
    help: rule.help,
    helpUrl: rule.helpUrl,
    tags: rule.tags,
    nodes: rule.nodes.slice(0, options.maxNodes).map((node) => ({
      target: node.target.map((part) => (Array.isArray(part) ? part.join(' ') : String(part))).join(' '),
      html: node.html.slice(0, options.maxHtml),
      failureSummary: node.failureSummary ?? null,
    })),
  });
  return {
    violations: results.violations.map(summarise),
    incomplete: results.incomplete.map(summarise),
    passes: results.passes.length,
    inapplicable: results.inapplicable.length,
  };
}
