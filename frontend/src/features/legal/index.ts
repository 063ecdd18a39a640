export { NoticesPage } from './NoticesPage';
export { PrivacyPage } from './PrivacyPage';
export { TermsPage } from './TermsPage';
