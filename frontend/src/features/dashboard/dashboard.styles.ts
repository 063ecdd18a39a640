import styled, { css } from 'styled-components';

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: 0.5rem;
    padding: 0;
    font-weight: 700;
  }
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-block-size: 2.5rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  font-size: 0.9375rem;
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primary};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }

  ${({ $variant, theme }) =>
    $variant === 'primary' &&
    css`
      border-color: transparent;
      background: ${theme.color.primary};
      color: ${theme.color.onPrimary};

      &:hover:not(:disabled) {
        background: ${theme.color.primaryHover};
      }
    `}
`;

export const Notice = styled.div<{ $tone: 'danger' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.borderStrong)};
  border-inline-start-width: 4px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};

  & > p {
    flex: 1 1 16rem;
  }
`;
