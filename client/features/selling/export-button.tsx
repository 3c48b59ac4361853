import { useState } from 'react';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { notify } from '../../lib/notify.ts';
import { useTRPCClient } from '../../lib/trpc.ts';

/** Downloads the seller's listings as a CSV file (GET /exports/books), made by the store. */
export function ExportButton() {
  const trpcClient = useTRPCClient();
  const [busy, setBusy] = useState(false);
  const t = useMessages(selling);
  async function download() {
    setBusy(true);
    try {
      const { filename, csv } = await trpcClient.bulkImports.exportListings.query();
      downloadFile(filename, csv, 'text/csv;charset=utf-8');
    } catch (error) {
      notify.error(selling.t('exportFailed', { reason: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void download()}>
      {busy ? t('exporting') : t('exportCsv')}
    </button>
  );
}
