import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';
import { ModalDialog, DialogActions } from '../../../shared/ui/ModalDialog';
import { TextField } from '../../../shared/ui/TextField';
import { designerMessages as m } from '../sql-designer.messages';
import { Card, DangerButton, Muted, SmallButton } from '../sql-designer.styles';
import type { SavedSqlSchema } from '../sql-designer.types';

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  max-block-size: 16rem;
  overflow-y: auto;
`;

const Item = styled.li<{ $current: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};

  & > div {
    flex: 1;
    min-inline-size: 12rem;
  }

  strong {
    display: block;
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface SchemaListProps {
  schemas: readonly SavedSqlSchema[];
  currentId: string | null;
  busy: boolean;
  onOpen: (schema: SavedSqlSchema) => void;
  onRename: (schema: SavedSqlSchema, name: string) => Promise<boolean>;
  onDelete: (schema: SavedSqlSchema) => Promise<boolean>;
}

/** The caller's saved schemas (`sqlSchemas`, docs/product.md §5.2): open one, rename it, delete it after confirmation. */
export function SchemaList({ schemas, currentId, busy, onOpen, onRename, onDelete }: SchemaListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [deleting, setDeleting] = useState<SavedSqlSchema | null>(null);
  const [renaming, setRenaming] = useState<SavedSqlSchema | null>(null);
  const [newName, setNewName] = useState('');
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<boolean>, close: () => void) => {
    setPending(true);
    const done = await action();
    setPending(false);
    if (done) close();
  };

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="sql-designer-schemas">
      <h2 id={`${id}-title`}>{t(m.schemasTitle)}</h2>
      {schemas.length === 0 ? (
        <Muted data-testid="sql-designer-schemas-empty">{t(m.schemasEmpty)}</Muted>
      ) : (
        <List>
          {schemas.map((schema) => (
            <Item key={schema.id} $current={schema.id === currentId} data-testid="sql-designer-schema" data-name={schema.database_name}>
              <div>
                <strong dir="auto">{schema.database_name}</strong>
                <small>
                  {t(m.schemaMeta, { count: schema.tables.length, date: intl.formatDate(schema.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
                  {schema.id === currentId ? ` · ${t(m.schemaOpen)}` : ''}
                </small>
              </div>
              <SmallButton type="button" $tone="primary" disabled={busy} onClick={() => onOpen(schema)} data-testid="sql-designer-schema-open">
                {t(m.schemaLoad)}
              </SmallButton>
              <SmallButton
                type="button"
                disabled={busy}
                onClick={() => {
                  setNewName(schema.database_name);
                  setRenaming(schema);
                }}
                data-testid="sql-designer-schema-rename"
              >
                {t(m.schemaRename)}
              </SmallButton>
              <SmallButton type="button" $tone="danger" disabled={busy} onClick={() => setDeleting(schema)} data-testid="sql-designer-schema-delete">
                {t(m.schemaDelete)}
              </SmallButton>
            </Item>
          ))}
        </List>
      )}

      <ModalDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t(m.deleteTitle)}
        description={deleting ? t(m.deleteBody, { name: deleting.database_name }) : ''}
        closeLabel={t(m.close)}
        busy={pending}
        testId="sql-designer-delete-dialog"
        closeTestId="sql-designer-delete-close"
      >
        <DialogActions>
          <Button type="button" $variant="secondary" $size="md" onClick={() => setDeleting(null)} data-autofocus>
            {t(m.cancel)}
          </Button>
          <DangerButton
            type="button"
            aria-busy={pending}
            disabled={pending}
            onClick={() => deleting && void run(() => onDelete(deleting), () => setDeleting(null))}
            data-testid="sql-designer-delete-confirm"
          >
            {t(m.schemaDelete)}
          </DangerButton>
        </DialogActions>
      </ModalDialog>

      <ModalDialog
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t(m.renameTitle)}
        closeLabel={t(m.close)}
        busy={pending}
        testId="sql-designer-rename-dialog"
        closeTestId="sql-designer-rename-close"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (renaming && newName.trim()) void run(() => onRename(renaming, newName.trim()), () => setRenaming(null));
          }}
        >
          <TextField id={`${id}-rename`} label={t(m.renameLabel)} value={newName} onValue={setNewName} required maxLength={128} testId="sql-designer-rename-input" data-autofocus />
          <DialogActions style={{ marginBlockStart: '1rem' }}>
            <Button type="button" $variant="secondary" $size="md" onClick={() => setRenaming(null)}>
              {t(m.cancel)}
            </Button>
            <Button type="submit" $variant="primary" $size="md" aria-busy={pending} disabled={pending || !newName.trim()} data-testid="sql-designer-rename-confirm">
              {t(m.renameSubmit)}
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </Card>
  );
}
