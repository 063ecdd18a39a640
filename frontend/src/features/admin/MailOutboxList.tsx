import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../shared/ui/Icon';
import { useAdminMailOutboxQuery, type OutboxMail } from './admin.api';
import { adminMessages as m } from './admin.messages';
import type { Column } from './AdminTable';
import { DateTime, LanguageName, Ltr, PAGE_SIZE, Placeholder } from './cells';
import { PagedList } from './PagedList';
import type { ListProps } from './list-props';

/** The subject opens the mail's text below the row (a disclosure button). */
const SubjectToggle = styled.button`
  display: inline-flex;
  align-items: flex-start;
  gap: 0.35rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.link};
  font-weight: 600;
  text-align: start;
  cursor: pointer;

  &:hover > span {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  & > svg {
    margin-block-start: 0.2rem;
    transition: transform 150ms ease;
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const NotSent = styled.span`
  display: inline-block;
  padding-block: 0.1rem;
  padding-inline: 0.55rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
`;

/** The mail's text part, exactly as sent: plain text, line breaks kept, direction from its content. */
const Body = styled.div`
  max-block-size: 24rem;
  overflow: auto;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  border: 1px solid ${({ theme }) => theme.color.border};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export function MailOutboxList({ labelledBy, page, onPage }: ListProps) {
  const intl = useIntl();
  const baseId = useId();
  const result = useAdminMailOutboxQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const bodyId = (mail: OutboxMail) => `${baseId}-mail-${mail.id}`;

  const columns = useMemo<readonly Column<OutboxMail>[]>(
    () => [
      { id: 'to', header: m.outboxTo, cell: (row) => <Ltr>{row.to}</Ltr> },
      {
        id: 'subject',
        header: m.outboxSubject,
        cell: (row) => {
          const open = opened.has(row.id);
          return (
            <SubjectToggle
              type="button"
              aria-expanded={open}
              aria-controls={open ? bodyId(row) : undefined}
              onClick={() => toggle(row.id)}
              data-testid="outbox-toggle"
            >
              <Icon name="chevronDown" size={16} />
              <span dir="auto">{row.subject}</span>
            </SubjectToggle>
          );
        },
      },
      { id: 'template', header: m.outboxTemplate, cell: (row) => (row.template ? <Ltr code>{row.template}</Ltr> : <Placeholder text={m.notGiven} />) },
      {
        id: 'locale',
        header: m.outboxLocale,
        cell: (row) => (row.locale ? <LanguageName code={row.locale} /> : <Placeholder text={m.unknownLanguage} />),
        kind: 'nowrap',
      },
      { id: 'created', header: m.outboxCreated, cell: (row) => <DateTime value={row.createdAt} />, kind: 'nowrap' },
      {
        id: 'sent',
        header: m.outboxSent,
        cell: (row) => (row.sentAt ? <DateTime value={row.sentAt} /> : <NotSent>{intl.formatMessage(m.outboxRecordedOnly)}</NotSent>),
      },
    ],
    // bodyId only depends on baseId.
    [intl, opened, baseId],
  );

  return (
    <PagedList
      labelledBy={labelledBy}
      result={result}
      columns={columns}
      rowKey={(row) => row.id}
      detail={(row) =>
        opened.has(row.id) ? (
          <Body id={bodyId(row)} role="region" aria-label={intl.formatMessage(m.outboxTextLabel)} dir="auto" tabIndex={0} data-testid="outbox-body">
            {row.text}
          </Body>
        ) : null
      }
      empty={m.outboxEmpty}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      testId="admin-outbox"
    />
  );
}
