import { useState, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldNote, Input, TextArea } from './form';
import { quietButtonStyle } from './surface';

const Control = styled.div`
  position: relative;
  display: flex;

  & > input {
    flex: 1;
    min-inline-size: 0;
  }

  & > input[data-revealable] {
    padding-inline-end: 3rem;
  }
`;

const Reveal = styled.button`
  position: absolute;
  inset-block: 0.25rem;
  inset-inline-end: 0.25rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  ${quietButtonStyle}
`;

/** An eye, open or struck through. */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children'>;

export interface TextFieldProps extends NativeInput {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown under the field, linked with aria-describedby; the field is marked invalid. */
  error?: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** A password field with a toggle showing what was typed; the toggle's name ("Show password"). */
  reveal?: string;
  /** A text area instead of an input, of this many rows. */
  multiline?: boolean;
  rows?: number;
  testId?: string;
}

/** A labelled text input with its hint and error wired for assistive technology. */
export function TextField({ id, label, value, onValue, error, hint, inputRef, reveal, multiline, rows, testId, type, ...rest }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    $invalid: !!error,
    'data-testid': testId,
  } as const;

  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <TextArea
          {...common}
          ref={inputRef}
          rows={rows}
          maxLength={rest.maxLength}
          required={rest.required}
          placeholder={rest.placeholder}
          onChange={(event) => onValue(event.target.value)}
        />
      ) : (
        <Control>
          <Input
            {...common}
            {...rest}
            ref={inputRef}
            type={reveal ? (revealed ? 'text' : 'password') : type}
            data-revealable={reveal ? '' : undefined}
            onChange={(event) => onValue(event.target.value)}
          />
          {reveal ? (
            <Reveal type="button" aria-controls={id} aria-pressed={revealed} aria-label={reveal} title={reveal} onClick={() => setRevealed((v) => !v)} data-testid={testId ? `${testId}-reveal` : undefined}>
              <EyeIcon struck={revealed} />
            </Reveal>
          ) : null}
        </Control>
      )}
      {hint ? <FieldNote id={hintId!}>{hint}</FieldNote> : null}
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </Field>
  );
}
