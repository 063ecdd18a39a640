/**
 * The StackLens tracking snippet, run in visitors' browsers: `<script defer src="https://TRACKER/s.js" data-site="ID">`.
 *
 * Constraints that shape this file:
 * - Size: the minified gzip -9 bundle must stay ≤ 2,560 bytes (build-snippet.spec.ts), so code favours
 *   short shared helpers over per-event ones. Event objects are typed against the tracker's schema.
 * - Privacy: no cookies, no storage writes, no identifiers; an input's value is never read (only whether
 *   there is one); the validation failure is sent as a ValidityState flag because Chromium's message
 *   quotes the typed text. DNT and GPC stop everything unless `data-respect-dnt="false"`. An optional
 *   `data-user` (the site's own id for a signed-in person) rides in each batch only so the tracker can
 *   apply the owner's `user` exclusions; the tracker drops it.
 * - The host page must never see an error from here: every callback runs inside `guard`.
 */
import { MAX_EVENTS_PER_BATCH, MAX_USER_ID_LENGTH, TRACKING_ENDPOINT_PATH } from '../../../domain/tracking-endpoint.js';
import type { ClickEvent, ElementGroup, FormEvent, TrackingBatch, TrackingEvent, ValidityError } from '../../../domain/tracking-event.js';

type Fn = (...args: never[]) => unknown;

const guard =
  <F extends Fn>(fn: F) =>
  (...args: Parameters<F>): void => {
    try {
      fn(...args);
    } catch {
      // The snippet fails silently: the host page is not ours to break.
    }
  };

/**
 * Element-type groups as `group selector;…`: the first selector the click target or an ancestor matches
 * wins, so specific fields come before `input`, and links and buttons before the containers around them.
 */
const GROUPS = (
  'email [type=email];password [type=password];search [type=search];checkbox [type=checkbox],[role=checkbox],[role=switch];' +
  'radio [type=radio],[role=radio];textarea textarea;control [type=range],[type=color],[type=file],[role=slider],video,audio;' +
  'button [type=button],[type=submit],[type=reset];input input,select;tab [role=tab];pagination [class*=paginat];' +
  'chip [class*=chip],[class*=badge];navigation nav a,[role=menuitem];link a;button button,[role=button],summary;' +
  'icon svg,i,[class*=icon];image img,canvas;heading h1,h2,h3,h4,h5,h6;dialog dialog,[role=dialog];form label,form;table table;' +
  'card [class*=card],article;list li,ul,ol,dl;navigation nav,[role=navigation]'
)
  .split(';')
  .map((rule) => rule.split(/ (.*)/) as [ElementGroup, string]);

const script = document.currentScript as HTMLScriptElement | null;
const site = script?.dataset.site;
const nav = navigator as Navigator & { globalPrivacyControl?: boolean };

const declined = script?.dataset.respectDnt !== 'false' && (nav.doNotTrack === '1' || nav.globalPrivacyControl === true);

if (script && site && !declined) guard(start)(script, site);

