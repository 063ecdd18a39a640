import styled from 'styled-components';
import { cardStyle } from './surface';

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

/** One block of a tool page (a form, a result): the shared card surface. */
export const ToolCard = styled.section`
  ${cardStyle}
`;

/** Blocks one above the other, never wider than their column. */
export const ToolStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  min-inline-size: 0;
`;

/**
 * Two columns on a wide screen, stacked on a narrow one. `$columns` is the wide layout, e.g. a form
 * beside its results (`minmax(0, 26rem) minmax(0, 1fr)`) or content beside a side list.
 */
export const ToolSplit = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: ${({ $columns }) => $columns};
  }
`;
