// The template calls other features share (the snippets pages list, copy, duplicate and delete templates).
// A page added here must be re-exported with lazy(), as features/newsletter does, so that importing these
// hooks never pulls the editor into another page's chunk.
export { useGetComponentsQuery, useRemoveTemplateMutation, useSaveTemplateMutation } from './studio.api';
