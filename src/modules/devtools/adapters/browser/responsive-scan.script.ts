/**
 * The scan run in the page at each size, as source text (the backend compiles without lib.dom, and
 * text keeps tsx's helpers out of the page). It returns plain data that summarizePageScan
 * (domain/responsive/responsive-findings.ts) checks and caps, since the page's realm is the site's.
 *
 * Overflow: when documentElement.scrollWidth passes the viewport (clientWidth, scrollbar excluded),
 * the culprits are the outermost elements whose box passes the right edge (or starts left of 0) and
 * that no ancestor clips (overflow-x other than visible); their descendants are not listed again.
 *
 * Tap targets (WCAG 2.2 §2.5.8, Target Size Minimum): links, buttons, inputs, selects, textareas,
 * summary, [role=button] and [onclick] elements that are rendered and smaller than `min` CSS px either
 * way, except a link inline in a sentence (inline display beside text of its parent: the criterion's
 * inline exception; every text link would be listed otherwise). The criterion's spacing exception is
 * not applied: a small target far from others is listed too, as one worth a look.
 */
export const RESPONSIVE_SCAN_SCRIPT = String.raw`(args) => {
  const doc = document.documentElement;
  const viewport = doc.clientWidth || window.innerWidth;
  const maxScan = args.maxScan;
  const listCap = args.listCap;
  const min = args.min;

  const cssEscape = (value) => (window.CSS && CSS.escape ? CSS.escape(value) : value.replace(/[^a-zA-Z0-9_-]/g, '\\$&'));
  // The shortest chain of tag.class (with :nth-of-type among look-alike siblings) that names the
  // element alone in the document, from the element up, stopping at a unique id or at body.
  const selectorOf = (element) => {
    let selector = '';
    let node = element;
    for (let depth = 0; node && node.nodeType === 1 && depth < 6; depth++) {
      const tag = node.tagName.toLowerCase();
      let part;
      if (node.id && document.querySelectorAll('#' + cssEscape(node.id)).length === 1) part = '#' + cssEscape(node.id);
      else if (tag === 'html' || tag === 'body') part = tag;
      else {
        const cls = typeof node.className === 'string' ? node.className.trim().split(/\s+/).filter(Boolean)[0] : '';
        part = tag + (cls ? '.' + cssEscape(cls) : '');
        const parent = node.parentElement;
        if (parent) {
          const sameTag = Array.prototype.filter.call(parent.children, (c) => c.tagName === node.tagName);
          const twins = sameTag.filter((c) => !cls || (typeof c.className === 'string' && c.className.trim().split(/\s+/)[0] === cls));
          if (twins.length > 1) part += ':nth-of-type(' + (sameTag.indexOf(node) + 1) + ')';
        }
      }
      selector = selector ? part + ' > ' + selector : part;
      if (part.startsWith('#') || tag === 'body' || tag === 'html') break;
      try {
        if (document.querySelectorAll(selector).length === 1) break;
      } catch (error) {
        break;
      }
      node = node.parentElement;
    }
    return selector.slice(0, 200);
  };
  const clipsX = (element) => {
    const value = getComputedStyle(element).overflowX;
    return value !== 'visible';
  };
  const overflows = (rect) => rect.width > 0 && (rect.right > viewport + 0.5 || rect.left < -0.5);

  const pageHeight = Math.ceil(Math.max(doc.scrollHeight, document.body ? document.body.scrollHeight : 0));
  const scrollWidth = Math.max(doc.scrollWidth, document.body ? document.body.scrollWidth : 0);

  const overflow = [];
  if (scrollWidth > viewport && document.body) {
    const all = document.body.getElementsByTagName('*');
    const culprits = new Set();
    const limit = Math.min(all.length, maxScan);
    for (let i = 0; i < limit; i++) {
      const element = all[i];
      const rect = element.getBoundingClientRect();
      if (!overflows(rect)) continue;
      let clipped = false;
      let outer = true;
      for (let a = element.parentElement; a && a !== document.body && a !== doc; a = a.parentElement) {
        if (culprits.has(a)) { outer = false; break; }
        if (clipsX(a)) { clipped = true; break; }
      }
      if (clipped || !outer) continue;
      const style = getComputedStyle(element);
      if (style.position === 'fixed' && rect.left >= viewport) continue;
      culprits.add(element);
      if (overflow.length < listCap) overflow.push({ selector: selectorOf(element), width: rect.width });
    }
  }

  const targets = [];
  const nodes = document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [onclick]');
  const limit = Math.min(nodes.length, maxScan);
  for (let i = 0; i < limit; i++) {
    const element = nodes[i];
    const rect = element.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    targets.push({ element, rect, style });
  }
  const small = (r) => r.width < min || r.height < min;
  const inSentence = (t) => {
    if (t.element.tagName !== 'A' || !t.style.display.startsWith('inline') || t.style.display === 'inline-block') return false;
    const parent = t.element.parentElement;
    if (!parent) return false;
    return Array.prototype.some.call(parent.childNodes, (n) => n.nodeType === 3 && n.textContent.trim().length > 0);
  };
  const tapTargets = [];
  for (const t of targets) {
    if (!small(t.rect) || inSentence(t)) continue;
    const label = (t.element.innerText || t.element.getAttribute('aria-label') || t.element.getAttribute('title') || t.element.value || '').toString();
    tapTargets.push({ selector: selectorOf(t.element), width: t.rect.width, height: t.rect.height, text: label.replace(/\s+/g, ' ').trim().slice(0, 60) });
    if (tapTargets.length >= listCap) break;
  }
  return { pageHeight, scrollWidth, overflow, tapTargets };
}`;
