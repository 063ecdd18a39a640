import { useEffect } from 'react';

/**
 * Sets the tab's title while the page is shown. A page kept mounted while hidden (the home page,
 * frontend/src/app/routes/KeepAliveHome.tsx) passes `shown`, so it takes the title back when it is
 * shown again and leaves the visible page's title alone while hidden.
 */
export function useDocumentTitle(title: string, shown = true): void {
  useEffect(() => {
    if (shown) document.title = title;
  }, [title, shown]);
}
