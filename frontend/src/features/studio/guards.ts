import { useEffect, useRef, useState } from 'react';

/**
 * While `dirty`, leaving loses work: a reload or another address asks through the browser's own
 * dialog, and a click on a link of the app (the side menu, the header) asks through `ask`, which
 * follows the link once the user agreed. The router here is declarative (ADR 0004), without a
 * navigation blocker, so links are caught before React Router's own click handler.
 */
export function useLeaveGuard(dirty: boolean, ask: (proceed: () => void) => void, go: (href: string) => void) {
  const latest = useRef({ ask, go });
  latest.current = { ask, go };

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.ask(() => latest.current.go(`${url.pathname}${url.search}${url.hash}`));
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}

/**
 * Ctrl/Cmd+S and Ctrl/Cmd+Enter anywhere on the page, editors included: caught before CodeMirror and
 * the browser (whose Ctrl+S would save the page as a file). Not while a dialog is open.
 */
export function useShortcuts(onSave: () => void, onRun: () => void) {
  const latest = useRef({ onSave, onRun });
  latest.current = { onSave, onRun };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (document.querySelector('dialog[open]')) return;
      if (event.key === 's' || event.key === 'S') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onSave();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onRun();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

/** Whether the media query matches, following changes (the editors' tabs below a width). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
