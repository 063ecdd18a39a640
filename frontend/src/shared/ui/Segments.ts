import styled, { css } from 'styled-components';

type Shape = 'pill' | 'rounded';

/**
 * For a label drawn as a choice (position: relative) over its own radio: the radio covers the label,
 * transparent, so clicks, keys and assistive technology reach the native control.
 */
export const radioUnderLabelStyle = css`
  & > input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

/**
 * A radio group drawn as a segmented control: each `Segment` is a label over a transparent native
 * radio, which keeps arrow-key navigation and form semantics. `pill` on public pages, `rounded` in the app.
 */
export const Segments = styled.div<{ $shape: Shape }>`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme, $shape }) => ($shape === 'pill' ? theme.radius.pill : theme.radius.md)};
  background: ${({ theme }) => theme.color.bgAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export const Segment = styled.label<{ $shape: Shape }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: 2.25rem;
  border-radius: ${({ theme, $shape }) => ($shape === 'pill' ? theme.radius.pill : theme.radius.sm)};
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;
  ${({ theme, $shape }) =>
    $shape === 'pill'
      ? css`
          padding-inline: 0.9rem;
        `
      : css`
          justify-content: center;
          min-inline-size: 2.75rem;
          padding-inline: 0.85rem;
          color: ${theme.color.text};

          &:hover {
            background: ${theme.color.surface};
          }
        `}

  ${radioUnderLabelStyle}

  &:has(input:checked) {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
