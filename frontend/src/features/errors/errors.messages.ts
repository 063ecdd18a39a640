import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

export const errorMessages = {
  ...defineMessages({
    notFoundDocumentTitle: {
      id: 'errors.notFound.documentTitle',
      defaultMessage: 'Page not found · StackLens',
      description: 'Browser tab title of the 404 page',
    },
    notFoundCode: {
      id: 'errors.notFound.code',
      defaultMessage: 'Error 404',
      description: 'Small label above the 404 heading',
    },
    notFoundBody: {
      id: 'errors.notFound.body',
      defaultMessage: 'The page may have moved, or the address may contain a typo.',
      description: 'Explanation under the 404 heading',
    },
    notFoundHome: {
      id: 'errors.notFound.home',
      defaultMessage: 'Back to home',
      description: 'Link from the 404 page to the home page',
    },
  }),
  // MessageValue (not string) lets the path be passed as an element isolated left-to-right.
  notFoundTitle: defineMessage<{ path: MessageValue }>({
    id: 'errors.notFound.title',
    defaultMessage: 'Page not found: {path}',
    description: '404 heading; {path} is the requested path, shown left-to-right',
  }),
};
