/**
 * The preview frame's runner, served as a plain script at /api/studio/preview/runner.js (studio README,
 * "Preview"). It is kept as text in a TypeScript module because the backend image ships only what tsc
 * compiles (deploy/backend.Dockerfile copies dist/), and it must reach the browser byte for byte: it is
 * the one script of the frame document, which is sandboxed without allow-same-origin, so it runs in an
 * opaque origin that can read nothing of StackLens's.
 *
 * Each render builds a fresh srcdoc iframe (sandbox="allow-scripts": yet another opaque origin, so the
 * template's script cannot reach this runner either) rather than rewriting this document: document.open()
 * would wipe the runner's own listeners, and the old template's timers and handlers die with its frame.
 * The new frame stays hidden until its document is parsed, then replaces the old one, so typing does
 * not flash an empty preview. The template's console calls and uncaught errors come back from the
 * child's first script; only messages whose source is the current child are forwarded to the page.
 */
export const PREVIEW_RUNNER_SCRIPT = String.raw`(function () {
  'use strict';
  var PREFIX = 'stacklens-preview:';
  var CHILD = 'stacklens-preview-child';
  var MAX_TEXT = 4000;
  var MAX_ENTRIES_PER_RENDER = 500;
  var meta = document.querySelector('meta[name="stacklens-parent-origin"]');
  var parentOrigin = meta ? meta.getAttribute('content') : '';
  var parentWindow = window.parent;
  var shown = null;
  var pending = null;

  function send(message) {
    // The page is the only ancestor frame-ancestors allows; naming its origin keeps the output from
    // reaching anything else if the frame were ever loaded elsewhere.
    if (parentWindow && parentWindow !== window && parentOrigin) parentWindow.postMessage(message, parentOrigin);
  }

  function clip(text) {
    return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) + '…' : text;
  }

  // A language tag (BCP 47 shape) or nothing: it goes into an attribute.
  var LANG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

  function escapeText(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }

  function escapeClosing(text, tag) {
    return text.replace(new RegExp('</(' + tag + ')', 'gi'), '<\\/$1');
  }

  // Chromium gives a frame the prefers-color-scheme of the browser, whatever its embedder's color-scheme:
  // the preview's theme is applied by rewriting the media feature in the template's CSS, markup and
  // matchMedia calls into a condition that always (or never) matches. Stylesheets it links to keep the browser's.
  var SCHEME_FEATURE = /\(\s*prefers-color-scheme\s*:\s*(light|dark)\s*\)/gi;
  function followScheme(text, scheme) {
    return text.replace(SCHEME_FEATURE, function (whole, asked) {
      return asked.toLowerCase() === scheme ? '(min-width: 0px)' : '(max-width: -1px)';
    });
  }

  function bootstrap(jsFirstLine, scheme) {
    return '(' + function (child, firstLine, chosen, feature) {
      var matchMedia = window.matchMedia.bind(window);
      window.matchMedia = function (query) {
        return matchMedia(String(query).replace(new RegExp(feature, 'gi'), function (whole, asked) {
          return asked.toLowerCase() === chosen ? '(min-width: 0px)' : '(max-width: -1px)';
        }));
      };
      var post = function (kind, level, text) {
        try {
          parent.postMessage({ channel: child, kind: kind, level: level, text: text }, '*');
        } catch (ignored) {
          // A message that cannot be posted is dropped; the template keeps running.
        }
      };
      var format = function (value) {
        if (typeof value === 'string') return value;
        if (value instanceof Error) return value.name + ': ' + value.message;
        if (typeof value === 'function') return 'function ' + (value.name || '(anonymous)') + '()';
        if (typeof value === 'undefined') return 'undefined';
        if (typeof value === 'symbol' || typeof value === 'bigint') return String(value);
        try {
          var json = JSON.stringify(value);
          return json === undefined ? String(value) : json;
        } catch (circular) {
          return String(value);
        }
      };
      var devtools = console.error.bind(console);
      ['log', 'info', 'warn', 'error'].forEach(function (level) {
        var original = console[level];
        console[level] = function () {
          var parts = [];
          for (var i = 0; i < arguments.length; i += 1) parts.push(format(arguments[i]));
          post('console', level, parts.join(' '));
          return original.apply(console, arguments);
        };
      });
      // An uncaught error is reported once, as the page's console shows it: handled here (so the browser does
      // not report it a second time as an error of the page), and logged to the frame's own console for devtools.
      window.addEventListener('error', function (event) {
        var where = event.lineno && event.lineno >= firstLine ? ' (line ' + (event.lineno - firstLine + 1) + ')' : '';
        var text = 'Uncaught ' + (event.error instanceof Error ? format(event.error) : event.message) + where;
        event.preventDefault();
        devtools(text);
        post('console', 'error', text);
      });
      window.addEventListener('unhandledrejection', function (event) {
        var text = 'Uncaught (in promise) ' + format(event.reason);
        event.preventDefault();
        devtools(text);
        post('console', 'error', text);
      });
      document.addEventListener('DOMContentLoaded', function () {
        post('parsed');
      });
    }.toString() + ')(' + JSON.stringify(CHILD) + ', ' + jsFirstLine + ', ' + JSON.stringify(scheme) + ', ' + JSON.stringify(SCHEME_FEATURE.source) + ');';
  }

  function buildDocument(message) {
    var scheme = message.theme === 'dark' ? 'dark' : 'light';
    var head =
      '<!doctype html>\n<html' + (typeof message.lang === 'string' && LANG.test(message.lang) ? ' lang="' + message.lang + '"' : '') +
      ' dir="' + (message.dir === 'rtl' ? 'rtl' : 'ltr') + '" data-theme="' + scheme + '" style="color-scheme: ' + scheme + '">\n' +
      '<head>\n<meta charset="utf-8">\n<meta name="color-scheme" content="' + scheme + '">\n' +
      '<title>' + escapeText(typeof message.title === 'string' && message.title ? message.title : 'Preview') + '</title>\n' +
      '<style>:where(html){background:Canvas;color:CanvasText}</style>\n' +
      '<style>\n' + escapeClosing(followScheme(message.css, scheme), 'style') + '\n</style>\n' +
      '</head>\n<body>\n' + followScheme(message.html, scheme) + '\n';
    // Error lines are counted from the template's script: its first line comes after the bootstrap's.
    var before = head + '<script>' + bootstrap(0, scheme) + '</script>\n<script>\n';
    var jsFirstLine = before.split('\n').length;
    return head +
      '<script>' + bootstrap(jsFirstLine, scheme) + '</script>\n' +
      '<script>\n' + escapeClosing(message.js, 'script') + '\n</script>\n</body>\n</html>\n';
  }

  function valid(data) {
    return data && typeof data === 'object' && data.type === PREFIX + 'render' && typeof data.seq === 'number' &&
      typeof data.html === 'string' && typeof data.css === 'string' && typeof data.js === 'string' &&
      (data.theme === 'light' || data.theme === 'dark') && (data.dir === 'ltr' || data.dir === 'rtl');
  }

  function finish(entry) {
    if (entry.done || entry !== pending) return;
    entry.done = true;
    entry.frame.removeAttribute('data-pending');
    if (shown && shown.frame.parentNode) shown.frame.parentNode.removeChild(shown.frame);
    shown = entry;
    pending = null;
    send({ type: PREFIX + 'rendered', seq: entry.seq });
  }

  function render(message) {
    if (pending && pending.frame.parentNode) pending.frame.parentNode.removeChild(pending.frame);
    var scheme = message.theme === 'dark' ? 'dark' : 'light';
    document.documentElement.style.colorScheme = scheme;
    var frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('title', 'Template');
    frame.setAttribute('data-pending', '');
    frame.style.colorScheme = scheme;
    var entry = { frame: frame, seq: message.seq, done: false, entries: 0 };
    pending = entry;
    frame.addEventListener('load', function () {
      finish(entry);
    });
    frame.srcdoc = buildDocument(message);
    document.body.appendChild(frame);
  }

  function fromChild(event) {
    var data = event.data;
    if (!data || data.channel !== CHILD) return;
    var entry = pending && event.source === pending.frame.contentWindow ? pending : shown && event.source === shown.frame.contentWindow ? shown : null;
    if (!entry) return;
    if (data.kind === 'parsed') {
      finish(entry);
      return;
    }
    if (data.kind !== 'console' || typeof data.text !== 'string') return;
    var level = data.level === 'info' || data.level === 'warn' || data.level === 'error' ? data.level : 'log';
    // A template that logs in a loop would otherwise flood the page with messages.
    entry.entries += 1;
    if (entry.entries > MAX_ENTRIES_PER_RENDER) return;
    send({ type: PREFIX + 'console', seq: entry.seq, level: level, text: clip(data.text) });
  }

  window.addEventListener('message', function (event) {
    if (event.source === parentWindow && event.origin === parentOrigin) {
      if (valid(event.data)) render(event.data);
      return;
    }
    fromChild(event);
  });
  send({ type: PREFIX + 'ready' });
})();
`;
