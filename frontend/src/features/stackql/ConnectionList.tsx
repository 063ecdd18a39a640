import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { stackqlMessages as m } from './stackql.messages';
import { Card, Ltr, Muted, Pill, StateBox } from './stackql.styles';
import type { SqlConnection } from './stackql.types';
import type { ConnectionStatus } from './workspace';

const Side = styled(Card).attrs({ as: 'aside' })`
  gap: 0.85rem;
`;

const List = styled.ul`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.button<{ $current: boolean }>`
  display: grid;
  gap: 0.3rem;
  inline-size: 100%;
  padding-block: 0.6rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.border)};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $current }) => ($current ? theme.color.primarySoft : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bgAlt};
  }

  strong {
    overflow-wrap: anywhere;
  }

  span.meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8125rem;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  padding-inline-start: 1.2rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

export const ENGINE_LABELS = { postgresql: 'PostgreSQL', mysql: 'MySQL / MariaDB' } as const;

interface ConnectionListProps {
  connections: readonly SqlConnection[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  currentId: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
  statusOf: (id: string) => ConnectionStatus | null;
}

/** The user's connections, the built-in sample first, each with its state; then the quick-start help. */
export function ConnectionList({ connections, loading, failed, onRetry, currentId, onSelect, onAdd, statusOf }: ConnectionListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Side aria-labelledby="stackql-connections-title" data-testid="stackql-connections">
      <h2 id="stackql-connections-title">{t(m.connectionsTitle)}</h2>
      {loading ? (
        <Muted aria-busy="true" data-testid="stackql-connections-loading">
          {t(m.connectionsLoading)}
        </Muted>
      ) : failed ? (
        <StateBox role="alert" data-testid="stackql-connections-error">
          <p>{t(m.connectionsFailed)}</p>
          <Button type="button" $variant="secondary" $size="md" onClick={onRetry}>
            {t(m.retry)}
          </Button>
        </StateBox>
      ) : (
        <List>
          {(connections ?? []).map((connection) => {
            const status = connection.sample ? 'connected' : statusOf(connection.id);
            return (
              <li key={connection.id}>
                <Item
                  type="button"
                  $current={connection.id === currentId}
                  aria-current={connection.id === currentId ? 'true' : undefined}
                  onClick={() => onSelect(connection.id)}
                  data-testid="stackql-connection"
                  data-id={connection.id}
                  data-status={status ?? 'unknown'}
                >
                  <strong>{connection.name}</strong>
                  <span className="meta">
                    <Ltr>{ENGINE_LABELS[connection.engine]}</Ltr>
                    {connection.readOnly ? <Badge data-testid="stackql-read-only-badge">{t(m.readOnlyBadge)}</Badge> : null}
                    <Pill $tone={status === 'connected' ? 'success' : status === 'failed' ? 'danger' : 'muted'}>
                      {t(status === 'connected' ? m.statusConnected : m.statusNotConnected)}
                    </Pill>
                  </span>
                </Item>
              </li>
            );
          })}
        </List>
      )}
      {connections && connections.every((c) => c.sample) ? <Muted data-testid="stackql-only-sample">{t(m.onlySample)}</Muted> : null}
      <div>
        <Button type="button" $variant="primary" $size="md" onClick={onAdd} data-testid="stackql-add-connection">
          {t(m.addConnection)}
        </Button>
      </div>
      <h3>{t(m.quickStartTitle)}</h3>
      <Steps>
        <li>{t(m.quickStartRun)}</li>
        <li>{t(m.quickStartExplore)}</li>
        <li>{t(m.quickStartAdd)}</li>
      </Steps>
    </Side>
  );
}
