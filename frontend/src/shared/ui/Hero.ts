import styled from 'styled-components';
import { Container } from './Container';

/**
 * The top of a public page: eyebrow, title, lead and what belongs with them (a currency choice).
 * Centred or at the reading start; `$after` is the room left before the page's next block.
 */
export const Hero = styled(Container)<{ $align?: 'start' | 'center'; $after?: 'md' | 'lg' }>`
  display: grid;
  justify-items: ${({ $align = 'start' }) => $align};
  gap: 1rem;
  padding-block: clamp(2.5rem, 7vw, 4.5rem) ${({ $after = 'md' }) => ($after === 'lg' ? 'clamp(2rem, 5vw, 3rem)' : 'clamp(1.5rem, 4vw, 2.5rem)')};
  ${({ $align }) => ($align === 'center' ? 'text-align: center;' : '')}
`;
