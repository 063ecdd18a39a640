import { defineMessage, defineMessages } from 'react-intl';

export const dashboardMessages = {
  ...defineMessages({
    menu: { id: 'shell.dashboard.menu', defaultMessage: 'Dashboard menu', description: 'Accessible name of the side menu' },
    openMenu: { id: 'shell.dashboard.openMenu', defaultMessage: 'Open menu', description: 'Button showing the side menu on small screens' },
    closeMenu: { id: 'shell.dashboard.closeMenu', defaultMessage: 'Close menu', description: 'Button hiding the side menu on small screens' },
    dashboard: { id: 'shell.dashboard.item.dashboard', defaultMessage: 'Dashboard', description: 'Side menu item' },
    website: { id: 'shell.dashboard.item.website', defaultMessage: 'Website', description: 'Side menu item: website analysis' },
    workflow: { id: 'shell.dashboard.item.workflow', defaultMessage: 'Workflow tools', description: 'Side menu item: component studio and developer tools' },
    system: { id: 'shell.dashboard.item.system', defaultMessage: 'System', description: 'Side menu item: databases and SQL tools' },
    administration: { id: 'shell.dashboard.item.administration', defaultMessage: 'Administration', description: 'Side menu item' },
    newsletter: { id: 'shell.dashboard.item.newsletter', defaultMessage: 'Newsletter', description: 'Side menu item' },
    feedback: { id: 'shell.dashboard.item.feedback', defaultMessage: 'Feedback', description: 'Side menu item' },
    premium: { id: 'shell.dashboard.item.premium', defaultMessage: 'Premium', description: 'Side menu item: upgrade to the Premium plan' },
    settings: { id: 'shell.dashboard.item.settings', defaultMessage: 'Settings', description: 'Side menu item' },
    logout: { id: 'shell.dashboard.item.logout', defaultMessage: 'Log out', description: 'Side menu button ending the session' },
    planStandard: { id: 'shell.dashboard.plan.standard', defaultMessage: 'Standard', description: 'Plan name shown in the side menu' },
    planPremium: { id: 'shell.dashboard.plan.premium', defaultMessage: 'Premium', description: 'Plan name shown in the side menu' },
    planFree: { id: 'shell.dashboard.plan.free', defaultMessage: 'Free', description: 'Plan shown in the side menu once the trial ended and nothing was bought' },
    planUpgrade: { id: 'shell.dashboard.plan.upgrade', defaultMessage: 'Choose a plan', description: 'Link under the Free plan in the side menu, to the pricing page' },
    planTrialOnly: { id: 'shell.dashboard.plan.trialOnly', defaultMessage: 'Trial', description: 'Plan shown in the side menu during the free trial, when the days left are not known' },
    loggingOut: { id: 'shell.dashboard.item.loggingOut', defaultMessage: 'Logging out…', description: 'Side menu logout button while the request is on its way' },
    logoutFailed: {
      id: 'shell.dashboard.logoutFailed',
      defaultMessage: 'Logging out failed. Check your connection and try again.',
      description: 'Shown under the logout button when the request failed; the user is still signed in',
    },
  }),
  planTrial: defineMessage<{ days: number }>({
    id: 'shell.dashboard.plan.trial',
    defaultMessage: 'Trial · {days, plural, =0 {ends today} one {# day left} other {# days left}}',
    description: 'Plan shown in the side menu during the free 7-day trial, with the whole days left',
  }),
  planLabel: defineMessage<{ plan: string }>({
    id: 'shell.dashboard.plan.label',
    defaultMessage: 'Plan: {plan}',
    description: 'Label of the current plan in the side menu; {plan} is Standard, Premium or the trial with its days left',
  }),
};
