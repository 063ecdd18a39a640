/** Hands the browser a file to save (exports, recovery codes); the object URL is released afterwards. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: release it on the next task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function saveTextFile(filename: string, text: string, type: string): void {
  saveBlob(filename, new Blob([text], { type }));
}
