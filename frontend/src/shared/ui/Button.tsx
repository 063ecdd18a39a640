import styled from 'styled-components';
import { buttonStyle, type ButtonVariant } from './ButtonLink';

/** A button that acts (links navigate: see ButtonLink). Disabled and busy states are visible. */
export const Button = styled.button<{ $variant: ButtonVariant; $size: 'md' | 'lg' }>`
  ${buttonStyle}
  cursor: pointer;
  font-family: inherit;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
    transform: none;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
