import { defineMessage, defineMessages } from 'react-intl';

export const usersMessages = {
  ...defineMessages({
    tab: { id: 'admin.tab.users', defaultMessage: 'Users', description: 'Admin tab listing the accounts, with their plans and roles' },
    searchLabel: { id: 'admin.users.search', defaultMessage: 'Search by username or email', description: 'Label of the search field of the users tab' },
    searchSubmit: { id: 'admin.users.searchSubmit', defaultMessage: 'Search', description: 'Button running the user search' },
    clearSearch: { id: 'admin.users.clearSearch', defaultMessage: 'Clear', description: 'Button emptying the user search' },
    empty: { id: 'admin.users.empty', defaultMessage: 'No accounts yet. People who sign up will appear here.', description: 'Empty state of the users tab' },
    noMatch: { id: 'admin.users.noMatch', defaultMessage: 'No account matches this search.', description: 'Empty state of the users tab when a search finds nothing' },
    colUser: { id: 'admin.users.col.user', defaultMessage: 'Account', description: 'Column: username and e-mail address' },
    colStatus: { id: 'admin.users.col.status', defaultMessage: 'Plan', description: 'Column: premium, standard, trial or free' },
    colAdmin: { id: 'admin.users.col.admin', defaultMessage: 'Administrator', description: 'Column of switches granting the administrator role' },
    colCreated: { id: 'admin.users.col.created', defaultMessage: 'Signed up', description: 'Column: when the account was created' },
    statusFree: { id: 'admin.users.status.free', defaultMessage: 'Free', description: 'Plan status: trial over, nothing bought' },
    you: { id: 'admin.users.you', defaultMessage: 'you', description: 'Marks the signed-in administrator’s own row' },
    twoFactor: { id: 'admin.users.twoFactor', defaultMessage: 'Two-step verification on', description: 'Marks an account that uses two-factor authentication' },
    confirmCancel: { id: 'admin.users.confirm.cancel', defaultMessage: 'Cancel', description: 'Button closing the confirmation without a change' },
    selfDemotion: {
      id: 'admin.users.error.selfDemotion',
      defaultMessage: 'You cannot remove your own administrator role. Ask another administrator to do it.',
      description: 'Error when an administrator tries to remove their own administrator role',
    },
    notFound: { id: 'admin.users.error.notFound', defaultMessage: 'This account no longer exists.', description: 'Error when the account was deleted meanwhile' },
    changeFailed: { id: 'admin.users.error.failed', defaultMessage: 'The change could not be saved. Please try again.', description: 'General error of a role change' },
  }),
  statusTrial: defineMessage<{ days: number }>({
    id: 'admin.users.status.trial',
    defaultMessage: 'Trial · {days, plural, =0 {ends today} one {# day left} other {# days left}}',
    description: 'Plan status of an account in its free trial, with the whole days left',
  }),
  switchLabel: defineMessage<{ role: string; user: string }>({
    id: 'admin.users.switch',
    defaultMessage: '{role} for {user}',
    description: 'Accessible name of a plan or role switch; {role} is Standard, Premium or Administrator, {user} the username',
  }),
  granted: defineMessage<{ role: string; user: string }>({
    id: 'admin.users.granted',
    defaultMessage: '{role} granted to {user}.',
    description: 'Announced after a plan or role was granted',
  }),
  revoked: defineMessage<{ role: string; user: string }>({
    id: 'admin.users.revoked',
    defaultMessage: '{role} removed from {user}.',
    description: 'Announced after a plan or role was revoked',
  }),
  confirmGrantTitle: defineMessage<{ user: string }>({
    id: 'admin.users.confirm.grantTitle',
    defaultMessage: 'Make {user} an administrator?',
    description: 'Heading of the confirmation before granting the administrator role',
  }),
  confirmRevokeTitle: defineMessage<{ user: string }>({
    id: 'admin.users.confirm.revokeTitle',
    defaultMessage: 'Remove the administrator role from {user}?',
    description: 'Heading of the confirmation before revoking the administrator role',
  }),
  confirmGrantBody: defineMessage({
    id: 'admin.users.confirm.grantBody',
    defaultMessage: 'Administrators see every message, log and account, and can change anyone’s plan and role.',
    description: 'Text of the confirmation before granting the administrator role',
  }),
  confirmRevokeBody: defineMessage({
    id: 'admin.users.confirm.revokeBody',
    defaultMessage: 'They lose access to the administration pages at their next sign-in or token renewal.',
    description: 'Text of the confirmation before revoking the administrator role',
  }),
  confirmGrant: defineMessage({ id: 'admin.users.confirm.grant', defaultMessage: 'Make administrator', description: 'Button confirming the administrator role' }),
  confirmRevoke: defineMessage({ id: 'admin.users.confirm.revoke', defaultMessage: 'Remove the role', description: 'Button confirming the removal of the administrator role' }),
};
