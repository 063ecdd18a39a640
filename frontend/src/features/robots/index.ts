// Loaded only by the router's lazy(): the robots and structured-data tools reach no other page.
export { RobotsPage } from './RobotsPage';
