import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  /* minmax(0, …): a wide table or tab row scrolls in its own box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  min-inline-size: 0;
`;

export const Title = styled.h1`
  font-size: clamp(1.5rem, 4vw, 2rem);
  line-height: 1.25;
`;

export const Lead = styled.p`
  max-inline-size: 48rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
