import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectSessionUser } from '../../app/auth.slice';
import { useAppSelector } from '../../app/hooks';
// Plan names are the same words everywhere in the app (and stay untranslated).
import { dashboardMessages as plans } from '../../app/layouts/dashboard.messages';
import { errorCodeOf } from '../../shared/errors/errorMessages';
import { Button } from '../../shared/ui/Button';
import { Switch } from '../../shared/ui/Switch';
import { useAdminUsersQuery, useUpdateUserRoleMutation, type AdminUser, type RoleFlag } from './admin.api';
import type { Column } from './AdminTable';
import { DateTime, Ltr, PAGE_SIZE } from './cells';
import type { ListProps } from './list-props';
import { PagedList } from './PagedList';
import { usersMessages as m } from './users.messages';

export const SEARCH_PARAM = 'q';

const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem;

  label {
    display: grid;
    gap: 0.375rem;
    flex: 1 1 16rem;
    font-weight: 600;
  }

  input {
    min-block-size: 2.5rem;
    padding-inline: 0.85rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg};
    font-weight: 400;
  }
`;

const Notice = styled.p<{ $tone: 'success' | 'danger' }>`
  padding-block: 0.6rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  background: ${({ theme }) => theme.color.bgAlt};
  font-weight: 600;
`;

/** Empty live regions leave the grid's flow (no gap) but stay in the accessibility tree. */
const Live = styled.div`
  &:empty {
    position: absolute;
  }
