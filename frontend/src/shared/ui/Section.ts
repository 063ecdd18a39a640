import styled from 'styled-components';

/**
 * A full-width band of a public page; its content sits in a Container. `$alt` tints it and draws its
 * edges, `$flush` drops the room above (the band follows one of the same colour), `$space` is the
 * room above and below: `lg` on the home page, `md` on the others.
 */
export const Section = styled.section<{ $alt?: boolean; $flush?: boolean; $space?: 'md' | 'lg' }>`
  padding-block: ${({ $space = 'md' }) => ($space === 'lg' ? 'clamp(3.5rem, 8vw, 6rem)' : 'clamp(2.5rem, 6vw, 4rem)')};
  ${({ $flush }) => ($flush ? 'padding-block-start: 0;' : '')}
  background: ${({ theme, $alt }) => ($alt ? theme.color.bgAlt : 'transparent')};
  border-block: ${({ theme, $alt }) => ($alt ? `1px solid ${theme.color.border}` : 'none')};
`;
