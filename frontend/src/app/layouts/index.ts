// DashboardLayout is not re-exported: the router loads it lazily, and a static re-export would pull it into every page.
export { DefaultLayout } from './DefaultLayout';
export { EmptyLayout } from './EmptyLayout';
export { MAIN_CONTENT_ID } from './LayoutFrame';
