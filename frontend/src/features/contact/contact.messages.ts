import { defineMessage, defineMessages } from 'react-intl';

export const contactMessages = {
  ...defineMessages({
    documentTitle: {
      id: 'contact.documentTitle',
      defaultMessage: 'Contact us · StackLens',
      description: 'Browser tab title of the contact page',
    },
    eyebrow: {
      id: 'contact.hero.eyebrow',
      defaultMessage: 'We read every message',
      description: 'Short label above the contact page heading',
    },
    title: {
      id: 'contact.hero.title',
      defaultMessage: 'Contact the StackLens team',
      description: 'Main heading (h1) of the contact page',
    },
    lead: {
      id: 'contact.hero.lead',
      defaultMessage:
        'Questions about an audit, a bug to report, a feature idea or a student or non-profit discount request: write to us and a member of the team will answer by e-mail.',
      description: 'Paragraph under the contact page heading',
    },
    formTitle: {
      id: 'contact.form.title',
      defaultMessage: 'Send us a message',
      description: 'Heading of the contact form',
    },
    requiredHint: {
      id: 'contact.form.requiredHint',
      defaultMessage: 'All fields are required.',
      description: 'Note above the contact form fields',
    },
    nameLabel: {
      id: 'contact.form.name.label',
      defaultMessage: 'Your name',
      description: 'Label of the name field',
    },
    emailLabel: {
      id: 'contact.form.email.label',
      defaultMessage: 'E-mail address',
      description: 'Label of the e-mail field',
    },
    emailHint: {
      id: 'contact.form.email.hint',
      defaultMessage: 'We only use it to answer you.',
      description: 'Hint under the e-mail field',
    },
    subjectLabel: {
      id: 'contact.form.subject.label',
      defaultMessage: 'Subject',
      description: 'Label of the subject select',
    },
    subjectPlaceholder: {
      id: 'contact.form.subject.placeholder',
      defaultMessage: 'Choose a subject',
      description: 'Empty first option of the subject select',
    },
    subjectGeneral: {
      id: 'contact.form.subject.general',
      defaultMessage: 'General question',
      description: 'Subject option',
    },
    subjectTechnical: {
      id: 'contact.form.subject.technical',
      defaultMessage: 'Technical support',
      description: 'Subject option',
    },
    subjectFeature: {
      id: 'contact.form.subject.feature',
      defaultMessage: 'Feature request',
      description: 'Subject option',
    },
    subjectBug: {
      id: 'contact.form.subject.bug',
      defaultMessage: 'Bug report',
      description: 'Subject option',
    },
    subjectPartnership: {
      id: 'contact.form.subject.partnership',
      defaultMessage: 'Partnership',
      description: 'Subject option',
    },
    subjectOther: {
      id: 'contact.form.subject.other',
      defaultMessage: 'Something else',
      description: 'Subject option',
    },
    messageLabel: {
      id: 'contact.form.message.label',
      defaultMessage: 'Your message',
      description: 'Label of the message text area',
    },
    messageHint: {
      id: 'contact.form.message.hint',
      defaultMessage: 'For a bug, tell us the page, what you did and what you expected.',
      description: 'Hint under the message text area',
    },
    submit: {
      id: 'contact.form.submit',
      defaultMessage: 'Send message',
      description: 'Submit button of the contact form',
    },
    sending: {
      id: 'contact.form.sending',
      defaultMessage: 'Sending…',
      description: 'Submit button label while the message is being sent',
    },
    required: {
      id: 'contact.validation.required',
      defaultMessage: 'Required field',
      description: 'Error under an empty required field (wording of docs/product.md §8)',
    },
    invalidEmail: {
      id: 'contact.validation.invalidEmail',
      defaultMessage: 'Please enter a valid email address',
      description: 'Error under an invalid e-mail (wording of docs/product.md §8)',
    },
    fillAll: {
      id: 'contact.validation.fillAll',
      defaultMessage: 'Please fill out all fields.',
      description: 'Summary shown above the form when fields are empty (wording of docs/product.md §8)',
    },
    fixFields: {
      id: 'contact.validation.fixFields',
      defaultMessage: 'Please correct the highlighted fields.',
      description: 'Summary shown when fields are filled but some are invalid',
    },
    invalidField: {
      id: 'contact.validation.invalidField',
      defaultMessage: 'Please check this field.',
      description: 'Generic error when the server rejects a field for another reason',
    },
    success: {
      id: 'contact.result.success',
      defaultMessage: 'Your message has been sent successfully! We will respond soon.',
      description: 'Shown after the message was sent (wording of docs/product.md §10.2)',
    },
    failure: {
      id: 'contact.result.failure',
      defaultMessage: 'An error occurred while sending your message. Please try again.',
      description: 'Shown when sending failed (wording of docs/product.md §10.2)',
    },
    rateLimited: {
      id: 'contact.result.rateLimited',
      defaultMessage: 'You have sent several messages in a short time. Please wait a few minutes before trying again.',
      description: 'Shown when the server answers RATE_LIMITED',
    },
    asideTitle: {
      id: 'contact.aside.title',
      defaultMessage: 'Before you write',
      description: 'Heading of the side panel of the contact page',
    },
    asideFaq: {
      id: 'contact.aside.faq',
      defaultMessage: 'Many answers about the trial, plans and refunds are already in our FAQ.',
      description: 'Side panel text pointing to the FAQ',
    },
    asideFaqLink: {
      id: 'contact.aside.faqLink',
      defaultMessage: 'Read the FAQ',
      description: 'Link to the FAQ page',
    },
    asideDiscount: {
      id: 'contact.aside.discount',
      defaultMessage: 'Student or non-profit? Choose “General question” and tell us your school or organisation to receive your 50% code.',
      description: 'Side panel text about the 50% discount code',
    },
    asideSupport: {
      id: 'contact.aside.supportTimes',
      defaultMessage:
        'Premium customers get priority e-mail support, with an answer within one business day. Everyone else has community support: messages answered in turn, usually within a few working days, and the FAQ. Every sender gets an e-mail confirming that the message arrived.',
      description: 'Side panel text about response times; one business day is the Premium promise (docs/product.md)',
    },
  }),
  counter: defineMessage<{ count: number; max: number }>({
    id: 'contact.form.message.counter',
    defaultMessage: '{count, number} of {max, number} characters',
    description: 'Character counter under the message text area',
  }),
  tooShort: defineMessage<{ min: number }>({
    id: 'contact.validation.tooShort',
    defaultMessage: 'Your message needs at least {min, number} characters.',
    description: 'Error under a message that is too short',
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'contact.validation.tooLong',
    defaultMessage: 'Your message can be at most {max, number} characters long.',
    description: 'Error under a message that is too long',
  }),
};
