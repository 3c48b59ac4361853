import { downloadFile } from '../../lib/download-file.ts';

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

/** Saves a CSV made here as `fileName`. */
export const downloadCsv = (fileName: string, text: string) => downloadFile(fileName, text, 'text/csv;charset=utf-8');
