import { membersOf } from '../../../shared/index.js';
import type { ElementGroup } from '../contract.js';

// The HTTP contract states the union for the dashboard; this list is checked against it.
export type { ElementGroup };

/**
 * docs/product.md §5.9: the element-type groups an interaction is filed under. Ids are short because the snippet sends
 * them on every click and its size budget is tight. The order is append-only: a compact wire format may
 * send the index instead of the id, so never reorder or remove an entry; new groups go at the end.
 */
export const ELEMENT_GROUPS = membersOf<ElementGroup>()([
  'button',
  'link',
  'input',
  'email',
  'password',
  'search',
  'checkbox',
  'radio',
  'textarea',
  'image',
  'navigation',
  'icon',
  'list',
  'card',
  'tab',
  'control',
  'chip',
  'dialog',
  'heading',
  'form',
  'table',
  'pagination',
  'other',
]);

const GROUP_SET: ReadonlySet<string> = new Set(ELEMENT_GROUPS);

export function isElementGroup(value: unknown): value is ElementGroup {
  return typeof value === 'string' && GROUP_SET.has(value);
}

/** Anything the tracker receives that is not a known group is counted as 'other' rather than dropped. */
export function toElementGroup(value: unknown): ElementGroup {
  return isElementGroup(value) ? value : 'other';
}

/** Wire index → group, for a snippet that sends indexes; out of range means 'other'. */
export function elementGroupAt(index: number): ElementGroup {
  return (Number.isInteger(index) && ELEMENT_GROUPS[index]) || 'other';
}
