import styled, { css } from 'styled-components';

/**
 * The short label above a page's title. `pill` (public pages) is tinted and may start with an icon;
 * `caps` (app pages, the printed report) is small accent capitals.
 */
export const Eyebrow = styled.p<{ $variant?: 'pill' | 'caps' }>`
  ${({ theme, $variant = 'pill' }) =>
    $variant === 'pill'
      ? css`
          display: inline-flex;
          align-items: center;
          gap: 0.5rem;
          padding-block: 0.3rem;
          padding-inline: 0.75rem;
          border-radius: ${theme.radius.pill};
          background: ${theme.color.primarySoft};
          color: ${theme.color.link};
          font-size: 0.875rem;
          font-weight: 600;
        `
      : css`
          justify-self: start;
          font-size: 0.8125rem;
          font-weight: 700;
          letter-spacing: 0.04em;
          text-transform: uppercase;

          /* Page headers mute their paragraphs; this one keeps the accent. */
          && {
            color: ${theme.color.accent};
          }
        `}
`;
