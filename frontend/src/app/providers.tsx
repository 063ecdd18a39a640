import type { ReactNode } from 'react';
import { ThemeRoot } from '../shared/theme/ThemeRoot';

/** App-wide context that does not depend on the route (theme today; the store joins it later). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ThemeRoot>{children}</ThemeRoot>;
}
