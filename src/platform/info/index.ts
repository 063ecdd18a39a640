export { PlatformInfoRoutes } from './platform-info.routes.js';
