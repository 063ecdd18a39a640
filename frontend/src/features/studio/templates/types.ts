import type { MessageDescriptor } from 'react-intl';
import type { StudioComponentType } from '../../../../../src/modules/studio/contract';

/**
 * A built-in starting point of the gallery. Its code is what the user edits, so it stays in English like
 * any sample code, and its top elements say so (lang="en" dir="ltr"): the preview lays a template out in
 * the page's direction, and English text read right to left would put its punctuation at the wrong end.
 * Its name is translated. Every one is keyboard usable, responsive and follows the
 * preview's colour scheme through `prefers-color-scheme`.
 */
export interface StudioTemplate {
  id: string;
  componentType: StudioComponentType;
  name: MessageDescriptor;
  html: string;
  css: string;
  js: string;
}

/** The colours every template starts from: light by default, dark under `prefers-color-scheme: dark`. */
export const BASE_CSS = `:root {
  color-scheme: light dark;
  --bg: #ffffff;
  --surface: #f5f6fa;
  --text: #1c1f2b;
  --muted: #4b5163;
  --border: #c9cdd8;
  --primary: #3b3fc4;
  --on-primary: #ffffff;
  --focus: #b45309;
  --radius: 0.5rem;
}

@media (prefers-color-scheme: dark) {
  :root {
    --bg: #11131a;
    --surface: #1c1f2b;
    --text: #eef0f6;
    --muted: #b5bacb;
    --border: #3a3f52;
    --primary: #a5b4fc;
    --on-primary: #11131a;
    --focus: #fbbf24;
  }
}

*,
*::before,
*::after {
  box-sizing: border-box;
}

/* The whole frame takes the scheme's background, not only the body's height. */
html {
  min-height: 100%;
  background: var(--bg);
}

body {
  margin: 0;
  padding: 1.5rem;
  background: var(--bg);
  color: var(--text);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
}

:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
}
`;
