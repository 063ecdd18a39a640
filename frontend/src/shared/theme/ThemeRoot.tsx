import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes } from './theme';
import { useColorScheme } from './useColorScheme';

/** Light or dark tokens following `prefers-color-scheme`, plus the global stylesheet. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const scheme = useColorScheme();
  return (
    <ThemeProvider theme={themes[scheme]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
