export { FeedbackDialog, type FeedbackDialogProps } from './FeedbackDialog';
export { FEEDBACK_TYPES, type FeedbackType } from './feedback-form';
export { feedbackLaunchMessages } from './feedback-launch.messages';
export { FEEDBACK_TYPE_LABELS } from './feedback-types.messages';
