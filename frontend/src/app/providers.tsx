import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { startSelfTracking } from '../features/analytics';
import { ThemeRoot } from '../shared/theme/ThemeRoot';
import { useAppSelector } from './hooks';
import { selectTheme } from './preferences.slice';
import { createAppStore } from './store';

function ChosenTheme({ children }: { children: ReactNode }) {
  const theme = useAppSelector(selectTheme);
  return <ThemeRoot theme={theme}>{children}</ThemeRoot>;
}

/** App-wide context that does not depend on the route: the store and the theme. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One store per mounted app, created lazily so tests can mount App without a module-level side effect.
  const [store] = useState(createAppStore);
  // StackLens's own analytics snippet, once the visitor accepts analytics cookies (docs/product.md §14.5).
  useEffect(() => startSelfTracking(store), [store]);
  return (
    <Provider store={store}>
      <ChosenTheme>{children}</ChosenTheme>
    </Provider>
  );
}
