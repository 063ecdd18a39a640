import styled from 'styled-components';

const SIZES = {
  md: { width: '2.75rem', height: '1.6rem', knob: '1.1rem', busyOpacity: 0.6 },
  lg: { width: '2.9rem', height: '1.7rem', knob: '1.2rem', busyOpacity: 0.7 },
} as const;

/**
 * A WAI-ARIA switch: a button with role="switch" and aria-checked. The knob sits at the reading start
 * when off and the end when on, in either direction, by alignment rather than a transform (so right to
 * left needs nothing more).
 */
export const Switch = styled.button<{ $size?: keyof typeof SIZES }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  inline-size: ${({ $size = 'md' }) => SIZES[$size].width};
  block-size: ${({ $size = 'md' }) => SIZES[$size].height};
  padding: 0.2rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgAlt};
  cursor: pointer;

  &::after {
    content: '';
    inline-size: ${({ $size = 'md' }) => SIZES[$size].knob};
    block-size: ${({ $size = 'md' }) => SIZES[$size].knob};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.textMuted};
  }

  &[aria-checked='true'] {
    justify-content: flex-end;
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
  }

  &[aria-checked='true']::after {
    background: ${({ theme }) => theme.color.onPrimary};
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: ${({ $size = 'md' }) => SIZES[$size].busyOpacity};
  }
`;
