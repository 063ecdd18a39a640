import { expect } from 'chai';
import { ABANDON_AFTER_MS, buildFormReport, MAX_FORM_FIELDS, type FormEventRow } from './form-report.js';

const T0 = Date.parse('2026-12-01T10:00:00.000Z');
const NOW = new Date(T0 + 2 * 3600_000);

/** A form event `seconds` after T0; fields default to a valid, filled, optional text field. */
function ev(sessionId: string, seconds: number, action: FormEventRow['action'], name: string, extra: Partial<FormEventRow> = {}): FormEventRow {
  return {
    sessionId,
    path: '/signup',
    occurredAt: new Date(T0 + seconds * 1000),
    action,
    name,
    htmlType: action === 'submit' ? 'form' : 'text',
    hasValue: true,
    valid: true,
    required: false,
    ...extra,
  };
}

describe('analytics: form report', () => {
  it('counts started, submitted and abandoned visits per page, and which field each abandoned visit stopped on', () => {
    const events: FormEventRow[] = [
      // s1: fills name and email, submits.
      ev('s1', 0, 'input', 'name'),
      ev('s1', 5, 'change', 'name'),
      ev('s1', 6, 'input', 'email', { htmlType: 'email', required: true }),
      ev('s1', 9, 'change', 'email', { htmlType: 'email', required: true }),
      ev('s1', 10, 'submit', 'signup'),
      // s2: types a name, starts the email, leaves (two hours before NOW: abandoned on email).
      ev('s2', 0, 'input', 'name'),
      ev('s2', 3, 'change', 'name'),
      ev('s2', 4, 'input', 'email', { htmlType: 'email', required: true, hasValue: true }),
      // s3: touches the name a minute before NOW: still open, not abandoned.
      { ...ev('s3', 0, 'input', 'name'), occurredAt: new Date(NOW.getTime() - 60_000) },
    ];
    const [page] = buildFormReport(events, NOW);
    expect(page).to.include({ path: '/signup', started: 3, submitted: 1, abandoned: 1 });
    const email = page!.fields.find((f) => f.name === 'email')!;
    const name = page!.fields.find((f) => f.name === 'name')!;
    expect(email).to.deep.include({ htmlType: 'email', required: true, touched: 2, withValue: 2, abandoned: 1, failedVisits: 0, errors: [] });
    expect(name).to.deep.include({ htmlType: 'text', required: false, touched: 3, abandoned: 0 });
    // The form's own name (the submit event) is not a field.
    expect(page!.fields.map((f) => f.name)).to.not.include('signup');
  });

  it('abandons a visit only once its last event is ABANDON_AFTER_MS old', () => {
    const last = NOW.getTime() - ABANDON_AFTER_MS;
    const at = (ms: number, name: string): FormEventRow => ({ ...ev('s', 0, 'input', name), occurredAt: new Date(ms) });
    expect(buildFormReport([at(last, 'a')], NOW)[0]!.abandoned).to.equal(1);
    expect(buildFormReport([at(last + 1, 'a')], NOW)[0]!.abandoned).to.equal(0);
  });

  it('fails a field on `invalid` events and on invalid `change` events, never on the first keystroke', () => {
    const events: FormEventRow[] = [
      // The first keystroke of an e-mail address is invalid (typeMismatch): not a failure.
      ev('s1', 0, 'input', 'email', { htmlType: 'email', valid: false, error: 'typeMismatch' }),
      // Left the field still wrong: one failure.
      ev('s1', 4, 'change', 'email', { htmlType: 'email', valid: false, error: 'typeMismatch' }),
      // The browser refused the submission twice on the same visit: two more failure events, one failed visit.
      ev('s1', 6, 'invalid', 'email', { htmlType: 'email', valid: false, error: 'typeMismatch' }),
      ev('s1', 7, 'invalid', 'terms', { htmlType: 'checkbox', valid: false, required: true, hasValue: false, error: 'valueMissing' }),
      ev('s1', 20, 'invalid', 'terms', { htmlType: 'checkbox', valid: false, required: true, hasValue: false, error: 'valueMissing' }),
      ev('s1', 30, 'change', 'terms', { htmlType: 'checkbox', required: true }),
      ev('s1', 31, 'submit', 'signup'),
      // Another visit: a bad pattern, then fixed.
      ev('s2', 0, 'change', 'email', { htmlType: 'email', valid: false, error: 'patternMismatch' }),
      ev('s2', 5, 'change', 'email', { htmlType: 'email' }),
      ev('s2', 6, 'submit', 'signup'),
      // A third visit whose keystrokes were all invalid but which was never left or submitted wrong.
      ev('s3', 0, 'input', 'email', { htmlType: 'email', valid: false, error: 'typeMismatch' }),
      ev('s3', 5, 'change', 'email', { htmlType: 'email' }),
      ev('s3', 6, 'submit', 'signup'),
    ];
    const [page] = buildFormReport(events, NOW);
    const email = page!.fields.find((f) => f.name === 'email')!;
    const terms = page!.fields.find((f) => f.name === 'terms')!;
    expect(email.failedVisits).to.equal(2);
    expect(email.errors).to.deep.equal([
      { error: 'typeMismatch', count: 2 },
      { error: 'patternMismatch', count: 1 },
    ]);
    expect(terms).to.deep.include({ failedVisits: 1, required: true, errors: [{ error: 'valueMissing', count: 2 }] });
    expect(page).to.include({ started: 3, submitted: 3, abandoned: 0 });
    // Most failed visits first.
    expect(page!.fields.map((f) => f.name)).to.deep.equal(['email', 'terms']);
  });

  it('cuts visits at each submit: a second try of the same session is a visit of its own', () => {
    const events: FormEventRow[] = [
      ev('s1', 0, 'input', 'q'),
      ev('s1', 1, 'submit', 'search'),
      ev('s1', 60, 'input', 'q'),
      ev('s1', 61, 'submit', 'search'),
      ev('s1', 120, 'input', 'q'),
    ];
    const [page] = buildFormReport(events, NOW);
    expect(page).to.include({ started: 3, submitted: 2, abandoned: 1 });
    expect(page!.fields[0]).to.include({ name: 'q', touched: 3, abandoned: 1 });
  });

  it('keeps sessions and pages apart, whatever order the events come in', () => {
    const other = (e: FormEventRow): FormEventRow => ({ ...e, path: '/contact' });
    const events: FormEventRow[] = [
      other(ev('s1', 2, 'submit', 'contact')),
      ev('s1', 1, 'input', 'name'),
      other(ev('s1', 0, 'input', 'message', { htmlType: 'textarea' })),
      ev('s2', 0, 'input', 'name'),
      ev('s2', 1, 'submit', 'signup'),
      ev('s1', 3, 'submit', 'signup'),
    ];
    const report = buildFormReport(events, NOW);
    expect(report.map((p) => [p.path, p.started, p.submitted, p.abandoned])).to.deep.equal([
      ['/signup', 2, 2, 0],
      ['/contact', 1, 1, 0],
    ]);
  });

  it('reports value presence per touched visit, from the last event of the visit', () => {
    const events: FormEventRow[] = [
      ev('s1', 0, 'input', 'phone', { htmlType: 'tel' }),
      ev('s1', 2, 'change', 'phone', { htmlType: 'tel', hasValue: false }),
      ev('s1', 3, 'submit', 'f'),
      ev('s2', 0, 'change', 'phone', { htmlType: 'tel' }),
      ev('s2', 3, 'submit', 'f'),
    ];
    expect(buildFormReport(events, NOW)[0]!.fields[0]).to.include({ touched: 2, withValue: 1 });
  });

  it('never carries anything but names, types, flags and counts', () => {
    const report = buildFormReport([ev('s1', 0, 'input', 'email', { htmlType: 'email' }), ev('s1', 1, 'submit', 'f')], NOW);
    const keys = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) {
          keys.add(k);
          walk(v);
        }
    };
    walk(report);
    expect([...keys].sort()).to.deep.equal(
      ['abandoned', 'errors', 'failedVisits', 'fields', 'htmlType', 'name', 'path', 'required', 'started', 'submitted', 'touched', 'withValue'].sort(),
    );
  });

  it('ranks fields by failed visits, abandonments, touches, then name, and keeps at most MAX_FORM_FIELDS', () => {
    const events: FormEventRow[] = [];
    for (let i = 0; i < MAX_FORM_FIELDS + 5; i++) events.push(ev('s1', i, 'input', `f${String(i).padStart(3, '0')}`));
    events.push(ev('s2', 0, 'input', 'z-most-touched'), ev('s3', 0, 'input', 'z-most-touched'), ev('s3', 1, 'submit', 'f'), ev('s2', 1, 'submit', 'f'));
    events.push(ev('s4', 0, 'invalid', 'y-failed', { valid: false, error: 'valueMissing' }), ev('s4', 1, 'submit', 'f'));
    const fields = buildFormReport(events, NOW)[0]!.fields;
    expect(fields).to.have.length(MAX_FORM_FIELDS);
    // f054 is the last field s1 touched before leaving two hours ago: abandoned on it.
    expect(fields.slice(0, 4).map((f) => f.name)).to.deep.equal(['y-failed', 'f054', 'z-most-touched', 'f000']);
  });
});
