import { defineMessage, defineMessages } from 'react-intl';

/** The component studio (`/{lang}/studio`) and the CSS playground (`/{lang}/css-playground`). */
export const studioMessages = {
  ...defineMessages({
    documentTitle: {
      id: 'studio.documentTitle',
      defaultMessage: 'Component studio',
      description: 'Browser tab title of the studio page',
    },
    title: {
      id: 'studio.title',
      defaultMessage: 'Component studio',
      description: 'Heading of the studio page',
    },
    lead: {
      id: 'studio.lead',
      defaultMessage: 'Start from an accessible template or a blank page, edit its HTML, CSS and JavaScript, and watch the preview follow as you type. Save it to find it again in your snippets.',
      description: 'Introduction under the studio heading',
    },
    playgroundDocumentTitle: {
      id: 'studio.playground.documentTitle',
      defaultMessage: 'CSS playground',
      description: 'Browser tab title of the CSS playground',
    },
    playgroundTitle: {
      id: 'studio.playground.title',
      defaultMessage: 'CSS playground',
      description: 'Heading of the CSS playground',
    },
    playgroundLead: {
      id: 'studio.playground.lead',
      defaultMessage: 'Pick a sample page and write CSS for it: the preview restyles it as you type. Save your stylesheet to reuse it later.',
      description: 'Introduction under the CSS playground heading',
    },
    dismiss: {
      id: 'studio.dismiss',
      defaultMessage: 'Dismiss',
      description: 'Close button of a notice',
    },
    close: {
      id: 'studio.close',
      defaultMessage: 'Close',
      description: 'Close button of a dialog',
    },
    cancel: {
      id: 'studio.cancel',
      defaultMessage: 'Cancel',
      description: 'Cancel button of a dialog',
    },
    retry: {
      id: 'studio.retry',
      defaultMessage: 'Retry',
      description: 'Button loading the saved components again after an error',
    },

    galleryTitle: {
      id: 'studio.gallery.title',
      defaultMessage: 'Start from a template',
      description: 'Heading of the template gallery',
    },
    galleryHint: {
      id: 'studio.gallery.hint',
      defaultMessage: 'Every template is keyboard usable, responsive and follows the light or dark preview.',
      description: 'Note under the gallery heading',
    },
    markupTitle: {
      id: 'studio.markup.title',
      defaultMessage: 'Sample page to style',
      description: 'Heading of the CSS playground sample markup choice',
    },
    markupHint: {
      id: 'studio.markup.hint',
      defaultMessage: 'Your CSS is applied to this markup; changing it keeps your CSS.',
      description: 'Note under the sample markup choice',
    },

    savedTitle: {
      id: 'studio.saved.title',
      defaultMessage: 'Open a saved one',
      description: 'Label of the list of saved templates',
    },
    savedPlaceholder: {
      id: 'studio.saved.placeholder',
      defaultMessage: 'Choose a saved template…',
      description: 'First option of the saved templates list',
    },
    savedOpen: {
      id: 'studio.saved.open',
      defaultMessage: 'Open',
      description: 'Button opening the chosen saved template',
    },
    savedEmpty: {
      id: 'studio.saved.empty',
      defaultMessage: 'Nothing saved yet: what you save appears here and in your snippets.',
      description: 'Empty state of the saved templates list',
    },
    savedLoading: {
      id: 'studio.saved.loading',
      defaultMessage: 'Loading your saved templates…',
      description: 'Loading state of the saved templates list',
    },
    loadFailed: {
      id: 'studio.loadFailed',
      defaultMessage: 'Could not load your components',
      description: "Load failure of the saved templates (product text 'Erreur lors du chargement des composants')",
    },
    openingSaved: {
      id: 'studio.openingSaved',
      defaultMessage: 'Opening the saved template…',
      description: 'Shown while the template named in the address loads',
    },
    notFound: {
      id: 'studio.notFound',
      defaultMessage: 'This template no longer exists or is not yours.',
      description: 'The template named in the address is not among the user’s templates',
    },

    nameLabel: {
      id: 'studio.name.label',
      defaultMessage: 'Name',
      description: 'Label of the template name field',
    },
    typeLabel: {
      id: 'studio.type.label',
      defaultMessage: 'Component type',
      description: 'Label of the component type select',
    },
    save: {
      id: 'studio.save',
      defaultMessage: 'Save',
      description: 'Button saving the template',
    },
    saving: {
      id: 'studio.saving',
      defaultMessage: 'Saving…',
      description: 'Save button while saving',
    },
    saveAsNew: {
      id: 'studio.saveAsNew',
      defaultMessage: 'Save as new',
      description: 'Button saving a copy of a loaded template as a new one',
    },
    unsaved: {
      id: 'studio.unsaved',
      defaultMessage: 'Unsaved changes',
      description: 'Marker shown when the editor has unsaved changes',
    },
    savedState: {
      id: 'studio.savedState',
      defaultMessage: 'Saved',
      description: 'Marker shown when the loaded template has no unsaved changes',
    },
    saveFailed: {
      id: 'studio.notice.saveFailed',
      defaultMessage: 'Could not save the template',
      description: "Save failure (product text 'Erreur lors de la sauvegarde')",
    },

    format: {
      id: 'studio.format',
      defaultMessage: 'Format code',
      description: 'Button formatting the code of the editors',
    },
    formatting: {
      id: 'studio.formatting',
      defaultMessage: 'Formatting…',
      description: 'Format button while the formatter loads or runs',
    },
    formatted: {
      id: 'studio.notice.formatted',
      defaultMessage: 'Code formatted',
      description: 'Notice after formatting',
    },
    run: {
      id: 'studio.run',
      defaultMessage: 'Run now',
      description: 'Button re-rendering the preview at once',
    },

    uploadImage: {
      id: 'studio.upload',
      defaultMessage: 'Insert an image',
      description: 'Button uploading an image and inserting it in the HTML',
    },
    uploadImageCss: {
      id: 'studio.upload.css',
      defaultMessage: 'Upload an image',
      description: 'CSS playground button uploading an image and inserting its url() in the CSS',
    },
    uploading: {
      id: 'studio.uploading',
      defaultMessage: 'Uploading…',
      description: 'Upload button while uploading',
    },
    uploaded: {
      id: 'studio.notice.uploaded',
      defaultMessage: 'Image uploaded and inserted at the cursor',
      description: 'Notice after an image was uploaded and inserted',
    },
    uploadFailed: {
      id: 'studio.notice.uploadFailed',
      defaultMessage: 'Could not upload the image',
      description: "Upload failure (product text 'Erreur lors de l'upload de l'image')",
    },
    lastUpload: {
      id: 'studio.lastUpload',
      defaultMessage: 'Last image:',
      description: 'Label before the URL of the last uploaded image',
    },
    copyUrl: {
      id: 'studio.copyUrl',
      defaultMessage: 'Copy URL',
      description: 'Button copying the uploaded image URL',
    },
    copied: {
      id: 'studio.notice.copied',
      defaultMessage: 'Image URL copied',
      description: 'Notice after the image URL was copied',
    },
    copyFailed: {
      id: 'studio.notice.copyFailed',
      defaultMessage: 'The browser refused to copy: select the URL and copy it yourself.',
      description: 'Copying to the clipboard failed',
    },

    editorsLabel: {
      id: 'studio.editors.label',
      defaultMessage: 'Code editors',
      description: 'Accessible name of the editor tabs on narrow screens',
    },
    htmlEditor: {
      id: 'studio.editor.html',
      defaultMessage: 'HTML',
      description: 'Label of the HTML editor',
    },
    cssEditor: {
      id: 'studio.editor.css',
      defaultMessage: 'CSS',
      description: 'Label of the CSS editor',
    },
    jsEditor: {
      id: 'studio.editor.js',
      defaultMessage: 'JavaScript',
      description: 'Label of the JavaScript editor',
    },

    previewTitle: {
      id: 'studio.previewPane.title',
      defaultMessage: 'Preview',
      description: 'Heading of the preview',
    },
    widthLabel: {
      id: 'studio.width.label',
      defaultMessage: 'Preview width',
      description: 'Label of the preview width choice',
    },
    widthMobile: {
      id: 'studio.width.mobile',
      defaultMessage: 'Mobile',
      description: 'Preview width: phone',
    },
    widthTablet: {
      id: 'studio.width.tablet',
      defaultMessage: 'Tablet',
      description: 'Preview width: tablet',
    },
    widthDesktop: {
      id: 'studio.width.desktop',
      defaultMessage: 'Desktop',
      description: 'Preview width: desktop',
    },
    themeLabel: {
      id: 'studio.theme.label',
      defaultMessage: 'Preview colours',
      description: 'Label of the preview colour scheme choice',
    },
    themeLight: {
      id: 'studio.theme.light',
      defaultMessage: 'Light',
      description: 'Preview colour scheme: light',
    },
    themeDark: {
      id: 'studio.theme.dark',
      defaultMessage: 'Dark',
      description: 'Preview colour scheme: dark',
    },

    discardTitle: {
      id: 'studio.discard.title',
      defaultMessage: 'Discard the unsaved changes?',
      description: 'Title of the dialog asked before losing edits',
    },
    discardBody: {
      id: 'studio.discard.body',
      defaultMessage: 'What you changed since the last save will be lost.',
      description: 'Body of the discard dialog',
    },
    discardConfirm: {
      id: 'studio.discard.confirm',
      defaultMessage: 'Discard changes',
      description: 'Button confirming the loss of unsaved changes',
    },

    nameRequired: {
      id: 'studio.error.nameRequired',
      defaultMessage: 'Give the template a name.',
      description: 'Save refused: empty name (STUDIO_TEMPLATE_NAME_REQUIRED)',
    },
    templateNotFound: {
      id: 'studio.error.templateNotFound',
      defaultMessage: 'This template was deleted meanwhile: use “Save as new” to keep your work.',
      description: 'Save refused: STUDIO_TEMPLATE_NOT_FOUND',
    },
    templateIdRequired: {
      id: 'studio.error.templateIdRequired',
      defaultMessage: 'Template ID is required',
      description: 'STUDIO_TEMPLATE_ID_REQUIRED (product text)',
    },
    uploadMissing: {
      id: 'studio.error.uploadMissing',
      defaultMessage: 'No file was received: choose an image again.',
      description: 'STUDIO_UPLOAD_MISSING_FILE',
    },
    uploadNotImage: {
      id: 'studio.error.uploadNotImage',
      defaultMessage: 'This file is not an image: use PNG, JPEG, WebP, GIF or AVIF.',
      description: 'STUDIO_UPLOAD_NOT_AN_IMAGE',
    },
    uploadSvg: {
      id: 'studio.error.uploadSvg',
      defaultMessage: 'SVG images are refused, as they can carry scripts: use PNG, JPEG, WebP, GIF or AVIF.',
      description: 'STUDIO_UPLOAD_SVG_REFUSED',
    },
    uploadCorrupt: {
      id: 'studio.error.uploadCorrupt',
      defaultMessage: 'The image could not be read: the file is damaged or incomplete.',
      description: 'STUDIO_UPLOAD_CORRUPT',
    },
    uploadNotFound: {
      id: 'studio.error.uploadNotFound',
      defaultMessage: 'This image no longer exists.',
      description: 'STUDIO_UPLOAD_NOT_FOUND',
    },
    signedOut: {
      id: 'studio.error.signedOut',
      defaultMessage: 'Your session has ended: sign in again to save.',
      description: 'A call answered 401',
    },
    rateLimited: {
      id: 'studio.error.rateLimited',
      defaultMessage: 'Too many requests: wait a moment and try again.',
      description: 'A call answered RATE_LIMITED',
    },
    unreachable: {
      id: 'studio.error.unreachable',
      defaultMessage: 'The server could not be reached or failed: try again in a moment.',
      description: 'A call failed without a known code',
    },

    typeButton: {
      id: 'studio.type.button',
      defaultMessage: 'Button',
      description: 'Component type and template name',
    },
    typeCard: {
      id: 'studio.type.card',
      defaultMessage: 'Card',
      description: 'Component type and template name',
    },
    typeNavbar: {
      id: 'studio.type.navbar',
      defaultMessage: 'Navigation bar',
      description: 'Component type and template name',
    },
    typeForm: {
      id: 'studio.type.form',
      defaultMessage: 'Form',
      description: 'Component type and template name',
    },
    typeModal: {
      id: 'studio.type.modal',
      defaultMessage: 'Modal dialog',
      description: 'Component type and template name',
    },
    typePricing: {
      id: 'studio.type.pricing',
      defaultMessage: 'Pricing table',
      description: 'Component type and template name',
    },
    typeHero: {
      id: 'studio.type.hero',
      defaultMessage: 'Hero section',
      description: 'Component type and template name',
    },
    typeFooter: {
      id: 'studio.type.footer',
      defaultMessage: 'Footer',
      description: 'Component type and template name',
    },
    typeAlert: {
      id: 'studio.type.alert',
      defaultMessage: 'Alert',
      description: 'Component type and template name',
    },
    typeTabs: {
      id: 'studio.type.tabs',
      defaultMessage: 'Tabs',
      description: 'Component type and template name',
    },
    typeTable: {
      id: 'studio.type.table',
      defaultMessage: 'Data table',
      description: 'Component type and template name',
    },
    typeBadge: {
      id: 'studio.type.badge',
      defaultMessage: 'Badges',
      description: 'Component type and template name',
    },
    typeCss: {
      id: 'studio.type.css',
      defaultMessage: 'CSS stylesheet',
      description: 'Component type of a CSS playground save',
    },
    typeCustom: {
      id: 'studio.type.custom',
      defaultMessage: 'Custom',
      description: 'Component type: anything else',
    },
    templateBlank: {
      id: 'studio.template.blank',
      defaultMessage: 'Blank',
      description: 'Gallery card of the empty template',
    },

    markupArticle: {
      id: 'studio.markup.article',
      defaultMessage: 'Article typography',
      description: 'Sample markup: an article with headings, lists, quotes and code',
    },
    markupForm: {
      id: 'studio.markup.form',
      defaultMessage: 'Form',
      description: 'Sample markup: a form with every kind of field',
    },
    markupCards: {
      id: 'studio.markup.cards',
      defaultMessage: 'Card grid',
      description: 'Sample markup: a grid of cards',
    },
    markupNav: {
      id: 'studio.markup.nav',
      defaultMessage: 'Navigation and header',
      description: 'Sample markup: a page header with navigation',
    },
    markupTable: {
      id: 'studio.markup.table',
      defaultMessage: 'Data table',
      description: 'Sample markup: a table with a caption',
    },
    newStylesheet: {
      id: 'studio.playground.newName',
      defaultMessage: 'My stylesheet',
      description: 'Default name of a new CSS playground stylesheet',
    },
  }),
  nameHint: defineMessage<{ max: number }>({
    id: 'studio.name.hint',
    defaultMessage: '{max} characters at most.',
    description: 'Hint under the name field',
  }),
  saveSucceeded: defineMessage<{ name: string }>({
    id: 'studio.notice.saved',
    defaultMessage: 'Template “{name}” saved',
    description: 'Notice after a successful save',
  }),
  opened: defineMessage<{ name: string }>({
    id: 'studio.notice.opened',
    defaultMessage: 'Template “{name}” opened',
    description: 'Notice after a saved template was opened',
  }),
  formatFailed: defineMessage<{ language: string }>({
    id: 'studio.notice.formatFailed',
    defaultMessage: 'The {language} code could not be formatted: fix its syntax first.',
    description: 'Formatting failed on a syntax error; language is HTML, CSS or JavaScript',
  }),
  shortcuts: defineMessage<{ save: string; run: string }>({
    id: 'studio.shortcuts',
    defaultMessage: 'Keyboard: {save} saves, {run} runs the preview again now. The preview also follows as you type.',
    description: 'Visible hint listing the keyboard shortcuts; save and run are key names such as Ctrl+S',
  }),
  previewFrameTitle: defineMessage<{ name: string }>({
    id: 'studio.previewPane.frameTitle',
    defaultMessage: 'Preview of “{name}”',
    description: 'Accessible title of the preview frame',
  }),
  nameTooLong: defineMessage<{ max: number }>({
    id: 'studio.error.nameTooLong',
    defaultMessage: 'The name is too long: {max} characters at most.',
    description: 'Save refused: name too long (STUDIO_TEMPLATE_NAME_TOO_LONG)',
  }),
  dataTooLarge: defineMessage<{ max: number }>({
    id: 'studio.error.dataTooLarge',
    defaultMessage: 'The code is too large to save: {max} KB at most for HTML, CSS and JavaScript together.',
    description: 'Save refused: STUDIO_TEMPLATE_DATA_TOO_LARGE',
  }),
  limitReached: defineMessage<{ max: number }>({
    id: 'studio.error.limitReached',
    defaultMessage: 'You already have {max} saved templates: delete some in your snippets first.',
    description: 'Save refused: STUDIO_TEMPLATE_LIMIT_REACHED',
  }),
  uploadTooLarge: defineMessage<{ max: number }>({
    id: 'studio.error.uploadTooLarge',
    defaultMessage: 'The image is too large: {max} MB at most.',
    description: 'STUDIO_UPLOAD_TOO_LARGE',
  }),
  uploadTooManyPixels: defineMessage<{ max: number }>({
    id: 'studio.error.uploadTooManyPixels',
    defaultMessage: 'The image has too many pixels: {max} million at most.',
    description: 'STUDIO_UPLOAD_TOO_MANY_PIXELS',
  }),
  uploadQuota: defineMessage<{ max: number }>({
    id: 'studio.error.uploadQuota',
    defaultMessage: 'Your image storage is full ({max} MB): delete images you no longer use.',
    description: 'STUDIO_UPLOAD_QUOTA_EXCEEDED',
  }),
};