`;

const Who = styled.span`
  display: grid;
  gap: 0.1rem;

  strong {
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Dialog = styled.dialog`
  inline-size: min(28rem, calc(100vw - 1.5rem));
  padding: clamp(1.25rem, 4vw, 1.75rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &::backdrop {
    background: rgba(8, 12, 28, 0.6);
  }

  & > div {
    display: grid;
    gap: 1rem;
  }

  h2 {
    font-size: 1.25rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }

  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const ROLE_LABELS: Record<RoleFlag, MessageDescriptor> = { isStandard: plans.planStandard, isPremium: plans.planPremium, isAdmin: m.colAdmin };

/**
 * Whether the switch is on. The user JSON's `isPremium` also counts a running trial (what premium
 * features check); the plan an admin grants is the paid one, which the status names.
 */
function granted(user: AdminUser, flag: RoleFlag): boolean {
  return flag === 'isPremium' ? user.status === 'premium' : user[flag];
}

type PendingAdmin = { user: AdminUser; value: boolean } | null;
type Result = { tone: 'success' | 'danger'; text: string } | null;

function Status({ user }: { user: AdminUser }) {
  const intl = useIntl();
  if (user.status === 'trial') return <>{intl.formatMessage(m.statusTrial, { days: user.daysLeft })}</>;
  const labels = { premium: plans.planPremium, standard: plans.planStandard, free: m.statusFree } as const;
  return <>{intl.formatMessage(labels[user.status])}</>;
}

/** Admin → users (identity README, "Trial, plans and roles"): search, paging, and granting or revoking Standard, Premium and admin. */
export function UsersList({ labelledBy, page, onPage }: ListProps) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const [draft, setDraft] = useState(search);
  const me = useAppSelector(selectSessionUser);
  const result = useAdminUsersQuery({ search, page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [update] = useUpdateUserRoleMutation();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Result>(null);
  const [pending, setPending] = useState<PendingAdmin>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const searchId = useId();
  const titleId = useId();

  useEffect(() => setDraft(search), [search]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pending && !element.open) element.showModal();
    if (!pending && element.open) element.close();
  }, [pending]);

  const applySearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(SEARCH_PARAM, value.trim());
        else next.delete(SEARCH_PARAM);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const change = async (user: AdminUser, flag: RoleFlag, value: boolean) => {
    const key = `${user.id}:${flag}`;
    setBusy((current) => new Set(current).add(key));
    setOutcome(null);
    const values = { role: intl.formatMessage(ROLE_LABELS[flag]), user: user.username };
    try {
      await update({ id: user.id, flag, value }).unwrap();
      setOutcome({ tone: 'success', text: intl.formatMessage(value ? m.granted : m.revoked, values) });
    } catch (error) {
      const code = errorCodeOf(error);
      const text = code === 'ADMIN_SELF_DEMOTION' ? m.selfDemotion : code === 'USER_NOT_FOUND' ? m.notFound : m.changeFailed;
      setOutcome({ tone: 'danger', text: intl.formatMessage(text) });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const closeDialog = () => {
    setPending(null);
    opener.current?.focus();
  };

  const columns = useMemo<readonly Column<AdminUser>[]>(() => {
    const toggle = (flag: RoleFlag) => (user: AdminUser) => {
      const on = granted(user, flag);
      const working = busy.has(`${user.id}:${flag}`);
      return (
        <Switch
          type="button"
          role="switch"
          aria-checked={on}
          aria-busy={working}
          aria-label={intl.formatMessage(m.switchLabel, { role: intl.formatMessage(ROLE_LABELS[flag]), user: user.username })}
          data-testid={`user-${flag}`}
          onClick={(event) => {
            if (working) return;
            if (flag === 'isAdmin') {
              opener.current = event.currentTarget;
              setPending({ user, value: !on });
            } else void change(user, flag, !on);
          }}
        />
      );
    };
    return [
      {
        id: 'user',
        header: m.colUser,
        cell: (user) => (
          <Who>
            <strong dir="auto">
              {user.username}
              {user.id === me?.id ? ` (${intl.formatMessage(m.you)})` : ''}
            </strong>
            <Ltr>{user.email}</Ltr>
            {user.twoFactorEnabled ? <small>{intl.formatMessage(m.twoFactor)}</small> : null}
          </Who>
        ),
      },
      { id: 'status', header: m.colStatus, cell: (user) => <Status user={user} />, kind: 'nowrap' },
      { id: 'standard', header: plans.planStandard, cell: toggle('isStandard') },
      { id: 'premium', header: plans.planPremium, cell: toggle('isPremium') },
      { id: 'admin', header: m.colAdmin, cell: toggle('isAdmin') },
      { id: 'created', header: m.colCreated, cell: (user) => <DateTime value={user.createdAt} />, kind: 'nowrap' },
    ];
    // `change` only closes over stable setters and `update`.
  }, [intl, busy, me?.id]);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applySearch(draft);
  };

  return (
    <Wrap>
      <Search role="search" onSubmit={onSearch} data-testid="admin-users-search">
        <label htmlFor={searchId}>
          {intl.formatMessage(m.searchLabel)}
          <input id={searchId} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={200} autoComplete="off" />
        </label>
        <Button type="submit" $variant="primary" $size="md">
          {intl.formatMessage(m.searchSubmit)}
        </Button>
        {search ? (
          <Button type="button" $variant="ghost" $size="md" onClick={() => applySearch('')}>
            {intl.formatMessage(m.clearSearch)}
          </Button>
        ) : null}
      </Search>
      <Live role="status" data-testid="admin-users-status">
        {outcome?.tone === 'success' ? <Notice $tone="success">{outcome.text}</Notice> : null}
      </Live>
      <Live role="alert" data-testid="admin-users-alert">
        {outcome?.tone === 'danger' ? <Notice $tone="danger">{outcome.text}</Notice> : null}
      </Live>
      <PagedList
        labelledBy={labelledBy}
        result={result}
        columns={columns}
        rowKey={(user) => user.id}
        empty={search ? m.noMatch : m.empty}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={onPage}
        testId="admin-users"
      />
      <Dialog ref={dialog} aria-labelledby={titleId} onCancel={closeDialog} data-testid="admin-users-confirm">
        {pending ? (
          <div>
            <h2 id={titleId}>{intl.formatMessage(pending.value ? m.confirmGrantTitle : m.confirmRevokeTitle, { user: pending.user.username })}</h2>
            <p>{intl.formatMessage(pending.value ? m.confirmGrantBody : m.confirmRevokeBody)}</p>
            <Buttons>
              <Button
                type="button"
                $variant="primary"
                $size="md"
                data-testid="admin-users-confirm-yes"
                onClick={() => {
                  const { user, value } = pending;
                  closeDialog();
                  void change(user, 'isAdmin', value);
                }}
              >
                {intl.formatMessage(pending.value ? m.confirmGrant : m.confirmRevoke)}
              </Button>
              <Button type="button" $variant="secondary" $size="md" onClick={closeDialog}>
                {intl.formatMessage(m.confirmCancel)}
              </Button>
            </Buttons>
          </div>
        ) : null}
      </Dialog>
    </Wrap>
  );
}
