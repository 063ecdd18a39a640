import styled from 'styled-components';

/** A raised block holding one form or one set of controls, its title an `h2` at the top. */
export const Panel = styled.section`
  display: grid;
  gap: 1.25rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & > h2 {
    font-size: 1.375rem;
    line-height: 1.3;
  }

  &[hidden] {
    display: none;
  }
`;
