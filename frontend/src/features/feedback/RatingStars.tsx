import { useState, type Ref } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { RATINGS } from './feedback-form';
import { feedbackMessages as m } from './feedback.messages';

const RATING_LABELS: Record<number, MessageDescriptor> = { 1: m.rating1, 2: m.rating2, 3: m.rating3, 4: m.rating4, 5: m.rating5 };

const STAR = 'M12 3.2l2.7 5.5 6 .9-4.35 4.25 1.03 6L12 17l-5.38 2.85 1.03-6L3.3 9.6l6-.9z';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.375rem;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    padding: 0;
    margin-block-end: 0.375rem;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
`;

const Stars = styled.div<{ $invalid: boolean }>`
  display: inline-flex;
  gap: 0.125rem;
  padding: 0.125rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Choice = styled.span`
  position: relative;

  /* The radio stays in the accessibility tree and takes the keyboard; the star is its visible face. */
  & > input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  & > label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }

  & > input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const StarSvg = styled.svg<{ $filled: boolean }>`
  color: ${({ theme, $filled }) => ($filled ? theme.color.warning : theme.color.textMuted)};
`;

const Current = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

interface RatingStarsProps {
  id: string;
  value: number;
  onChange: (value: number) => void;
  invalid: boolean;
  describedBy: string | undefined;
  /** Receives the radio that should take focus: the chosen one, else the first. */
  focusRef: Ref<HTMLInputElement>;
}

/**
 * Five native radios: arrow keys move and choose (mirrored by the browser in right-to-left pages),
 * each with a spoken label ("4 stars: very good"), and the chosen label is also written beside the stars.
 */
export function RatingStars({ id, value, onChange, invalid, describedBy, focusRef }: RatingStarsProps) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const focusTarget = value || RATINGS[0];

  return (
    <Fieldset aria-describedby={describedBy} data-testid="feedback-rating">
      <legend id={`${id}-legend`}>
        {intl.formatMessage(m.ratingLegend)} <span aria-hidden="true">*</span>
      </legend>
      <Row>
        <Stars $invalid={invalid} onMouseLeave={() => setHovered(0)}>
          {RATINGS.map((rating) => (
            <Choice key={rating} onMouseEnter={() => setHovered(rating)}>
              <input
                ref={rating === focusTarget ? focusRef : undefined}
                type="radio"
                id={`${id}-${rating}`}
                name={`${id}-rating`}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                required
                aria-invalid={invalid ? true : undefined}
                aria-describedby={describedBy}
              />
              <label htmlFor={`${id}-${rating}`}>
                <StarSvg $filled={rating <= shown} width={30} height={30} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={STAR} fill={rating <= shown ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" />
                </StarSvg>
                <VisuallyHidden>{intl.formatMessage(RATING_LABELS[rating]!)}</VisuallyHidden>
              </label>
            </Choice>
          ))}
        </Stars>
        <Current aria-hidden="true" data-testid="feedback-rating-text">
          {shown ? intl.formatMessage(RATING_LABELS[shown]!) : intl.formatMessage(m.ratingNone)}
        </Current>
      </Row>
    </Fieldset>
  );
}
