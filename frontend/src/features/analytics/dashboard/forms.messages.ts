import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ValidityError } from './dashboard-types';

/** Texts of the Forms tab, the form fields in the interaction dialog, and the monthly allowance banner. */
export const formMessages = {
  ...defineMessages({
    tab: { id: 'analytics.dashboard.tab.forms', defaultMessage: 'Forms', description: 'Dashboard tab: the form report' },
    empty: {
      id: 'analytics.dashboard.forms.empty',
      defaultMessage: 'No form activity yet. Fields appear here once visitors fill in a form on a tracked page.',
      description: 'Empty form report',
    },
    privacy: {
      id: 'analytics.dashboard.forms.privacy',
      defaultMessage: 'Only field names, types and states are recorded; never what visitors type.',
      description: 'Note under the form report',
    },
    pageLabel: { id: 'analytics.dashboard.forms.page', defaultMessage: 'Page', description: 'Label of the page picker of the form report' },
    started: { id: 'analytics.dashboard.forms.started', defaultMessage: 'Started', description: 'Figure: form visits in which a field was filled in' },
    submitted: { id: 'analytics.dashboard.forms.submitted', defaultMessage: 'Submitted', description: 'Figure: form visits ended by a submission' },
    abandoned: { id: 'analytics.dashboard.forms.abandoned', defaultMessage: 'Abandoned', description: 'Figure: started form visits left without submitting' },
    completion: { id: 'analytics.dashboard.forms.completion', defaultMessage: 'Completion rate', description: 'Figure: submitted ÷ started' },
    failingTitle: {
      id: 'analytics.dashboard.forms.failingTitle',
      defaultMessage: 'Fields that fail validation most',
      description: 'Heading of the list of fields by failed validations',
    },
    failingNone: { id: 'analytics.dashboard.forms.failingNone', defaultMessage: 'No field failed validation in this period.', description: 'Empty list' },
    abandonedTitle: { id: 'analytics.dashboard.forms.abandonedTitle', defaultMessage: 'Fields abandoned', description: 'Heading of the list of fields visitors left the form on' },
    abandonedNone: { id: 'analytics.dashboard.forms.abandonedNone', defaultMessage: 'No form was abandoned in this period.', description: 'Empty list' },
    allTitle: { id: 'analytics.dashboard.forms.allTitle', defaultMessage: 'All fields of this page', description: 'Heading of the full field table' },
    colField: { id: 'analytics.dashboard.forms.col.field', defaultMessage: 'Field', description: 'Column: the field name' },
    colType: { id: 'analytics.dashboard.forms.col.type', defaultMessage: 'HTML type', description: 'Column: the input type' },
    colRequired: { id: 'analytics.dashboard.forms.col.required', defaultMessage: 'Required', description: 'Column: whether the field is required' },
    colTouched: { id: 'analytics.dashboard.forms.col.touched', defaultMessage: 'Filled in', description: 'Column: form visits in which the field was filled in or changed' },
    colValue: { id: 'analytics.dashboard.forms.col.value', defaultMessage: 'Value present', description: 'Column: share of those visits that left a value in the field' },
    colValidity: { id: 'analytics.dashboard.forms.col.validity', defaultMessage: 'Failed validation', description: 'Column: form visits in which the field was invalid' },
    colErrors: { id: 'analytics.dashboard.forms.col.errors', defaultMessage: 'Validation errors', description: 'Column: the constraints the field failed' },
    colAbandoned: { id: 'analytics.dashboard.forms.col.abandoned', defaultMessage: 'Left here', description: 'Column: abandoned visits that stopped on this field' },
    yes: { id: 'analytics.dashboard.forms.yes', defaultMessage: 'Yes', description: 'Required: yes' },
    no: { id: 'analytics.dashboard.forms.no', defaultMessage: 'No', description: 'Required: no' },
    noName: { id: 'analytics.dashboard.forms.noName', defaultMessage: '(unnamed field)', description: 'A field with neither name nor id' },
    valid: { id: 'analytics.dashboard.forms.valid', defaultMessage: 'Always valid', description: 'Validity cell: the field never failed' },
    definitions: {
      id: 'analytics.dashboard.forms.definitions',
      defaultMessage:
        'A form visit is what one visitor does in the forms of a page until they submit. It is abandoned when nothing happened for 30 minutes without a submission; the field they left on is the last one they filled in.',
      description: 'How the form report counts',
    },
    // The interaction dialog
    dialogFieldsTitle: { id: 'analytics.dashboard.forms.dialogTitle', defaultMessage: 'Form fields on this page', description: 'Heading in the interaction details dialog' },
    dialogThisField: { id: 'analytics.dashboard.forms.thisField', defaultMessage: 'This element', description: 'Marks the field that was clicked' },
    dialogNoFields: { id: 'analytics.dashboard.forms.dialogNone', defaultMessage: 'No form activity on this page in this period.', description: 'Dialog: no form fields' },
    dialogLoading: { id: 'analytics.dashboard.forms.dialogLoading', defaultMessage: 'Loading the form fields…', description: 'Dialog: form fields loading' },
    dialogFailed: { id: 'analytics.dashboard.forms.dialogFailed', defaultMessage: 'The form fields could not be loaded.', description: 'Dialog: form fields failed' },
    // The monthly allowance banner
    usageWarningTitle: { id: 'analytics.dashboard.usage.warningTitle', defaultMessage: 'Approaching this month’s event allowance', description: 'Banner title at 80 %' },
    usageExceededTitle: { id: 'analytics.dashboard.usage.exceededTitle', defaultMessage: 'This month’s event allowance is used up', description: 'Banner title at 100 %' },
    usageKept: {
      id: 'analytics.dashboard.usage.kept',
      defaultMessage: 'Events past the allowance are still recorded and every report stays complete.',
      description: 'Banner body: what happens past the allowance',
    },
    usagePlans: { id: 'analytics.dashboard.usage.plans', defaultMessage: 'Compare plans', description: 'Banner link to the pricing page' },
    usageMeter: { id: 'analytics.dashboard.usage.meter', defaultMessage: 'Events used this month', description: 'Accessible name of the usage bar' },
  }),
  pageOption: defineMessage<{ path: string; count: number }>({
    id: 'analytics.dashboard.forms.pageOption',
    defaultMessage: '{path} ({count, plural, one {# form visit} other {# form visits}})',
    description: 'An entry of the page picker: the path and its started form visits',
  }),
  invalidVisits: defineMessage<{ count: number }>({
    id: 'analytics.dashboard.forms.invalidVisits',
    defaultMessage: 'Invalid in {count, plural, one {# visit} other {# visits}}',
    description: 'Validity cell: visits in which the field failed',
  }),
  valueShare: defineMessage<{ share: string; count: string; total: string }>({
    id: 'analytics.dashboard.forms.valueShare',
    defaultMessage: '{share} ({count} of {total})',
    description: 'Value present cell: the share and the counts',
  }),
  truncated: defineMessage<{ count: string }>({
    id: 'analytics.dashboard.forms.truncated',
    defaultMessage: 'Based on the latest {count} form events of the period; older ones are not counted.',
    description: 'When the period held more form events than the report reads',
  }),
  usageFigures: defineMessage<{ events: string; allowance: string; percent: string; plan: string; resets: string }>({
    id: 'analytics.dashboard.usage.figures',
    defaultMessage: '{events} of {allowance} events this month ({percent}) for your {plan} plan. The count starts again on {resets}.',
    description: 'Banner body: the figures',
  }),
};

