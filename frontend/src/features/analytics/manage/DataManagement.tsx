import { useId, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { AnalyticsSite } from '../analytics.api';
import { Card, DangerCard, Muted, SmallButton } from '../analytics.styles';
import { DeleteDialog } from './DeleteDialog';
import { ExclusionsDialog } from './ExclusionsDialog';
import { ExportDialog } from './ExportDialog';
import { manageMessages as m } from './manage.messages';
import { PurgeDialog } from './PurgeDialog';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: 1rem;
  align-items: stretch;
`;

const Layout = styled.div`
  display: grid;
  gap: 1rem;
`;

const Heading = styled.h2`
  font-size: 1.125rem;
  margin-block-start: 0.75rem;
`;

type DialogKey = 'exclusions' | 'export' | 'purge' | 'deleteData' | 'deleteSite';

function Action({ title, body, button, danger, onOpen, testId }: { title: MessageDescriptor; body: MessageDescriptor; button: MessageDescriptor; danger?: boolean; onOpen: () => void; testId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const Frame = danger ? DangerCard : Card;
  return (
    <Frame aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(title)}</h3>
      <Muted>{t(body)}</Muted>
      <div>
        <SmallButton type="button" $tone={danger ? 'danger' : undefined} aria-haspopup="dialog" onClick={onOpen} data-testid={testId}>
          {t(button)}
        </SmallButton>
      </div>
    </Frame>
  );
}

/** The "dialogs to delete, export, purge and manage exclusions" of docs/product.md §12.17, for one site. */
export function DataManagement({ site, onSiteDeleted }: { site: AnalyticsSite; onSiteDeleted: (name: string) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [open, setOpen] = useState<DialogKey | null>(null);
  const close = () => setOpen(null);
  const dialogs: ReactNode = (
    <>
      <ExclusionsDialog siteId={site.id} open={open === 'exclusions'} onClose={close} />
      <ExportDialog siteId={site.id} open={open === 'export'} onClose={close} />
      <PurgeDialog siteId={site.id} open={open === 'purge'} onClose={close} />
      <DeleteDialog kind="data" site={site} open={open === 'deleteData'} onClose={close} />
      <DeleteDialog kind="site" site={site} open={open === 'deleteSite'} onClose={close} onSiteDeleted={onSiteDeleted} />
    </>
  );
  return (
    <Layout data-testid="analytics-data-management">
      <Grid>
        <Action title={m.exclusionsTitle} body={m.exclusionsBody} button={m.exclusionsOpen} onOpen={() => setOpen('exclusions')} testId="analytics-open-exclusions" />
        <Action title={m.exportTitle} body={m.exportBody} button={m.exportOpen} onOpen={() => setOpen('export')} testId="analytics-open-export" />
      </Grid>
      <Heading>{t(m.dangerZone)}</Heading>
      <Grid>
        <Action title={m.purgeTitle} body={m.purgeBody} button={m.purgeOpen} danger onOpen={() => setOpen('purge')} testId="analytics-open-purge" />
        <Action title={m.deleteDataTitle} body={m.deleteDataBody} button={m.deleteDataOpen} danger onOpen={() => setOpen('deleteData')} testId="analytics-open-delete-data" />
        <Action title={m.deleteSiteTitle} body={m.deleteSiteBody} button={m.deleteSiteOpen} danger onOpen={() => setOpen('deleteSite')} testId="analytics-open-delete-site" />
      </Grid>
      {dialogs}
    </Layout>
  );
}