function start(script: HTMLScriptElement, site: string): void {
  const endpoint = new URL(script.src).origin + TRACKING_ENDPOINT_PATH;
  // The site's id for the signed-in person, only for the owner's `user` exclusions (the tracker drops it).
  const user = script.dataset.user?.slice(0, MAX_USER_ID_LENGTH);
  const on = (target: EventTarget, type: string, fn: (event: never) => void, capture?: boolean) => target.addEventListener(type, guard(fn) as EventListener, capture);
  const now = () => Date.now();
  const doc = document.documentElement;
  const cut = (value: string | null | undefined, max: number) => (value ?? '').trim().replace(/\s+/g, ' ').slice(0, max);
  const round = (value: number) => Math.round(Math.min(1, Math.max(0, value || 0)) * 1e4) / 1e4;
  const depthNow = () => Math.min(100, Math.round(((scrollY + innerHeight) / doc.scrollHeight) * 100));

  const queue: TrackingEvent[] = [];
  const pending: ClickEvent[] = [];
  let changes = 0;
  let errors = 0;
  let page = '';
  let maxDepth = 0;
  let mark = now();
  let visibleSince = document.hidden ? 0 : mark;
  let active = 0;

  type Base = { url: string; ts: number };
  const base = (): Base => ({ url: location.href.slice(0, 2048), ts: now() });
  // Every event passes here, and the opt-out flag (set when a visitor withdraws consent) is read for each,
  // so it also stops a page that is already open. Where storage is off limits (a sandboxed frame) reading
  // it throws inside the caller's guard and nothing is recorded, the cautious outcome.
  const add = (event: TrackingEvent) => localStorage.getItem('stacklens_optout') === '1' || queue.push(event);

  /** `final` when the page goes away: clicks still waiting for their dead-click verdict go as not dead. */
  const send = (final?: boolean) => {
    if (final) pending.splice(0).map(add);
    while (queue.length) {
      const batch: TrackingBatch = { site, user, events: queue.splice(0, MAX_EVENTS_PER_BATCH) };
      const body = JSON.stringify(batch);
      // The fallback is a plain CORS request: a string body goes as text/plain (no preflight) and the tracker
      // answers `Access-Control-Allow-Origin: *`.
      if (!nav.sendBeacon?.(endpoint, body)) fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => 0);
    }
  };

  /** Closes the current stretch of time on the page: active only counts while the page is visible. */
  const leave = () => {
    const t = now();
    if (visibleSince) active += t - visibleSince;
    // pagehide and visibilitychange both end a page; the second one's stretch of a few ms is not worth a request.
    if (t - mark > 99) add({ type: 'engagement', ...base(), activeMs: active, totalMs: t - mark, scrollDepth: maxDepth });
    visibleSince = document.hidden ? 0 : t;
    mark = t;
    active = 0;
  };

  const pageview = () => {
    const address = location.pathname + location.search;
    changes++;
    if (address === page) return;
    if (page) leave();
    const params = new URLSearchParams(location.search);
    const utm: Record<string, string> = {};
    for (const key of ['source', 'medium', 'campaign', 'term', 'content']) {
      const value = params.get('utm_' + key);
      if (value) utm[key] = value.slice(0, 256);
    }
    const width = innerWidth;
    add({
      type: 'pageview',
      ...base(),
      referrer: (page ? location.origin + page : document.referrer).slice(0, 2048),
      utm,
      screen: width < 576 ? 'mobile' : width < 992 ? 'tablet' : width < 1440 ? 'laptop' : 'desktop',
      language: cut(nav.language, 35),
      title: cut(document.title, 300),
    });
    page = address;
    maxDepth = depthNow();
  };

  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      guard(pageview)();
      return result;
    };
  }
  on(window, 'popstate', pageview);
  pageview();

  new MutationObserver(() => changes++).observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });

  /** Recent clicks as [time, pageX, pageY, event], for rage clicks: 3 within 1 s inside 30 px. */
  let recent: [number, number, number, ClickEvent][] = [];
  // Capture on window runs before the page's own handlers, so the change count is taken before they react.
  on(window, 'click', (event: MouseEvent) => {
    const target = event.target as Element;
    const [group, selector] = GROUPS.find(([, selector]) => target.closest(selector)) ?? ['other', '*'];
    const element = target.closest(selector) ?? target;
    const box = element.getBoundingClientRect();
    // Text typed into a field or an editable region is a value: such elements give only their label.
    const masked = element.matches('input,select,textarea,option') || (element as HTMLElement).isContentEditable || !!element.querySelector('[contenteditable]');
    const x = event.pageX;
    const y = event.pageY;
    const t = now();
    const click: ClickEvent = {
      type: 'click',
      ...base(),
      group,
      text: cut(masked ? element.getAttribute('aria-label') ?? element.getAttribute('placeholder') : element.textContent || element.getAttribute('aria-label') || element.getAttribute('alt'), 100),
      selector: path(element),
      pageX: round(x / doc.scrollWidth),
      pageY: round(y / doc.scrollHeight),
      elementX: round((event.clientX - box.left) / box.width),
      elementY: round((event.clientY - box.top) / box.height),
      viewportWidth: innerWidth,
      rage: false,
      dead: false,
    };
    recent = recent.filter(([rt, rx, ry]) => t - rt < 1000 && Math.hypot(rx - x, ry - y) <= 30);
    recent.push([t, x, y, click]);
    if (recent.length > 2) for (const r of recent) r[3].rage = true;
    pending.push(click);
    const seen = changes;
    setTimeout(
      guard(() => {
        const index = pending.indexOf(click);
        if (index < 0) return;
        pending.splice(index, 1);
        // Focusing a field or ticking a box changes no DOM yet is a response, so fields are never dead.
        click.dead = !masked && element.localName !== 'label' && changes === seen;
        add(click);
      }),
      2500,
    );
  }, true);

  // A gesture ends after a second without scrolling; its distance runs from where the previous one ended.
  let settle = 0;
  let lastY = scrollY;
  let from = 0;
  let to = 0;
  on(window, 'scroll', () => {
    to = now();
    from ||= to;
    maxDepth = Math.max(maxDepth, depthNow());
    clearTimeout(settle);
    settle = setTimeout(
      guard(() => {
        add({ type: 'scroll', ...base(), depth: depthNow(), distance: Math.round(scrollY - lastY), ms: to - from });
        lastY = scrollY;
        from = 0;
      }),
      1000,
    );
  });

  const started = new WeakSet<Element>();
  const field = (event: Event) => {
    const element = event.target as HTMLInputElement | HTMLFormElement;
    const action = event.type as FormEvent['action'];
    if (action === 'input') {
      if (started.has(element)) return;
      started.add(element);
    }
    const form = action === 'submit';
    const input = element as HTMLInputElement;
    const validity = input.validity;
    if (!form && !validity) return;
    add({
      type: 'form',
      ...base(),
      action,
      name: cut(element.getAttribute('name') || element.id, 100),
      htmlType: form ? 'form' : cut(input.type, 32),
      // Only whether there is a value: the value itself is never copied anywhere.
      hasValue: form || (/^(checkbox|radio)$/.test(input.type) ? input.checked : !!input.value),
      // :invalid, not checkValidity(), which would fire `invalid` events at the host page's handlers.
      valid: !element.matches(':invalid'),
      required: !!input.required,
      error: failed(validity),
    });
  };
  for (const type of ['input', 'change', 'invalid', 'submit']) on(document, type, field, true);

  const error = (message: unknown, source = '', line = 0, col = 0) => {
    if (errors++ < 20) add({ type: 'error', ...base(), message: cut(String(message), 500), source: source.slice(0, 2048), line, col });
  };
  on(window, 'error', (event: ErrorEvent) => error(event.message, event.filename, event.lineno, event.colno));
  on(window, 'unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason = event.reason as { message?: unknown } | undefined;
    error(reason?.message ?? reason);
  });

  on(document, 'visibilitychange', () => {
    if (document.hidden) {
      leave();
      send(true);
    } else visibleSince = now();
  });
  on(window, 'pagehide', () => {
    if (!document.hidden) leave();
    send(true);
  });
  setInterval(guard(send), 5000);
}

/** A short CSS path: up to five steps, stopping at the nearest id. */
function path(element: Element | null): string {
  const steps: string[] = [];
  for (; element && steps.length < 5; element = element.parentElement) {
    const tag = element.localName;
    if (element.id) {
      steps.unshift(`${tag}#${CSS.escape(element.id)}`);
      break;
    }
    let index = 1;
    for (let sibling = element.previousElementSibling; sibling; sibling = sibling.previousElementSibling) if (sibling.localName === tag) index++;
    steps.unshift(index > 1 ? `${tag}:nth-of-type(${index})` : tag);
  }
  return steps.join('>').slice(0, 256);
}

/** The first ValidityState flag that is set (its attributes enumerate in spec order, `valid` last). */
function failed(validity: ValidityState | undefined): ValidityError | undefined {
  for (const flag in validity) if (flag !== 'valid' && validity[flag as ValidityError]) return flag as ValidityError;
}
