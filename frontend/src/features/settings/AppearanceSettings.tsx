import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toHref, switchLocation } from '../../app/locale-path';
import { LOCALES, matchLocale } from '../../app/locales';
import { languageChosen } from '../../app/preference-choices';
import { selectTheme, themeChosen, themeFollowsDevice } from '../../app/preferences.slice';
import { shellMessages } from '../../app/shell/shell.messages';
import { THEME_NAMES, themes, type ThemeName } from '../../shared/theme/theme';
import { settingsMessages as m } from './settings.messages';

const Group = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-block-end: 0.5rem;
    font-weight: 600;
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: 0.5rem;
`;

const Option = styled.label`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.primary};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  span {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }

  input {
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/** A miniature of the theme: background, surface and primary colour. */
const Swatch = styled.i<{ $bg: string; $surface: string; $primary: string }>`
  display: block;
  block-size: 2.25rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: linear-gradient(135deg, ${({ $bg }) => $bg} 0 50%, ${({ $surface }) => $surface} 50% 80%, ${({ $primary }) => $primary} 80%);
`;

const Languages = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const LanguageButton = styled.button`
  min-block-size: 2.75rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    font-weight: 600;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

const THEME_LABELS = { light: shellMessages.themeLight, dark: shellMessages.themeDark, greenAmbiance: shellMessages.themeGreenAmbiance } as const;

/** App theme (or the device's) and the interface language. */
export function AppearanceSettings() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const chosen = useAppSelector(selectTheme);
  const current = matchLocale(intl.locale) ?? 'en';

  const choose = (name: ThemeName | null) => dispatch(name ? themeChosen(name) : themeFollowsDevice());

  return (
    <>
      <Group>
        <legend>{intl.formatMessage(m.themeLegend)}</legend>
        <Options>
          <Option>
            <Swatch $bg={themes.light.color.bg} $surface={themes.dark.color.bg} $primary={themes.light.color.primary} aria-hidden="true" />
            <span>
              <input type="radio" name="app-theme" value="system" checked={chosen === null} onChange={() => choose(null)} data-testid="settings-theme-system" />
              {intl.formatMessage(m.themeSystem)}
            </span>
          </Option>
          {THEME_NAMES.map((name) => (
            <Option key={name}>
              <Swatch $bg={themes[name].color.bg} $surface={themes[name].color.surface} $primary={themes[name].color.primary} aria-hidden="true" />
              <span>
                <input type="radio" name="app-theme" value={name} checked={chosen === name} onChange={() => choose(name)} data-testid={`settings-theme-${name}`} />
                {intl.formatMessage(THEME_LABELS[name])}
              </span>
            </Option>
          ))}
        </Options>
        <Hint>{intl.formatMessage(m.themeHint)}</Hint>
      </Group>
      <Group>
        <legend>{intl.formatMessage(m.languageLegend)}</legend>
        <Languages>
          {LOCALES.map(({ code, nativeName }) => (
            <LanguageButton
              key={code}
              type="button"
              lang={code}
              aria-pressed={code === current}
              data-testid={`settings-language-${code}`}
              onClick={() => {
                if (code === current) return;
                dispatch(languageChosen(code));
                void navigate(toHref(switchLocation(location, code)));
              }}
            >
              {nativeName}
            </LanguageButton>
          ))}
        </Languages>
        <Hint>{intl.formatMessage(m.languageHint)}</Hint>
      </Group>
    </>
  );
}
