// Loaded only by the router's lazy(): the API testing hub reaches no other page.
export { ApiTestingPage } from './ApiTestingPage';
