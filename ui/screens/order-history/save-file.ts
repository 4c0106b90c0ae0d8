/**
 * Saves downloaded bytes as a file: a Blob URL on an <a download> that is clicked, then removed.
 * The URL is revoked a moment later, not at once: some browsers read it after the click returns.
 */
export interface SavedFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export function saveFile(file: SavedFile, revokeAfterMs = 1000): void {
  const blob = new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
  }
}
