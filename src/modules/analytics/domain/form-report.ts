import type { FormFieldReport, FormPageReport } from '../contract.js';
import { VALIDITY_ERRORS, type FormAction, type ValidityError } from './tracking-event.js';

export type { FormFieldReport, FormPageReport, FormsReport } from '../contract.js';

/**
 * The form report (analytics README, "Form report"): what the snippet's form events say about each
 * page's fields. The events carry a field's name, HTML type and flags (value present, valid, required,
 * the ValidityState flag that failed), never what was typed, so neither does anything built here.
 *
 * - A **form visit** is the form events one session sends from one page path, in time order, cut after
 *   each `submit`: the events up to a submit are a submitted visit; those after the last submit are an
 *   unfinished visit. A visit is **started** when a field in it was filled in or changed (`input` or
 *   `change`).
 * - A field **failed validation** in a visit when an `invalid` event named it (the browser refused a
 *   submission or a script asked for the check) or a `change` event, sent when the visitor leaves the
 *   field, found it invalid; `errors` counts those events by the constraint that failed. An `input`
 *   event is not a failure: the snippet sends one at the first keystroke, when an e-mail or a pattern
 *   field is still incomplete, and counting it would mark every such field as failing.
 * - An unfinished started visit is **abandoned** once its last event is ABANDON_AFTER_MS old (the
 *   session gap: the visitor cannot come back to it in the same session), and the field **abandoned**
 *   is its last field filled in or changed, the one the visitor left the form on.
 */
export interface FormEventRow {
  sessionId: string;
  path: string;
  occurredAt: Date;
  action: FormAction;
  name: string;
  htmlType: string;
  hasValue: boolean;
  valid: boolean;
  required: boolean;
  error?: ValidityError;
}

/** Half an hour without an event ends a session (domain/live-session.ts): a visit that old is over. */
export const ABANDON_AFTER_MS = 30 * 60_000;
export const MAX_FORM_PAGES = 50;
export const MAX_FORM_FIELDS = 50;

/** A field's figures over the visits read, before the report orders them (a store may sum them itself). */
export interface FormFieldTotals {
  name: string;
  htmlType: string;
  required: boolean;
  touched: number;
  withValue: number;
  failedVisits: number;
  errors: ReadonlyMap<ValidityError, number>;
  abandoned: number;
}

/** A page's figures over the visits read, every field it has, before the report ranks and cuts them. */
export interface FormPageTotals {
  path: string;
  started: number;
  submitted: number;
  abandoned: number;
  fields: readonly FormFieldTotals[];
}

interface FieldState extends FormFieldTotals {
  errors: Map<ValidityError, number>;
}

interface PageState {
  path: string;
  started: number;
  submitted: number;
  abandoned: number;
  fields: Map<string, FieldState>;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function fieldOf(page: PageState, name: string): FieldState {
  let field = page.fields.get(name);
  if (!field) {
    field = { name, htmlType: '', required: false, touched: 0, withValue: 0, failedVisits: 0, errors: new Map(), abandoned: 0 };
    page.fields.set(name, field);
  }
  return field;
}

/** One visit's events (a submit, if any, last) added to its page. */
function addVisit(page: PageState, events: readonly FormEventRow[], now: Date): void {
  const submitted = events.at(-1)?.action === 'submit';
  const fieldEvents = events.filter((event) => event.action !== 'submit');
  const touchedNames = new Set<string>();
  const failedNames = new Set<string>();
  const lastValue = new Map<string, boolean>();
  let lastTouched: string | null = null;
  for (const event of fieldEvents) {
    const field = fieldOf(page, event.name);
    if (event.htmlType) field.htmlType = event.htmlType;
    if (event.required) field.required = true;
    lastValue.set(event.name, event.hasValue);
    if (event.action === 'input' || event.action === 'change') {
      touchedNames.add(event.name);
      lastTouched = event.name;
    }
    if (event.action === 'invalid' || (event.action === 'change' && !event.valid)) {
      failedNames.add(event.name);
      const error = event.error ?? 'customError';
      field.errors.set(error, (field.errors.get(error) ?? 0) + 1);
    }
  }
  for (const name of touchedNames) {
    const field = fieldOf(page, name);
    field.touched += 1;
    if (lastValue.get(name)) field.withValue += 1;
  }
  for (const name of failedNames) fieldOf(page, name).failedVisits += 1;
  if (submitted) page.submitted += 1;
  if (touchedNames.size === 0) return;
  page.started += 1;
  if (submitted) return;
  const last = events.at(-1)!;
  if (now.getTime() - last.occurredAt.getTime() >= ABANDON_AFTER_MS && lastTouched !== null) {
    page.abandoned += 1;
    fieldOf(page, lastTouched).abandoned += 1;
  }
}

function fieldReport(field: FormFieldTotals): FormFieldReport {
  return {
    name: field.name,
    htmlType: field.htmlType,
    required: field.required,
    touched: field.touched,
    withValue: field.withValue,
    failedVisits: field.failedVisits,
    errors: [...field.errors]
      .map(([error, count]) => ({ error, count }))
      .sort((a, b) => b.count - a.count || VALIDITY_ERRORS.indexOf(a.error) - VALIDITY_ERRORS.indexOf(b.error)),
    abandoned: field.abandoned,
  };
}

/** The report of the events given (any order: they are folded in time order, equal times in the order given); ranked by rankFormPages. */
export function buildFormReport(events: readonly FormEventRow[], now: Date): FormPageReport[] {
  const visits = new Map<string, FormEventRow[]>();
  const ordered = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const pages = new Map<string, PageState>();
  const pageOf = (path: string) => {
    let page = pages.get(path);
    if (!page) {
      page = { path, started: 0, submitted: 0, abandoned: 0, fields: new Map() };
      pages.set(path, page);
    }
    return page;
  };
  for (const event of ordered) {
    // The path may hold the separator; the session id (the writer's uuid) never does.
    const key = `${event.sessionId}\u0000${event.path}`;
    const open = visits.get(key) ?? [];
    open.push(event);
    visits.set(key, open);
    if (event.action === 'submit') {
      addVisit(pageOf(event.path), open, now);
      visits.delete(key);
    }
  }
  for (const open of visits.values()) addVisit(pageOf(open[0]!.path), open, now);

  return rankFormPages([...pages.values()].map((page) => ({ ...page, fields: [...page.fields.values()] })));
}

/**
 * Pages by started visits, then submitted ones, then path; each page's fields by failed visits, then
 * abandonments, then touches, then name (texts in UTF-16 code-unit order), each list cut to its maximum.
 */
export function rankFormPages(pages: readonly FormPageTotals[]): FormPageReport[] {
  return pages
    .filter((page) => page.fields.length > 0 || page.submitted > 0)
    .sort((a, b) => b.started - a.started || b.submitted - a.submitted || compareText(a.path, b.path))
    .slice(0, MAX_FORM_PAGES)
    .map((page) => ({
      path: page.path,
      started: page.started,
      submitted: page.submitted,
      abandoned: page.abandoned,
      fields: [...page.fields]
        .sort((a, b) => b.failedVisits - a.failedVisits || b.abandoned - a.abandoned || b.touched - a.touched || compareText(a.name, b.name))
        .slice(0, MAX_FORM_FIELDS)
        .map(fieldReport),
    }));
}
