import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';
import { FieldError, FieldNote, Input } from '../../../shared/ui/form';
import { MAX_CUSTOM_RANGE_DAYS, RANGES, type DashboardRange } from './dashboard-types';
import { dashboardMessages as m } from './dashboard.messages';
import { customRangeProblems, daysBefore, utcDay, type CustomRangeProblem, type RangeSelection } from './range';
import { Segmented } from './ui';

const RANGE_LABELS: Record<DashboardRange, MessageDescriptor> = {
  '7d': m.range7d,
  '30d': m.range30d,
  '90d': m.range90d,
  realtime: m.rangeRealtime,
  custom: m.rangeCustom,
};

const PROBLEM_MESSAGES: Record<CustomRangeProblem, MessageDescriptor> = {
  startRequired: m.problemStartRequired,
  endRequired: m.problemEndRequired,
  startAfterEnd: m.problemStartAfterEnd,
  future: m.problemFuture,
  tooLong: m.problemTooLong,
};

const Picker = styled.div`
  display: grid;
  gap: 0.75rem;
  min-inline-size: 0;
`;

const CustomForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem 1rem;

  label {
    display: grid;
    gap: 0.35rem;
    font-weight: 600;
  }

  input {
    inline-size: auto;
    min-inline-size: 11rem;
  }
`;

const Problems = styled.div`
  flex-basis: 100%;
  display: grid;
  gap: 0.25rem;
`;

/**
 * The period picker (docs/product.md §12.17, §11): 7, 30 or 90 days, realtime, or custom dates. Custom dates apply
 * only once valid: start on or before end, neither after today, at most MAX_CUSTOM_RANGE_DAYS days.
 */
export function RangePicker({ selection, onChange }: { selection: RangeSelection; onChange: (selection: RangeSelection) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const today = utcDay(new Date());
  const [mode, setMode] = useState<DashboardRange>(selection.range);
  const [from, setFrom] = useState(selection.range === 'custom' ? selection.from : daysBefore(today, 13));
  const [to, setTo] = useState(selection.range === 'custom' ? selection.to : today);
  const [problems, setProblems] = useState<CustomRangeProblem[]>([]);
  const problemsId = useId();
  const hintId = useId();

  const choose = (range: DashboardRange) => {
    setMode(range);
    setProblems([]);
    if (range !== 'custom') onChange({ range });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblems(from, to, today);
    setProblems(found);
    if (found.length === 0) onChange({ range: 'custom', from, to });
  };

  const startInvalid = problems.some((p) => p === 'startRequired' || p === 'startAfterEnd' || p === 'tooLong');
  const endInvalid = problems.some((p) => p === 'endRequired' || p === 'future' || p === 'startAfterEnd');
  const describedBy = problems.length ? `${hintId} ${problemsId}` : hintId;

  return (
    <Picker>
      <Segmented
        legend={t(m.rangeLabel)}
        options={RANGES.map((key) => ({ key, label: t(RANGE_LABELS[key]) }))}
        value={mode}
        onChange={choose}
        testId="range-picker"
      />
      {mode === 'custom' ? (
        <CustomForm onSubmit={apply} noValidate data-testid="custom-range">
          <label>
            {t(m.customStart)}
            <Input type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} aria-invalid={startInvalid} aria-describedby={describedBy} $invalid={startInvalid} data-testid="custom-from" />
          </label>
          <label>
            {t(m.customEnd)}
            <Input type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} aria-invalid={endInvalid} aria-describedby={describedBy} $invalid={endInvalid} data-testid="custom-to" />
          </label>
          <Button type="submit" $variant="primary" $size="md" data-testid="custom-apply">
            {t(m.customApply)}
          </Button>
          <Problems>
            <FieldNote id={hintId}>{t(m.customHint, { max: MAX_CUSTOM_RANGE_DAYS })}</FieldNote>
            <div id={problemsId} role="alert">
              {problems.map((problem) => (
                <FieldError key={problem} data-problem={problem}>
                  {t(PROBLEM_MESSAGES[problem], { max: MAX_CUSTOM_RANGE_DAYS })}
                </FieldError>
              ))}
            </div>
          </Problems>
        </CustomForm>
      ) : null}
    </Picker>
  );
}
