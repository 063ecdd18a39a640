import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';
import { useSqlQueryHistoryQuery } from '../stackql.api';
import { stackqlMessages as m } from '../stackql.messages';
import { Card, Muted, Pill, SmallButton, StateBox } from '../stackql.styles';
import type { SqlQueryHistoryEntry } from '../stackql.types';

const List = styled.ol`
  display: grid;
  gap: 0.5rem;
  max-block-size: 30rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: 0.35rem;
  padding-block: 0.5rem;
  padding-inline: 0.6rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  code {
    display: block;
    direction: ltr;
    text-align: left;
    unicode-bidi: isolate;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
  }

  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

/** The connection's last 100 runs, newest first; any of them goes back into the editor. */
export function QueryHistory({ connectionId, onOpen }: { connectionId: string; onOpen: (entry: SqlQueryHistoryEntry) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data: history, isLoading, isError, isFetching, refetch } = useSqlQueryHistoryQuery(connectionId);
  return (
    <Card aria-labelledby="stackql-history-title" data-testid="stackql-history">
      <div>
        <h3 id="stackql-history-title">{t(m.historyTitle)}</h3>
        <Muted>{t(m.historyNote)}</Muted>
      </div>
      {isLoading ? (
        <Muted aria-busy="true">{t(m.loading)}</Muted>
      ) : isError ? (
        <StateBox role="alert" data-testid="stackql-history-error">
          <p>{t(m.errorLoading)}</p>
          <Button type="button" $variant="secondary" $size="md" onClick={() => void refetch()} disabled={isFetching}>
            {t(m.retry)}
          </Button>
        </StateBox>
      ) : !history?.length ? (
        <Muted data-testid="stackql-history-empty">{t(m.historyEmpty)}</Muted>
      ) : (
        <List>
          {history.map((entry) => (
            <Entry key={entry.id} data-testid="stackql-history-entry" data-status={entry.status}>
              <code title={entry.sql}>{entry.sql}</code>
              <div>
                <time dateTime={entry.createdAt}>{intl.formatDate(entry.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}</time>
                <Pill $tone={entry.mode === 'write' ? 'danger' : 'muted'}>
                  {t(entry.mode === 'write' ? m.modeWrite : m.modeRead)}
                  {entry.dryRun ? ` · ${t(m.historyDryRun)}` : ''}
                </Pill>
                {entry.status === 'error' ? (
                  <Pill $tone="danger">
                    {t(m.historyFailed)}
                    {entry.errorCode ? ` · ${entry.errorCode}` : ''}
                  </Pill>
                ) : entry.rowCount !== null ? (
                  <span>{t(m.rows, { count: entry.rowCount })}</span>
                ) : null}
                <SmallButton type="button" onClick={() => onOpen(entry)} data-testid="stackql-history-open">
                  {t(m.historyOpen)}
                </SmallButton>
              </div>
            </Entry>
          ))}
        </List>
      )}
    </Card>
  );
}
