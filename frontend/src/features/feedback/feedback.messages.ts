import { defineMessage, defineMessages } from 'react-intl';

export const feedbackMessages = {
  ...defineMessages({
    title: {
      id: 'feedback.dialog.title',
      defaultMessage: 'Send us your feedback',
      description: 'Heading of the feedback dialog',
    },
    intro: {
      id: 'feedback.dialog.intro',
      defaultMessage: 'Tell us what works, what does not, and what you would like to see in StackLens. Fields marked * are required.',
      description: 'Paragraph under the feedback dialog heading; * is the mark shown beside required field labels',
    },
    close: {
      id: 'feedback.dialog.close',
      defaultMessage: 'Close',
      description: 'Button (an X icon, and the button under the success message) closing the feedback dialog',
    },
    cancel: {
      id: 'feedback.dialog.cancel',
      defaultMessage: 'Cancel',
      description: 'Button closing the feedback dialog without sending',
    },
    typeLabel: {
      id: 'feedback.field.type.label',
      defaultMessage: 'Type of feedback',
      description: 'Label of the feedback type select',
    },
    titleLabel: {
      id: 'feedback.field.title.label',
      defaultMessage: 'Title',
      description: 'Label of the feedback title field',
    },
    descriptionLabel: {
      id: 'feedback.field.description.label',
      defaultMessage: 'Description',
      description: 'Label of the feedback description field',
    },
    descriptionHint: {
      id: 'feedback.field.description.hint',
      defaultMessage: 'What happened, or what would you like? Details such as the page and the steps help us most.',
      description: 'Hint under the feedback description field',
    },
    ratingLegend: {
      id: 'feedback.field.rating.legend',
      defaultMessage: 'Your overall rating',
      description: 'Legend of the 1-5 star rating group',
    },
    ratingNone: {
      id: 'feedback.field.rating.none',
      defaultMessage: 'No rating chosen yet',
      description: 'Shown beside the stars before any is chosen',
    },
    rating1: { id: 'feedback.rating.1', defaultMessage: '1 star: poor', description: 'Label of the 1-star rating choice' },
    rating2: { id: 'feedback.rating.2', defaultMessage: '2 stars: fair', description: 'Label of the 2-star rating choice' },
    rating3: { id: 'feedback.rating.3', defaultMessage: '3 stars: good', description: 'Label of the 3-star rating choice' },
    rating4: { id: 'feedback.rating.4', defaultMessage: '4 stars: very good', description: 'Label of the 4-star rating choice' },
    rating5: { id: 'feedback.rating.5', defaultMessage: '5 stars: excellent', description: 'Label of the 5-star rating choice' },
    emailLabel: {
      id: 'feedback.field.email.label',
      defaultMessage: 'E-mail address (optional)',
      description: 'Label of the optional e-mail field of the feedback form',
    },
    emailHint: {
      id: 'feedback.field.email.hint',
      defaultMessage: 'Only if you would like a reply. We use it for nothing else.',
      description: 'Hint under the optional e-mail field of the feedback form',
    },
    required: {
      id: 'feedback.validation.required',
      defaultMessage: 'Required field',
      description: 'Error under an empty required field of the feedback form',
    },
    ratingRequired: {
      id: 'feedback.validation.ratingRequired',
      defaultMessage: 'Please choose a rating from 1 to 5 stars',
      description: 'Error under the rating when no star is chosen',
    },
    invalidEmail: {
      id: 'feedback.validation.invalidEmail',
      defaultMessage: 'Please enter a valid email address',
      description: 'Error under an invalid e-mail in the feedback form',
    },
    invalidField: {
      id: 'feedback.validation.invalid',
      defaultMessage: 'Please check this field',
      description: 'Error under a field the server refused for another reason',
    },
    fillAll: {
      id: 'feedback.validation.fillAll',
      defaultMessage: 'Please fill in all required fields',
      description: 'Form message when a required field of the feedback form is empty (wording of docs/product.md §8)',
    },
    fixFields: {
      id: 'feedback.validation.fixFields',
      defaultMessage: 'Please check the highlighted fields.',
      description: 'Form message when fields are filled but some are not valid',
    },
    submit: { id: 'feedback.submit', defaultMessage: 'Send feedback', description: 'Submit button of the feedback form' },
    sending: { id: 'feedback.sending', defaultMessage: 'Sending…', description: 'Submit button label while the feedback is sent' },
    success: {
      id: 'feedback.result.success',
      defaultMessage: 'Thank you! Your feedback has been sent. We read every message.',
      description: 'Shown after the feedback was stored',
    },
    failure: {
      id: 'feedback.result.failure',
      defaultMessage: 'Your feedback could not be sent. Check your connection and try again; what you typed is kept.',
      description: 'Shown when sending the feedback fails for a network reason',
    },
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'feedback.validation.tooLong',
    defaultMessage: 'At most {max, number} characters',
    description: 'Error under a feedback field that is too long',
  }),
  counter: defineMessage<{ count: number; max: number }>({
    id: 'feedback.field.description.counter',
    defaultMessage: '{count, number} / {max, number} characters',
    description: 'Character counter under the feedback description',
  }),
};
