import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Segment, Segments } from '../../shared/ui/Segments';
import { robotsMessages as m } from './robots.messages';

export type SourceKind = 'url' | 'paste';

const Group = styled.div`
  display: grid;
  gap: 0.375rem;
  justify-items: start;

  & > span {
    font-weight: 600;
  }
`;

/** Address or pasted text: a radio group drawn as segments (arrow keys move between the two). */
/** `pasteLabel`, already translated, names the second choice when it is not a robots.txt ('Paste HTML'). */
export function SourceChoice({ value, onChange, pasteLabel, testId }: { value: SourceKind; onChange: (kind: SourceKind) => void; pasteLabel?: string; testId: string }) {
  const t = useIntl().formatMessage;
  const id = useId();
  return (
    <Group role="radiogroup" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>{t(m.sourceLabel)}</span>
      <Segments $shape="rounded">
        {(['url', 'paste'] as const).map((kind) => (
          <Segment key={kind} $shape="rounded">
            <input type="radio" name={`${id}-source`} value={kind} checked={value === kind} onChange={() => onChange(kind)} data-testid={`${testId}-${kind}`} />
            {kind === 'url' ? t(m.sourceUrl) : (pasteLabel ?? t(m.sourcePaste))}
          </Segment>
        ))}
      </Segments>
    </Group>
  );
}
