// Field values are judged by the use cases, which answer SPEC §5's own codes (ANALYTICS_SITE_URL_REQUIRED…).
export { objectBody } from '../../../../platform/http/index.js';
