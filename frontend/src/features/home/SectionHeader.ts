import styled from 'styled-components';

/** The centred title and lead of a band of the home page. */
export const SectionHeader = styled.div`
  display: grid;
  gap: 0.75rem;
  max-inline-size: 42rem;
  margin-inline: auto;
  margin-block-end: clamp(2rem, 5vw, 3.5rem);
  text-align: center;

  & > p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 1.125rem;
    text-wrap: pretty;
  }
`;
