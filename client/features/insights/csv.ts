/**
 * A chart's numbers as a CSV file, made in the browser from the data already on screen. The file is
 * for spreadsheets and scripts, so it is language-neutral: plain column names, 0-9 digits, amounts
 * in major units with a dot.
 */
export type CsvCell = string | number;

const quoted = (cell: CsvCell) => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = (rows: CsvCell[][]) => rows.map((row) => row.map(quoted).join(',')).join('\r\n') + '\r\n';

/** Saves `text` as `fileName` through a temporary link to a Blob. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click's task: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
