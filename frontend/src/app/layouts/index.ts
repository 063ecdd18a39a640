export { DashboardLayout } from './DashboardLayout';
export { DefaultLayout } from './DefaultLayout';
export { EmptyLayout } from './EmptyLayout';
export { MAIN_CONTENT_ID } from './LayoutFrame';
