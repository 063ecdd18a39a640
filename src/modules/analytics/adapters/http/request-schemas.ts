// Field values are judged by the use cases, which answer the codes of docs/product.md §8 (ANALYTICS_SITE_URL_REQUIRED…).
export { objectBody } from '../../../../platform/http/index.js';
