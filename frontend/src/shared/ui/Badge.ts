import styled from 'styled-components';

/** A small solid label beside a title ("Most popular"); `md` where it labels a whole card. */
export const Badge = styled.span<{ $size?: 'sm' | 'md' }>`
  padding-block: ${({ $size = 'sm' }) => ($size === 'md' ? '0.2rem' : '0.15rem')};
  padding-inline: ${({ $size = 'sm' }) => ($size === 'md' ? '0.75rem' : '0.6rem')};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ $size = 'sm' }) => ($size === 'md' ? '0.8125rem' : '0.75rem')};
  font-weight: 700;
`;
