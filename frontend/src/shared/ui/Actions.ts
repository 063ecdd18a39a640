import styled from 'styled-components';

/** A row of buttons and links that wraps on narrow screens, in reading order. */
export const Actions = styled.div<{ $gap?: 'sm' | 'md' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ $gap = 'md' }) => ($gap === 'sm' ? '0.5rem' : '0.75rem')};
`;
