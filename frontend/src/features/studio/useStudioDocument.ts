import { useCallback, useMemo, useRef, useState } from 'react';
import type { StudioComponent, StudioComponentType, StudioPreviewTheme, StudioTemplateData } from '../../../../src/modules/studio/contract';

/** What the editor holds: the template being edited, saved (`id`) or not yet. */
export interface StudioDocument {
  id: string | null;
  name: string;
  componentType: StudioComponentType;
  html: string;
  css: string;
  js: string;
  /** CSS playground: the sample markup styled. */
  markup?: string;
  theme: StudioPreviewTheme;
}

/** What a save would change: the preview's colour scheme is a view setting, not an edit. */
const contentOf = ({ name, componentType, html, css, js, markup }: StudioDocument) => JSON.stringify([name, componentType, html, css, js, markup ?? null]);

export const documentOfComponent = (component: StudioComponent): StudioDocument => ({
  id: component.id,
  name: component.templateName,
  componentType: component.componentType,
  html: component.templateData.html ?? '',
  css: component.templateData.css ?? '',
  js: component.templateData.js ?? '',
  markup: component.templateData.markup,
  theme: component.templateData.theme === 'dark' ? 'dark' : 'light',
});

export const templateDataOf = (doc: StudioDocument): StudioTemplateData => ({
  html: doc.html,
  css: doc.css,
  js: doc.js,
  theme: doc.theme,
  ...(doc.markup ? { markup: doc.markup } : {}),
});

/**
 * The edited template and what it was when last loaded or saved, so the page knows when leaving would
 * lose work. `generation` changes on every load: the editors are remounted with the new code.
 */
export function useStudioDocument(initial: () => StudioDocument) {
  const [doc, setDoc] = useState<StudioDocument>(initial);
  const [baseline, setBaseline] = useState(() => contentOf(doc));
  const [generation, setGeneration] = useState(0);
  const current = useRef(doc);
  current.current = doc;

  const load = useCallback((next: StudioDocument) => {
    current.current = next;
    setDoc(next);
    setBaseline(contentOf(next));
    setGeneration((g) => g + 1);
  }, []);

  const update = useCallback((patch: Partial<StudioDocument>) => {
    setDoc((previous) => {
      const next = { ...previous, ...patch };
      current.current = next;
      return next;
    });
  }, []);

  /** After a save: the document is the saved one, code untouched (the editors keep cursor and history). */
  const markSaved = useCallback((saved: StudioDocument) => {
    setBaseline(contentOf(saved));
    setDoc((previous) => {
      const next = { ...previous, id: saved.id };
      current.current = next;
      return next;
    });
  }, []);

  const dirty = useMemo(() => contentOf(doc) !== baseline, [doc, baseline]);
  return { doc, current, dirty, generation, load, update, markSaved };
}
