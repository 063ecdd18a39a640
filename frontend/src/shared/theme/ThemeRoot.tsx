import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes, type ThemeName } from './theme';
import { useColorScheme } from './useColorScheme';

/**
 * The chosen theme's tokens plus the global stylesheet. Without a choice (`null`) the OS colour
 * scheme decides, live.
 */
export function ThemeRoot({ theme, children }: { theme: ThemeName | null; children: ReactNode }) {
  const scheme = useColorScheme();
  return (
    <ThemeProvider theme={themes[theme ?? scheme]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
