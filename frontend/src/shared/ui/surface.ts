import styled, { css } from 'styled-components';

/** A bordered panel of the page; features add their own heading rhythm or print rules. */
export const cardStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  align-content: start;
  min-inline-size: 0;
  padding-block: 1.25rem;
  padding-inline: clamp(1rem, 3vw, 1.5rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    font-size: 1.25rem;
  }

  h3 {
    font-size: 1.0625rem;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

/** Inline code: isolated and left to right whatever the page's language. */
export const Code = styled.code`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
  padding-inline: 0.3rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875em;
`;

/** A compact secondary button; its border and text colour are the feature's (a tone, a pressed state). */
export const smallButtonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-block-size: 2.25rem;
  padding-inline: 0.8rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.bgAlt};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A rounded label (a status, a score band); its border, colour and block padding are the caller's. */
export const pillStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding-inline: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8125rem;
  font-weight: 700;
  white-space: nowrap;
`;

/** A dot in the pill's colour before its text. */
export const pillDotStyle = css`
  &::before {
    content: '';
    inline-size: 0.5rem;
    block-size: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** A definition list read as label / value rows; the column widths and spacing are the caller's. */
export const factsStyle = css`
  display: grid;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }

  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

/** A borderless icon button, muted until hovered; its size and placement are the caller's. */
export const quietButtonStyle = css`
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bgAlt};
    color: ${({ theme }) => theme.color.text};
  }
`;
