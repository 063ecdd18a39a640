// Loaded only by the router's lazy() for its two addresses: the code highlighter reaches no other page.
export { SnippetsPage } from './SnippetsPage';
export { SnippetViewPage } from './SnippetViewPage';
