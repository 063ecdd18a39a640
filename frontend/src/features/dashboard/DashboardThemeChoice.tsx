import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { DASHBOARD_THEME_NAMES, dashboardTokens, type DashboardThemeName, type DashboardTokens } from '../../shared/theme/theme';
import { radioUnderLabelStyle } from '../../shared/ui/Segments';
import { dashboardMessages as m, dashboardThemeMessages } from './dashboard.messages';
import { Fieldset } from './dashboard.styles';

const Themes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr));
  gap: 0.75rem;
`;

const ThemeOption = styled.label`
  position: relative;
  display: grid;
  gap: 0.4rem;
  padding: 0.5rem;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  font-size: 0.9375rem;
  cursor: pointer;

  ${radioUnderLabelStyle}

  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** A miniature tool card in the theme's tokens, so each option shows what it does. */
const Swatch = styled.span<{ $t: DashboardTokens }>`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: 0.35rem 0.5rem;
  padding: 0.6rem 0.55rem 0.5rem;
  overflow: hidden;
  border: 1px solid ${({ $t }) => $t.cardBorder};
  border-radius: ${({ $t }) => $t.radius};
  background: ${({ $t }) => $t.cardBg};
  box-shadow: ${({ $t }) => $t.shadow};
  /* The radio under it takes the clicks. */
  pointer-events: none;

  &::before {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    block-size: 3px;
    background: ${({ $t }) => $t.accentBar};
  }

  & > [data-part='icon'] {
    grid-row: span 2;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    border-radius: 0.3rem;
    background: ${({ $t }) => $t.iconBg};
    border: 1px solid ${({ $t }) => $t.cardBorder};
  }

  & > [data-part='title'],
  & > [data-part='text'] {
    display: block;
    block-size: 0.4rem;
    border-radius: 999px;
  }

  & > [data-part='title'] {
    inline-size: 80%;
    background: ${({ $t }) => $t.cardText};
  }

  & > [data-part='text'] {
    inline-size: 55%;
    background: ${({ $t }) => $t.cardMuted};
  }
`;

interface DashboardThemeChoiceProps {
  /** The radio group's name, unique on the page. */
  name: string;
  value: DashboardThemeName;
  onChange: (theme: DashboardThemeName) => void;
}

/** The dashboard themes as radios, each drawn as a miniature tool card in its own tokens. */
export function DashboardThemeChoice({ name, value, onChange }: DashboardThemeChoiceProps) {
  const t = useIntl().formatMessage;
  const appTheme = useTheme();

  return (
    <Fieldset>
      <legend>{t(m.themeLegend)}</legend>
      <Themes>
        {DASHBOARD_THEME_NAMES.map((theme) => (
          <ThemeOption key={theme}>
            <input
              type="radio"
              name={name}
              value={theme}
              checked={value === theme}
              onChange={() => onChange(theme)}
              data-testid={`dashboard-theme-${theme}`}
            />
            <Swatch $t={dashboardTokens(appTheme, theme)} aria-hidden="true">
              <span data-part="icon" />
              <span data-part="title" />
              <span data-part="text" />
            </Swatch>
            {t(dashboardThemeMessages[theme])}
          </ThemeOption>
        ))}
      </Themes>
    </Fieldset>
  );
}
