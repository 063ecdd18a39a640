/** Where the frame and its runner are served; the runner is loaded relative to the frame. */
export const PREVIEW_FRAME_PATH = '/api/studio/preview/frame';
export const PREVIEW_RUNNER_PATH = '/api/studio/preview/runner.js';

/**
 * The frame document: no inline script (the runner is its only script, loaded from PREVIEW_RUNNER_PATH), and the
 * page's origin in a meta element, which the runner checks every render message against and posts to.
 */
export function previewFrameDocument(parentOrigin: string): string {
  return [
    '<!doctype html>',
    '<html>',
    '<head>',
    '<meta charset="utf-8">',
    `<meta name="stacklens-parent-origin" content="${escapeAttribute(parentOrigin)}">`,
    '<title>Preview</title>',
    '<style>html,body{margin:0;height:100%;background:transparent}iframe{position:absolute;inset:0;width:100%;height:100%;border:0}iframe[data-pending]{visibility:hidden}</style>',
    '<script src="runner.js" defer></script>',
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
