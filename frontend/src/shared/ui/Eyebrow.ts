import styled from 'styled-components';

/** The short tinted label above a public page's title; an icon before the text is optional. */
export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding-block: 0.3rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.link};
  font-size: 0.875rem;
  font-weight: 600;
`;
