export { AdminPage } from './AdminPage';
export { NewsletterAdminPage } from './NewsletterAdminPage';
