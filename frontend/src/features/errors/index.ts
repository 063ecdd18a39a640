export { classifyError, type ErrorKind } from './classify-error';
export { ErrorPage, RETRY_DELAY_MS } from './ErrorPage';
export { NotFoundPage } from './NotFoundPage';