export const PLAN_LABELS = defineMessages({
  trial: { id: 'analytics.dashboard.usage.plan.trial', defaultMessage: 'trial', description: 'Plan name inside a sentence' },
  free: { id: 'analytics.dashboard.usage.plan.free', defaultMessage: 'Free', description: 'Plan name inside a sentence' },
  standard: { id: 'analytics.dashboard.usage.plan.standard', defaultMessage: 'Standard', description: 'Plan name inside a sentence' },
  premium: { id: 'analytics.dashboard.usage.plan.premium', defaultMessage: 'Premium', description: 'Plan name inside a sentence' },
});

/** The constraint a field failed, as the browser's ValidityState names it, in words. */
export const VALIDITY_ERROR_LABELS: Record<ValidityError, MessageDescriptor> = defineMessages({
  valueMissing: { id: 'analytics.dashboard.validity.valueMissing', defaultMessage: 'Required but empty', description: 'Validation error' },
  typeMismatch: { id: 'analytics.dashboard.validity.typeMismatch', defaultMessage: 'Wrong format for its type', description: 'Validation error (e.g. not an e-mail address)' },
  patternMismatch: { id: 'analytics.dashboard.validity.patternMismatch', defaultMessage: 'Does not match the pattern', description: 'Validation error' },
  tooLong: { id: 'analytics.dashboard.validity.tooLong', defaultMessage: 'Too long', description: 'Validation error' },
  tooShort: { id: 'analytics.dashboard.validity.tooShort', defaultMessage: 'Too short', description: 'Validation error' },
  rangeUnderflow: { id: 'analytics.dashboard.validity.rangeUnderflow', defaultMessage: 'Below the minimum', description: 'Validation error' },
  rangeOverflow: { id: 'analytics.dashboard.validity.rangeOverflow', defaultMessage: 'Above the maximum', description: 'Validation error' },
  stepMismatch: { id: 'analytics.dashboard.validity.stepMismatch', defaultMessage: 'Not an allowed step', description: 'Validation error' },
  badInput: { id: 'analytics.dashboard.validity.badInput', defaultMessage: 'Unreadable input', description: 'Validation error' },
  customError: { id: 'analytics.dashboard.validity.customError', defaultMessage: 'Refused by the page’s own check', description: 'Validation error (setCustomValidity)' },
});
