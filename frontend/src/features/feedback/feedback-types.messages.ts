import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FeedbackType } from './feedback-form';

// Apart from feedback.messages.ts: the admin list shows these too, without downloading the form's texts.
const typeMessages = defineMessages({
  suggestion: { id: 'feedback.type.suggestion', defaultMessage: 'Suggestion', description: 'Feedback type' },
  bug: { id: 'feedback.type.bug', defaultMessage: 'Bug report', description: 'Feedback type' },
  improvement: { id: 'feedback.type.improvement', defaultMessage: 'Improvement', description: 'Feedback type' },
  feature: { id: 'feedback.type.feature', defaultMessage: 'Feature request', description: 'Feedback type' },
  other: { id: 'feedback.type.other', defaultMessage: 'Other', description: 'Feedback type' },
});

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, MessageDescriptor> = typeMessages;
