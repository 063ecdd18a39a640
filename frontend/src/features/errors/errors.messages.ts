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
    errorDocumentTitle: {
      id: 'errors.page.documentTitle',
      defaultMessage: 'Error · StackLens',
      description: 'Browser tab title of the error page',
    },
    sessionTitle: {
      id: 'errors.page.sessionTitle',
      defaultMessage: 'Your session has expired or is no longer valid...',
      description: 'Error page heading when the problem is an expired or invalid session',
    },
    sessionBody: {
      id: 'errors.page.sessionBody',
      defaultMessage: 'Please sign in again to continue where you left off.',
      description: 'Explanation under the expired-session heading',
    },
    genericTitle: {
      id: 'errors.page.genericTitle',
      defaultMessage: 'An error occurred',
      description: 'Error page heading for any other error',
    },
    genericBody: {
      id: 'errors.page.genericBody',
      defaultMessage: 'Something went wrong while showing this page. Trying again usually helps.',
      description: 'Explanation under the generic error heading',
    },
    tryAgain: {
      id: 'errors.page.tryAgain',
      defaultMessage: 'Try again',
      description: 'Button reloading the page after an error',
    },
    reloading: {
      id: 'errors.page.reloading',
      defaultMessage: 'Reloading…',
      description: 'Shown while the page is about to reload after Try again',
    },
    returnHome: {
      id: 'errors.page.returnHome',
      defaultMessage: 'Return to home',
      description: 'Link from the error page to the home page',
    },
    signIn: {
      id: 'errors.page.signIn',
      defaultMessage: 'Sign in',
      description: 'Link from the expired-session error to the sign-in page',
    },
  }),
  // MessageValue (not string) lets the path be passed as an element isolated left-to-right.
  notFoundTitle: defineMessage<{ path: MessageValue }>({
    id: 'errors.notFound.title',
    defaultMessage: 'Page not found: {path}',
    description: '404 heading; {path} is the requested path, shown left-to-right',
  }),
};
