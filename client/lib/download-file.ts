/** Saves text made in the browser as a file (a CSV, say) through a temporary link to a Blob. */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click's task: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
