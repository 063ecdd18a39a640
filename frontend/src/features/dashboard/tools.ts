import type { MessageDescriptor } from 'react-intl';
import { PLAN_FEATURES } from '../../../../src/shared/billing/index.js';
import type { IconName } from '../../shared/ui/Icon';
import { toolMessages as m } from './dashboard.messages';
import { withPlanBadges } from './tool-plans';

export const TOOL_CATEGORIES = ['design', 'development', 'tests', 'analysis'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** A product name is shown as is in every language; other names are translated, with the product passed in. */
export type ToolName = { readonly brand: string } | { readonly message: MessageDescriptor; readonly product?: string };

export interface Tool {
  /** Matches the backend's catalogue (src/modules/identity/domain/user-preferences.ts TOOL_IDS). */
  readonly id: string;
  readonly name: ToolName;
  readonly description: MessageDescriptor;
  readonly category: ToolCategory;
  /** Carries the Premium badge: only Premium (or a trial) opens it, as the plans' feature table says. */
  readonly premium: boolean;
  /** Path after `/{lang}/`. */
  readonly path: string;
  readonly icon: IconName;
}

const STACKAUDIT = 'StackAudit';

/** The tools of docs/product.md §1, in the order the dashboard shows them; the badge comes from the plans' table. */
const TOOL_ENTRIES: readonly Omit<Tool, 'premium'>[] = [
  { id: 'stacklens-analytics', name: { brand: 'StackLens Analytics' }, description: m.analyticsDescription, category: 'analysis', path: 'stacklens-analytics', icon: 'analytics' },
  { id: 'stackql', name: { brand: 'StackQL' }, description: m.stackqlDescription, category: 'development', path: 'stackql', icon: 'server' },
  { id: 'database-designer', name: { message: m.databaseDesignerName }, description: m.databaseDesignerDescription, category: 'design', path: 'database-designer', icon: 'database' },
  { id: 'audit-content', name: { message: m.auditContentName, product: STACKAUDIT }, description: m.auditContentDescription, category: 'tests', path: 'stack-audit/content', icon: 'document' },
  { id: 'audit-website', name: { message: m.auditWebsiteName, product: STACKAUDIT }, description: m.auditWebsiteDescription, category: 'tests', path: 'stack-audit/website', icon: 'browser' },
  { id: 'audit-security', name: { message: m.auditSecurityName, product: STACKAUDIT }, description: m.auditSecurityDescription, category: 'tests', path: 'stack-audit/security', icon: 'shield' },
  { id: 'audit-semantic', name: { message: m.auditSemanticName, product: STACKAUDIT }, description: m.auditSemanticDescription, category: 'tests', path: 'stack-audit/semantic', icon: 'code' },
  { id: 'audit-performance', name: { message: m.auditPerformanceName, product: STACKAUDIT }, description: m.auditPerformanceDescription, category: 'tests', path: 'stack-audit/performance', icon: 'gauge' },
  { id: 'audit-user-engagement', name: { message: m.auditEngagementName, product: STACKAUDIT }, description: m.auditEngagementDescription, category: 'tests', path: 'stack-audit/user-engagement', icon: 'pointer' },
  { id: 'audit-seo', name: { message: m.auditSeoName, product: STACKAUDIT }, description: m.auditSeoDescription, category: 'tests', path: 'seo-audit', icon: 'audit' },
  { id: 'studio', name: { message: m.studioName }, description: m.studioDescription, category: 'design', path: 'studio', icon: 'components' },
  { id: 'css-playground', name: { message: m.cssPlaygroundName }, description: m.cssPlaygroundDescription, category: 'design', path: 'css-playground', icon: 'sparkle' },
  { id: 'snippets', name: { message: m.snippetsName }, description: m.snippetsDescription, category: 'design', path: 'snippets', icon: 'code' },
  { id: 'api-testing', name: { message: m.apiTestingName }, description: m.apiTestingDescription, category: 'development', path: 'api-testing', icon: 'workflow' },
  { id: 'responsive-testing', name: { message: m.responsiveTestingName }, description: m.responsiveTestingDescription, category: 'tests', path: 'responsive', icon: 'dashboard' },
  { id: 'robots', name: { message: m.robotsName }, description: m.robotsDescription, category: 'development', path: 'robots', icon: 'audit' },
];

export const DASHBOARD_TOOLS: readonly Tool[] = withPlanBadges(TOOL_ENTRIES, PLAN_FEATURES);

export const TOOL_IDS: readonly string[] = DASHBOARD_TOOLS.map((tool) => tool.id);

/** Anything that turns a descriptor into text: react-intl's `formatMessage`, or a test's stand-in. */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;

export function toolName(tool: Tool, t: Translate): string {
  if ('brand' in tool.name) return tool.name.brand;
  return t(tool.name.message, tool.name.product ? { product: tool.name.product } : undefined);
}

/** Case- and accent-insensitive, so "resume" finds "résumé" and "ANALYSE" finds "analyse". */
export function normalizeForSearch(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).trim();
}

/** Tools whose name or description (in the current language) contains every word of the query. */
export function matchesSearch(tool: Tool, query: string, t: Translate, locale: string): boolean {
  const words = normalizeForSearch(query, locale).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = normalizeForSearch(`${toolName(tool, t)} ${t(tool.description)}`, locale);
  return words.every((word) => haystack.includes(word));
}
