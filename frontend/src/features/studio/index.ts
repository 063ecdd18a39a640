import { createElement, lazy } from 'react';

// The template calls other features share (the snippets pages list, copy, duplicate and delete templates).
// A page added here must be re-exported with lazy(), as features/newsletter does, so that importing these
// hooks never pulls the editor into another page's chunk.
export { useGetComponentsQuery, useRemoveTemplateMutation, useSaveTemplateMutation } from './studio.api';

// The pages stay in their own chunk (CodeMirror, the formatter), downloaded when one is opened. Plain
// components around the lazy ones: the router lazy-loads this index too, and React takes only a
// component, not another lazy, as what a lazy() resolves to.
const LazyStudioPage = lazy(() => import('./StudioPage').then((m) => ({ default: m.StudioPage })));
const LazyCssPlaygroundPage = lazy(() => import('./CssPlaygroundPage').then((m) => ({ default: m.CssPlaygroundPage })));
export const StudioPage = () => createElement(LazyStudioPage);
export const CssPlaygroundPage = () => createElement(LazyCssPlaygroundPage);
