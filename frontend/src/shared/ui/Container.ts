import styled from 'styled-components';

export const Container = styled.div`
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};
`;
