import styled, { css } from 'styled-components';

/** Form building blocks shared by every form (account, settings, contact, feedback, newsletter). */
export const Form = styled.form`
  display: grid;
  gap: 1.125rem;
`;

/** A label, its control, an optional hint and an optional error, stacked. */
export const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  align-content: start;
  min-inline-size: 0;

  & > label {
    font-weight: 600;
  }
`;

export const controlStyle = css<{ $invalid?: boolean }>`
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding-block: 0.6rem;
  padding-inline: 0.85rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};

  &:focus-visible {
    border-color: ${({ theme }) => theme.color.focus};
  }

  &:disabled {
    opacity: 0.7;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  min-block-size: 7rem;
  resize: vertical;
`;

export const FieldNote = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.875rem;
  font-weight: 600;
`;

/** A result or problem above a form; `info` for neutral news (a link was sent, a session ended). */
export const Banner = styled.p<{ $tone: 'success' | 'danger' | 'info' }>`
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.primary)};
  background: ${({ theme }) => theme.color.bgAlt};
  font-weight: 600;
`;

/** A checkbox and its label on one line, the box at the reading start. */
export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-block-size: 2.75rem;
  cursor: pointer;

  input {
    inline-size: 1.15rem;
    block-size: 1.15rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * The pill-shaped primary button that sends a public form (contact, newsletter). While sending it
 * is aria-disabled rather than disabled, so it keeps focus and stays announced. Placement (and room
 * for an icon) belongs to each form.
 */
export const SubmitButton = styled.button<{ $size?: 'md' | 'lg' }>`
  min-block-size: ${({ $size }) => ($size === 'lg' ? '3rem' : '2.75rem')};
  padding-inline: ${({ $size }) => ($size === 'lg' ? '1.4rem' : '1.25rem')};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.75;
  }
`;
