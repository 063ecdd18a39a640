import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The page's query parameters, and a setter that changes the named ones (null removes one) and keeps
 * the others. It replaces the history entry: a page's own state in the address (a tab, an open
 * document) is kept across a reload and shareable, without each change becoming a Back step.
 */
export function useSearchParam(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, change];
}
