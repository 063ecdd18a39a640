import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../shared/ui/Button';
import { PremiumNotice } from '../PremiumNotice';
import { stackqlMessages as m } from '../stackql.messages';
import { Card, Muted } from '../stackql.styles';
import type { StackQlWorkspace } from '../workspace';
import { ConnectionForm } from './ConnectionForm';

/**
 * The connection settings: an empty form while adding, the open connection's form otherwise, and a
 * description of the sample database, which cannot be edited. A free account that already saved one
 * connection sees the Premium notice instead of a form the server would refuse (the module README,
 * "Who may keep how many"); the server's PREMIUM_REQUIRED shows it too.
 */
export function ConfigTab({ workspace }: { workspace: StackQlWorkspace }) {
  const t = useIntl().formatMessage;
  const user = useAppSelector((state) => state.auth.user);
  const { connection, adding } = workspace;

  if (adding) {
    const saved = workspace.connections.filter((c) => !c.sample).length;
    const premium = !!user && (user.isPremium || user.isAdmin);
    return !premium && saved >= 1 ? <PremiumNotice /> : <ConnectionForm workspace={workspace} saved={null} />;
  }
  if (connection.sample) {
    return (
      <Card aria-labelledby="stackql-sample-title" data-testid="stackql-sample-config">
        <h2 id="stackql-sample-title">{t(m.sampleTitle)}</h2>
        <Muted>{t(m.sampleBody)}</Muted>
        <div>
          <Button type="button" $variant="primary" $size="md" onClick={workspace.startAdding} data-testid="stackql-sample-add">
            {t(m.addConnection)}
          </Button>
        </div>
      </Card>
    );
  }
  return <ConnectionForm workspace={workspace} saved={connection} />;
}
