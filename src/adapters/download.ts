/** Hands a file to the browser as a download, the way a link with `download` does. */
function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a base64 file the gateway sent as a download. */
export function saveBase64File({ fileName, pdf }: { fileName: string; pdf: string }): void {
  const bytes = Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0));
  saveBlob(fileName, new Blob([bytes], { type: 'application/pdf' }));
}

/** Saves data as a JSON file (indented, so a person can read it too). */
export function saveJsonFile(fileName: string, data: unknown): void {
  saveBlob(fileName, new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }));
}
