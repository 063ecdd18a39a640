import { useSyncExternalStore } from 'react';
import type { ColorScheme } from './theme';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function getSnapshot(): ColorScheme {
  return window.matchMedia(QUERY).matches ? 'dark' : 'light';
}

/** The operating system's colour scheme, live: switching the OS theme re-renders without a reload. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'light');
}
