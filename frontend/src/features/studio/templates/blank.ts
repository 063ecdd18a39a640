import { studioMessages as m } from '../studio.messages';
import { BASE_CSS, type StudioTemplate } from './types';

/** An empty page with the shared colours, for starting from nothing. */
export const blankTemplate: StudioTemplate = {
  id: 'blank',
  componentType: 'custom',
  name: m.templateBlank,
  html: `<main lang="en" dir="ltr">
  <h1>Hello</h1>
  <p>Start writing your component here.</p>
</main>
`,
  css: BASE_CSS,
  js: '',
};
