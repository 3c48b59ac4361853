import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isbn13Of } from '../../../shared/isbn.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useMessages, type KeyOf, type Values } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { loadBarcodeReader } from './barcode-reader.ts';

/** How often a frame is read: a few times a second finds a steady barcode at once and keeps a phone cool. */
const READ_EVERY_MS = 200;

type Status = { tone: 'info' | 'error'; message: KeyOf<typeof selling>; values?: Values };

const AIM: Status = { tone: 'info', message: 'scan.aim' };

/** What the seller is told when the camera cannot start, by the error getUserMedia gave. */
function cameraProblem(failure: unknown): Status {
  const name = failure instanceof DOMException ? failure.name : '';
  const message =
    name === 'NotAllowedError' || name === 'SecurityError'
      ? 'scan.notAllowed'
      : name === 'NotFoundError' || name === 'OverconstrainedError'
        ? 'scan.noCamera'
        : name === 'NotReadableError'
          ? 'scan.busy'
          : 'scan.failed';
  return { tone: 'error', message };
}

/** The camera of this device, the back one on a phone; null where pages get none: a plain-http address other than this machine. */
function openCamera(): Promise<MediaStream> | null {
  if (!window.isSecureContext) return null;
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } }, audio: false });
}

type IsbnScannerProps = {
  /** The ISBN-13 read; the dialog closes itself. */
  onIsbn: (isbn: string) => void;
  onClose: () => void;
};

/**
 * "Scan ISBN": the camera's view in a dialog, read a few times a second until an EAN-13 that is an
 * ISBN (978 or 979 first) shows. Another barcode (a shop's price label) is named and skipped. The
 * camera is released as soon as the dialog closes, however it closes.
 */
export function IsbnScanner({ onIsbn, onClose }: IsbnScannerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const dialog = useModalDialog(dialogRef, onClose);
  const [status, setStatus] = useState<Status>({ tone: 'info', message: 'scan.starting' });
  const t = useMessages(selling);
  const onFound = useEffectEvent((isbn: string) => {
    onIsbn(isbn);
    dialog.close();
  });

  useEffect(() => {
    const closing = new AbortController();
    const closed = () => closing.signal.aborted;
    let stream: MediaStream | undefined;
    const release = () => stream?.getTracks().forEach((track) => track.stop());

    async function scan() {
      const camera = openCamera();
      if (!camera) {
        setStatus({ tone: 'error', message: 'scan.needsHttps' });
        return;
      }
      // The reader loads while the camera starts; a failure is told once the camera is up.
      const reader = loadBarcodeReader().catch(() => null);
      try {
        stream = await camera;
      } catch (failure) {
        setStatus(cameraProblem(failure));
        return;
      }
      const video = videoRef.current;
      if (closed() || !video) return release();
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setStatus({ tone: 'info', message: 'scan.loadingReader' });
      const read = await reader;
      if (!read) {
        setStatus({ tone: 'error', message: 'scan.readerFailed' });
        return;
      }
      setStatus(AIM);
      while (!closed()) {
        // A frame the reader cannot take (none yet, a camera hiccup) is one without a barcode.
        const codes = await read(video).catch(() => []);
        const isbn = codes.map(isbn13Of).find((code) => code !== null);
        if (isbn && !closed()) {
          release();
          onFound(isbn);
          return;
        }
        // The prefixes as printed under the barcode, in 0-9.
        if (codes[0]) setStatus({ tone: 'error', message: 'scan.notIsbn', values: { code: codes[0], first: '978', second: '979' } });
        await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      }
    }

    void scan();
    return () => {
      closing.abort();
      release();
    };
  }, []);

  return (
    <FormDialog dialogRef={dialogRef} onClose={dialog.onClose} kicker={t('isbn.scan')} title={t('scan.title')}>
      <div className="bg-neutral relative mt-4 aspect-[4/3] overflow-hidden rounded-box">
        <video ref={videoRef} muted playsInline aria-label={t('scan.view')} className="size-full object-cover" />
        {/* The frame to aim with: the barcode's usual shape, wide and low. */}
        <div aria-hidden="true" className="absolute inset-x-[12%] top-1/3 bottom-1/3 rounded border-2 border-white/80 shadow-[0_0_0_9999px_rgb(0_0_0/0.25)]" />
      </div>
      <p role="status" className={`mt-3 text-sm ${status.tone === 'error' ? 'text-error' : 'text-base-content/75'}`}>
        {t(status.message, status.values)}
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={dialog.close}>
          {t('scan.cancel')}
        </button>
      </div>
    </FormDialog>
  );
}
