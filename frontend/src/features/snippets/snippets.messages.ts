import { defineMessage, defineMessages } from 'react-intl';

/** The saved templates' pages: the list (/snippets) and the read-only view of one (/snippetsView). */
export const snippetsMessages = {
  ...defineMessages({
    documentTitle: {
      id: 'snippets.documentTitle',
      defaultMessage: 'My snippets · StackLens',
      description: 'Browser tab title of the saved templates page; StackLens is the product name',
    },
    title: {
      id: 'snippets.title',
      defaultMessage: 'My snippets',
      description: 'Heading of the page listing the user’s saved studio templates',
    },
    lead: {
      id: 'snippets.lead',
      defaultMessage: 'The components and CSS snippets you saved in the studio and the CSS playground: find one, view its code, copy it, or open it again to edit it.',
      description: 'Introduction under the heading of the saved templates page',
    },
    newInStudio: {
      id: 'snippets.newInStudio',
      defaultMessage: 'New component',
      description: 'Link to the component studio to create a new template',
    },
    dismiss: {
      id: 'snippets.dismiss',
      defaultMessage: 'Dismiss',
      description: 'Close button of a notice',
    },
    close: {
      id: 'snippets.close',
      defaultMessage: 'Close',
      description: 'Accessible name of a dialog’s close button',
    },
    cancel: {
      id: 'snippets.cancel',
      defaultMessage: 'Cancel',
      description: 'Button closing the delete confirmation without deleting',
    },

    // Toolbar
    toolbarLabel: {
      id: 'snippets.toolbar.label',
      defaultMessage: 'Search, filter and sort',
      description: 'Accessible name of the group of search, filter and sort controls',
    },
    searchLabel: {
      id: 'snippets.search.label',
      defaultMessage: 'Search by name',
      description: 'Label of the search field over the saved templates',
    },
    searchPlaceholder: {
      id: 'snippets.search.placeholder',
      defaultMessage: 'e.g. pricing card',
      description: 'Example query in the empty search field',
    },
    typeLabel: {
      id: 'snippets.filter.type',
      defaultMessage: 'Type',
      description: 'Label of the component type filter',
    },
    typeAll: {
      id: 'snippets.filter.all',
      defaultMessage: 'All types',
      description: 'Filter choice showing every component type',
    },
    sortLabel: {
      id: 'snippets.sort.label',
      defaultMessage: 'Sort by',
      description: 'Label of the sort order choice',
    },
    sortUpdated: {
      id: 'snippets.sort.updated',
      defaultMessage: 'Recently updated',
      description: 'Sort choice: the most recently updated templates first',
    },
    sortName: {
      id: 'snippets.sort.name',
      defaultMessage: 'Name (A–Z)',
      description: 'Sort choice: alphabetical by name',
    },
    sortType: {
      id: 'snippets.sort.type',
      defaultMessage: 'Type',
      description: 'Sort choice: grouped by component type, then by name',
    },

    // States
    loading: {
      id: 'snippets.loading',
      defaultMessage: 'Loading your templates…',
      description: 'Accessible label while the saved templates load',
    },
    loadFailed: {
      id: 'snippets.loadFailed',
      defaultMessage: 'Error loading the components',
      description: 'Error state when the saved templates could not be loaded; the French wording of the product is Erreur lors du chargement des composants',
    },
    retry: {
      id: 'snippets.retry',
      defaultMessage: 'Try again',
      description: 'Button loading the saved templates again after an error',
    },
    emptyTitle: {
      id: 'snippets.empty.title',
      defaultMessage: 'No saved templates yet',
      description: 'Heading of the empty state when the user saved no template',
    },
    emptyBody: {
      id: 'snippets.empty.body',
      defaultMessage: 'Build a component in the studio or style one in the CSS playground, save it, and it will be listed here.',
      description: 'Text of the empty state when the user saved no template',
    },
    emptyStudio: {
      id: 'snippets.empty.studio',
      defaultMessage: 'Open the studio',
      description: 'Link from the empty state to the component studio',
    },
    emptyPlayground: {
      id: 'snippets.empty.playground',
      defaultMessage: 'Open the CSS playground',
      description: 'Link from the empty state to the CSS playground',
    },
    noMatch: {
      id: 'snippets.noMatch',
      defaultMessage: 'No template matches this search or filter.',
      description: 'Shown when the search and filter leave no template',
    },
    clearFilters: {
      id: 'snippets.clearFilters',
      defaultMessage: 'Clear search and filter',
      description: 'Button resetting the search and the type filter',
    },

    // A template
    openStudio: {
      id: 'snippets.action.openStudio',
      defaultMessage: 'Open in the studio',
      description: 'Link opening a component template in the component studio editor',
    },
    openPlayground: {
      id: 'snippets.action.openPlayground',
      defaultMessage: 'Open in the CSS playground',
      description: 'Link opening a CSS snippet in the CSS playground editor',
    },
    view: {
      id: 'snippets.action.view',
      defaultMessage: 'View code',
      description: 'Link to the read-only view of a template’s code',
    },
    copy: {
      id: 'snippets.action.copy',
      defaultMessage: 'Copy code',
      description: 'Button copying a template’s HTML, CSS and JavaScript as one text',
    },
    duplicate: {
      id: 'snippets.action.duplicate',
      defaultMessage: 'Duplicate',
      description: 'Button saving a copy of a template',
    },
    delete: {
      id: 'snippets.action.delete',
      defaultMessage: 'Delete',
      description: 'Button deleting a template (after confirmation)',
    },

    // Notices
    noticeCopied: {
      id: 'snippets.notice.copied',
      defaultMessage: 'Code copied to the clipboard',
      description: 'Notice after a template’s code was copied',
    },
    noticeCopyFailed: {
      id: 'snippets.notice.copyFailed',
      defaultMessage: 'The code could not be copied: your browser refused access to the clipboard.',
      description: 'Notice when writing to the clipboard failed',
    },

    // Delete confirmation
    deleteTitle: {
      id: 'snippets.delete.title',
      defaultMessage: 'Delete this template?',
      description: 'Title of the delete confirmation dialog',
    },
    deleteConfirm: {
      id: 'snippets.delete.confirm',
      defaultMessage: 'Delete',
      description: 'Button confirming the deletion of a template',
    },
    deleteError: {
      id: 'snippets.delete.error',
      defaultMessage: 'Error while deleting',
      description: 'Headline when a template could not be deleted; the French wording of the product is Erreur lors de la suppression',
    },
    deleteFailed: {
      id: 'snippets.delete.failed',
      defaultMessage: 'Failed to delete template',
      description: 'Line under the headline when a template could not be deleted; the product’s own English text',
    },

    // Reasons, by the server's error code
    reasonNotFound: {
      id: 'snippets.reason.notFound',
      defaultMessage: 'This template no longer exists: it may have been deleted in another tab.',
      description: 'Error STUDIO_TEMPLATE_NOT_FOUND',
    },
    reasonTooLarge: {
      id: 'snippets.reason.tooLarge',
      defaultMessage: 'This template’s code is too large to be saved.',
      description: 'Error STUDIO_TEMPLATE_DATA_TOO_LARGE',
    },
    reasonNetwork: {
      id: 'snippets.reason.network',
      defaultMessage: 'The server could not be reached. Check your connection and try again.',
      description: 'A request that got no answer',
    },

    // The view page
    back: {
      id: 'snippets.view.back',
      defaultMessage: 'Back to my snippets',
      description: 'Link from a template’s view back to the list',
    },
    codeTabs: {
      id: 'snippets.view.tabs',
      defaultMessage: 'Code',
      description: 'Accessible name of the HTML / CSS / JavaScript tabs',
    },
    copyAll: {
      id: 'snippets.view.copyAll',
      defaultMessage: 'Copy all',
      description: 'Button copying the HTML, CSS and JavaScript of a template as one text',
    },
    notFoundTitle: {
      id: 'snippets.view.notFound.title',
      defaultMessage: 'Template not found',
      description: 'Heading when the template of the address does not exist or is not the user’s',
    },
    notFoundBody: {
      id: 'snippets.view.notFound.body',
      defaultMessage: 'No saved template of yours has this address. It may have been deleted.',
      description: 'Text when the template of the address does not exist or is not the user’s',
    },
    detailsLabel: {
      id: 'snippets.view.details',
      defaultMessage: 'Details',
      description: 'Accessible name of the list of a template’s type and dates',
    },
    typeTerm: {
      id: 'snippets.view.typeTerm',
      defaultMessage: 'Type',
      description: 'Label of a template’s component type',
    },
    createdTerm: {
      id: 'snippets.view.createdTerm',
      defaultMessage: 'Created',
      description: 'Label of a template’s creation date',
    },
    updatedTerm: {
      id: 'snippets.view.updatedTerm',
      defaultMessage: 'Updated',
      description: 'Label of a template’s last update date',
    },
  }),
  shown: defineMessage<{ shown: number; total: number }>({
    id: 'snippets.shown',
    defaultMessage: '{shown, plural, one {# of {total} template shown} other {# of {total} templates shown}}',
    description: 'Count of templates the search and filter leave, out of all saved ones',
  }),
  updated: defineMessage<{ date: string }>({
    id: 'snippets.updated',
    defaultMessage: 'Updated {date}',
    description: 'When a template was last saved; date is localized',
  }),
  actionsLabel: defineMessage<{ name: string }>({
    id: 'snippets.actions.label',
    defaultMessage: 'Actions for {name}',
    description: 'Accessible name of the group of buttons of one template',
  }),
  copyName: defineMessage<{ name: string }>({
    id: 'snippets.copyName',
    defaultMessage: '{name} (copy)',
    description: 'Name given to a duplicated template',
  }),
  noticeDuplicated: defineMessage<{ name: string }>({
    id: 'snippets.notice.duplicated',
    defaultMessage: 'Duplicated as “{name}”',
    description: 'Notice after a template was duplicated, with the new name',
  }),
  noticeDuplicateFailed: defineMessage<{ reason: string }>({
    id: 'snippets.notice.duplicateFailed',
    defaultMessage: 'Error while saving: {reason}',
    description: 'Notice when a duplicate could not be saved; the French wording of the product is Erreur lors de la sauvegarde',
  }),
  noticeDeleted: defineMessage<{ name: string }>({
    id: 'snippets.notice.deleted',
    defaultMessage: '“{name}” deleted',
    description: 'Notice after a template was deleted',
  }),
  deleteBody: defineMessage<{ name: string }>({
    id: 'snippets.delete.body',
    defaultMessage: '“{name}” will be deleted for good. Its code cannot be recovered.',
    description: 'Text of the delete confirmation dialog',
  }),
  reasonLimit: defineMessage<{ max: number }>({
    id: 'snippets.reason.limit',
    defaultMessage: 'You have reached the limit of {max, number} saved templates. Delete one to save another.',
    description: 'Error STUDIO_TEMPLATE_LIMIT_REACHED',
  }),
  viewDocumentTitle: defineMessage<{ name: string }>({
    id: 'snippets.view.documentTitle',
    defaultMessage: '{name} · My snippets',
    description: 'Browser tab title of one template’s view',
  }),
  codeLabel: defineMessage<{ language: string; name: string }>({
    id: 'snippets.view.codeLabel',
    defaultMessage: '{language} code of {name}',
    description: 'Accessible name of the read-only code area; language is HTML, CSS or JavaScript',
  }),
  copyPart: defineMessage<{ language: string }>({
    id: 'snippets.view.copyPart',
    defaultMessage: 'Copy {language}',
    description: 'Button copying one part of a template; language is HTML, CSS or JavaScript',
  }),
  noticePartCopied: defineMessage<{ language: string }>({
    id: 'snippets.notice.partCopied',
    defaultMessage: '{language} copied to the clipboard',
    description: 'Notice after one part of a template was copied',
  }),
  emptyPart: defineMessage<{ language: string }>({
    id: 'snippets.view.emptyPart',
    defaultMessage: 'This template has no {language}.',
    description: 'Shown in place of an empty part of a template',
  }),
  lines: defineMessage<{ count: number }>({
    id: 'snippets.view.lines',
    defaultMessage: '{count, plural, one {# line} other {# lines}}',
    description: 'Size of a part of a template',
  }),
};

