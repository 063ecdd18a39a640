import styled from 'styled-components';
import { Container } from '../../shared/ui/Container';

/** The frame of the error pages (a page that failed, an address that leads nowhere): title, text, ways out. */
export const ErrorFrame = styled(Container)`
  display: grid;
  justify-items: start;
  gap: 1.25rem;
  padding-block: clamp(3rem, 10vw, 7rem);
  max-inline-size: 48rem;
`;

export const ErrorTitle = styled.h1`
  font-size: clamp(1.75rem, 5vw, 2.5rem);
  line-height: 1.2;
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1.125rem;
`;
