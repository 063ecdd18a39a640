import styled from 'styled-components';

/**
 * A list whose items each start with an icon (a check mark) in the accent colour, aligned with the
 * first line of text. `$divided` draws a rule above it, as under a card's heading; `$small` text suits a card.
 */
export const CheckList = styled.ul<{ $gap?: string; $divided?: boolean; $small?: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ $gap = '0.6rem' }) => $gap};
  margin: 0;
  padding: 0;
  ${({ theme, $divided }) => ($divided ? `padding-block-start: 1rem; border-block-start: 1px solid ${theme.color.border};` : '')}
  list-style: none;

  & > li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    ${({ $small }) => ($small ? 'font-size: 0.9375rem;' : '')}
  }

  & svg {
    margin-block-start: 0.2rem;
    color: ${({ theme }) => theme.color.accent};
  }
`;
