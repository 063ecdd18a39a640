import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { pillStyle } from '../../../shared/ui/surface';

/** Building blocks of the dashboard's reports (tables, switches, tips); their states are ReportView's, cards and text styles the feature's. */
export { Card, Code, Ltr, Muted, VisuallyHidden } from '../analytics.styles';

export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  min-inline-size: 0;
`;

/** Two columns from medium screens up (a chart beside its table). */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem 1.25rem;
`;

export { Table, TableWrap } from '../../../shared/ui/Table';

export const Pill = styled.span<{ $color: string; $solid?: boolean }>`
  ${pillStyle}
  padding-block: 0.15rem;
  border: 1px solid ${({ $color }) => $color};
  ${({ $color, $solid, theme }) =>
    $solid
      ? css`
          background: ${$color};
          color: ${theme.color.surface};
        `
      : css`
          color: ${$color};
        `}
`;

/** A swatch before a legend entry; its meaning is always written beside it. */
export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  flex: none;
  inline-size: 0.9rem;
  block-size: 0.9rem;
  border-radius: 0.2rem;
  background: ${({ $color }) => $color};
  vertical-align: middle;
`;

const fieldset = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0.2rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg};
`;

const Group = styled.fieldset`
  ${fieldset}
  min-inline-size: 0;

  legend {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }

  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-block-size: 2.25rem;
    padding-inline: 0.85rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9375rem;
    font-weight: 600;
    white-space: nowrap;
    cursor: pointer;
  }

  label:hover {
    color: ${({ theme }) => theme.color.text};
  }

  label:has(input:checked) {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }

  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
`;

const SegmentedField = styled.div`
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
`;

export interface SegmentOption<K extends string> {
  readonly key: K;
  readonly label: ReactNode;
}

/**
 * One choice among a few, as native radio buttons (arrow keys move and select, in the page's
 * direction) drawn as a segmented control; the legend is shown above unless `hideLegend`.
 */
export function Segmented<K extends string>({
  legend,
  options,
  value,
  onChange,
  testId,
  hideLegend = false,
}: {
  legend: string;
  options: readonly SegmentOption<K>[];
  value: K;
  onChange: (key: K) => void;
  testId?: string;
  hideLegend?: boolean;
}) {
  const name = useId();
  const legendId = useId();
  return (
    <SegmentedField>
      {hideLegend ? null : (
        <span id={legendId} aria-hidden="true">
          {legend}
        </span>
      )}
      <Group data-testid={testId}>
        <legend>{legend}</legend>
        {options.map((option) => (
          <label key={option.key} data-option={option.key}>
            <input type="radio" name={name} value={option.key} checked={value === option.key} onChange={() => onChange(option.key)} />
            {option.label}
          </label>
        ))}
      </Group>
    </SegmentedField>
  );
}

const TipWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const TipButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 700;
  cursor: help;

  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const TipText = styled.span<{ $open: boolean }>`
  position: absolute;
  inset-block-start: calc(100% + 0.4rem);
  inset-inline-end: -0.5rem;
  z-index: 5;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  inline-size: max-content;
  max-inline-size: min(18rem, 80vw);
  padding-block: 0.6rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  font-size: 0.875rem;
  font-weight: 400;
  line-height: 1.45;
  text-align: start;
`;

/**
 * An explanation behind an "i" button: shown while the button is hovered or focused, or after a
 * click (touch screens), hidden with Escape. The text is the button's description for screen readers.
 */
export function InfoTip({ label, text, testId }: { label: string; text: string; testId?: string }) {
  const id = useId();
  const [pinned, setPinned] = useState(false);
  const [hover, setHover] = useState(false);
  const wrap = useRef<HTMLSpanElement>(null);
  const open = pinned || hover;

  useEffect(() => {
    if (!pinned) return undefined;
    const close = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [pinned]);

  return (
    <TipWrap ref={wrap} onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <TipButton
        type="button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setPinned((p) => !p)}
        onFocus={() => setHover(true)}
        onBlur={() => setHover(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setPinned(false);
            setHover(false);
          }
        }}
        data-testid={testId}
      >
        i
      </TipButton>
      <TipText id={id} role="tooltip" $open={open}>
        {text}
      </TipText>
    </TipWrap>
  );
}

const SelectField = styled.label`
  display: grid;
  gap: 0.35rem;
  min-inline-size: 0;
  font-weight: 600;

  select {
    min-block-size: 2.5rem;
    max-inline-size: 100%;
    padding-inline: 0.6rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: inherit;
    font: inherit;
    font-weight: 400;
  }
`;

/** A labelled native select. */
export function LabelledSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId?: string;
}) {
  return (
    <SelectField>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as V)} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </SelectField>
  );
}
