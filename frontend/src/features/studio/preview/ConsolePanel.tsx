import { useEffect, useId, useRef, type JSX } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled, { css } from 'styled-components';
import { smallButtonStyle } from '../../../shared/ui/surface';
import { previewMessages as m } from './preview.messages';
import type { PreviewConsoleEntry } from './PreviewFrame';

export interface ConsolePanelProps {
  entries: readonly PreviewConsoleEntry[];
  onClear: () => void;
  testId?: string;
}

const LEVELS: Record<PreviewConsoleEntry['level'], MessageDescriptor> = { log: m.levelLog, info: m.levelInfo, warn: m.levelWarn, error: m.levelError };

const Panel = styled.section`
  display: grid;
  gap: 0.5rem;
  min-inline-size: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;

  h3 {
    margin: 0;
    font-size: 1rem;
  }

  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.875rem;
  }
`;

const Clear = styled.button`
  ${smallButtonStyle}
  margin-inline-start: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** The live region scrolls; the list inside keeps its list semantics (a role on the ol itself would drop them). */
const Log = styled.div`
  max-block-size: 14rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};
`;

const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tone = (level: PreviewConsoleEntry['level']) => css`
  border-inline-start: 3px solid
    ${({ theme }) => (level === 'error' ? theme.color.danger : level === 'warn' ? theme.color.warning : level === 'info' ? theme.color.primary : theme.color.border)};
`;

const Entry = styled.li<{ $level: PreviewConsoleEntry['level'] }>`
  display: flex;
  align-items: baseline;
  gap: 0.75rem;
  padding-block: 0.35rem;
  padding-inline: 0.6rem;
  ${({ $level }) => tone($level)}

  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
  }

  strong {
    flex: none;
    min-inline-size: 4.5rem;
    font-size: 0.8125rem;
    color: ${({ theme, $level }) => ($level === 'error' ? theme.color.danger : theme.color.textMuted)};
  }

  code {
    flex: 1;
    min-inline-size: 0;
    direction: ltr;
    unicode-bidi: isolate;
    text-align: start;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 0.75rem;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

/** What the template's script logged and threw, in order (studio README, "Preview"); the newest stays in view. */
export function ConsolePanel({ entries, onClear, testId = 'preview-console' }: ConsolePanelProps): JSX.Element {
  const t = useIntl().formatMessage;
  const headingId = useId();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries]);

  return (
    <Panel aria-labelledby={headingId} data-testid={testId}>
      <Header>
        <h3 id={headingId}>{t(m.consoleTitle)}</h3>
        <span data-testid={`${testId}-count`}>{t(m.consoleCount, { count: entries.length })}</span>
        <Clear type="button" onClick={onClear} disabled={entries.length === 0} data-testid={`${testId}-clear`}>
          {t(m.consoleClear)}
        </Clear>
      </Header>
      {entries.length === 0 ? (
        <Empty data-testid={`${testId}-empty`}>{t(m.consoleEmpty)}</Empty>
      ) : (
        <Log ref={list} role="log" aria-labelledby={headingId} tabIndex={0}>
          <List>
            {entries.map((entry, index) => (
              <Entry key={`${entry.seq}-${index}`} $level={entry.level} data-level={entry.level} data-testid={`${testId}-entry`}>
                <strong>{t(LEVELS[entry.level])}</strong>
                <code>{entry.text}</code>
              </Entry>
            ))}
          </List>
        </Log>
      )}
    </Panel>
  );
}
