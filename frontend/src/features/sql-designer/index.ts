// Loaded only by the router's lazy() for its two addresses: the diagram libraries never reach another page.
export { SqlDesignerPage } from './SqlDesignerPage';
