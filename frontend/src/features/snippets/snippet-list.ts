import type { MessageDescriptor } from 'react-intl';
import type { StudioComponent, StudioComponentType, StudioTemplateData } from '../../../../src/modules/studio/contract.js';
import { STUDIO_LIMITS } from '../../../../src/shared/studio/index.js';
import { componentTypeMessages } from './snippets.messages.js';

/**
 * Every type of the contract with its label. A Record, so a type added to the contract fails the
 * type-check here until it has a label (the contract is imported as types only).
 */
const TYPE_LABELS: Record<StudioComponentType, MessageDescriptor> = componentTypeMessages;
export const COMPONENT_TYPES = Object.keys(TYPE_LABELS) as StudioComponentType[];
export const typeLabel = (type: StudioComponentType): MessageDescriptor => TYPE_LABELS[type] ?? componentTypeMessages.custom;
export const isComponentType = (value: string | null): value is StudioComponentType => value !== null && Object.hasOwn(TYPE_LABELS, value);

export const SORTS = ['updated', 'name', 'type'] as const;
export type SnippetSort = (typeof SORTS)[number];
export const isSort = (value: string | null): value is SnippetSort => (SORTS as readonly (string | null)[]).includes(value);

/** The server's limits (src/shared/studio): characters of a name, templates a user may hold. */
export const MAX_NAME_LENGTH = STUDIO_LIMITS.maxNameLength;
export const MAX_TEMPLATES = STUDIO_LIMITS.maxTemplatesPerUser;

/** Case- and accent-insensitive, so "resume" finds "Résumé". */
export function normalize(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).trim();
}

export interface ListQuery {
  search: string;
  type: StudioComponentType | null;
  sort: SnippetSort;
}

/**
 * The templates the search (every word in the name) and the type filter leave, in the chosen order.
 * `label` turns a type into its name in the page's language, so "type" sorts as the reader sees it.
 */
export function selectSnippets(all: readonly StudioComponent[], query: ListQuery, locale: string, label: (type: StudioComponentType) => string): StudioComponent[] {
  const words = normalize(query.search, locale).split(/\s+/).filter(Boolean);
  const collator = new Intl.Collator(locale, {
    sensitivity: 'base',
    numeric: true,
  });
  const byName = (a: StudioComponent, b: StudioComponent) => collator.compare(a.templateName, b.templateName);
  const byUpdated = (a: StudioComponent, b: StudioComponent) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);
  const picked = all.filter((component) => {
    if (query.type && component.componentType !== query.type) return false;
    const name = normalize(component.templateName, locale);
    return words.every((word) => name.includes(word));
  });
  const order: Record<SnippetSort, (a: StudioComponent, b: StudioComponent) => number> = {
    updated: (a, b) => byUpdated(a, b) || byName(a, b),
    name: (a, b) => byName(a, b) || byUpdated(a, b),
    type: (a, b) => collator.compare(label(a.componentType), label(b.componentType)) || byName(a, b),
  };
  return picked.sort(order[query.sort]);
}

/**
 * A template's three parts as one text to paste into a page: the markup, then its style and script
 * elements. Empty parts are left out.
 */
export function combinedCode({ html, css, js }: Pick<StudioTemplateData, 'html' | 'css' | 'js'>): string {
  const parts: string[] = [];
  if (html.trim()) parts.push(html.trimEnd());
  if (css.trim()) parts.push(`<style>\n${css.trimEnd()}\n</style>`);
  if (js.trim()) parts.push(`<script>\n${js.trimEnd()}\n</script>`);
  return parts.length ? `${parts.join('\n\n')}\n` : '';
}

/**
 * The name of a duplicate, within the server's limit: the original name is shortened (by whole
 * characters, an ellipsis marking the cut) so that the translated "(copy)" suffix always fits.
 */
export function duplicateName(name: string, format: (name: string) => string): string {
  const full = format(name);
  if ([...full].length <= MAX_NAME_LENGTH) return full;
  const overflow = [...full].length - MAX_NAME_LENGTH + 1;
  const chars = [...name];
  return format(
    `${chars
      .slice(0, Math.max(1, chars.length - overflow))
      .join('')
      .trimEnd()}…`,
  );
}

/** Where a template is edited: CSS snippets in the CSS playground, everything else in the studio. */
export function editorPath(lang: string, component: Pick<StudioComponent, 'id' | 'componentType'>): string {
  const page = component.componentType === 'css' ? 'css-playground' : 'studio';
  return `/${lang}/${page}?id=${encodeURIComponent(component.id)}`;
}

export const viewPath = (lang: string, id: string): string => `/${lang}/snippetsView?id=${encodeURIComponent(id)}`;
