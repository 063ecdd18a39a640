import styled from 'styled-components';

/**
 * The frame and header of a dashboard tool page that works wide (the SQL designer, StackQL): one column,
 * up to 90rem. Logical properties throughout, so Arabic mirrors it with no second rule.
 */
export const ToolPageFrame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  max-inline-size: 90rem;
`;

export const ToolPageHeader = styled.header`
  display: grid;
  gap: 0.4rem;

  h1 {
    font-size: clamp(1.5rem, 4vw, 2rem);
    line-height: 1.25;
  }

  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-inline-size: 75ch;
  }
`;
