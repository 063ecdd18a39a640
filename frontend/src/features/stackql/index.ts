// Loaded only by the router's lazy(): CodeMirror and the query tool reach no other page.
export { StackQlPage } from './StackQlPage';