/** The component types of the studio's contract (StudioComponentType), as their labels. */
export const componentTypeMessages = defineMessages({
  button: {
    id: 'snippets.type.button',
    defaultMessage: 'Button',
    description: 'Component type',
  },
  card: {
    id: 'snippets.type.card',
    defaultMessage: 'Card',
    description: 'Component type',
  },
  navbar: {
    id: 'snippets.type.navbar',
    defaultMessage: 'Navigation bar',
    description: 'Component type',
  },
  form: {
    id: 'snippets.type.form',
    defaultMessage: 'Form',
    description: 'Component type',
  },
  modal: {
    id: 'snippets.type.modal',
    defaultMessage: 'Modal',
    description: 'Component type: a dialog window',
  },
  pricing: {
    id: 'snippets.type.pricing',
    defaultMessage: 'Pricing table',
    description: 'Component type',
  },
  hero: {
    id: 'snippets.type.hero',
    defaultMessage: 'Hero section',
    description: 'Component type: the large banner at the top of a page',
  },
  footer: {
    id: 'snippets.type.footer',
    defaultMessage: 'Footer',
    description: 'Component type',
  },
  alert: {
    id: 'snippets.type.alert',
    defaultMessage: 'Alert',
    description: 'Component type: a message box',
  },
  tabs: {
    id: 'snippets.type.tabs',
    defaultMessage: 'Tabs',
    description: 'Component type',
  },
  table: {
    id: 'snippets.type.table',
    defaultMessage: 'Table',
    description: 'Component type: a data table',
  },
  badge: {
    id: 'snippets.type.badge',
    defaultMessage: 'Badge',
    description: 'Component type: a small label',
  },
  css: {
    id: 'snippets.type.css',
    defaultMessage: 'CSS snippet',
    description: 'Component type: a snippet from the CSS playground; CSS stays as is',
  },
  custom: {
    id: 'snippets.type.custom',
    defaultMessage: 'Custom',
    description: 'Component type: anything else',
  },
});
