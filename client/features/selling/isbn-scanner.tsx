import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isbn13Of } from '../../../shared/isbn.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { loadBarcodeReader } from './barcode-reader.ts';

/** How often a frame is read: a few times a second finds a steady barcode at once and keeps a phone cool. */
const READ_EVERY_MS = 200;

type Status = { tone: 'info' | 'error'; text: string };

const AIM: Status = { tone: 'info', text: 'Hold the barcode on the back cover inside the frame, flat and in good light.' };

/** What the seller is told when the camera cannot start, by the error getUserMedia gave. */
function cameraProblem(failure: unknown): Status {
  const name = failure instanceof DOMException ? failure.name : '';
  const text =
    name === 'NotAllowedError' || name === 'SecurityError'
      ? 'The camera is not allowed for this site: allow it in the browser’s settings, or type the ISBN.'
      : name === 'NotFoundError' || name === 'OverconstrainedError'
        ? 'No camera was found on this device: type the ISBN.'
        : name === 'NotReadableError'
          ? 'The camera is busy in another app: close it and try again, or type the ISBN.'
          : 'The camera could not be started: type the ISBN.';
  return { tone: 'error', text };
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
  const [status, setStatus] = useState<Status>({ tone: 'info', text: 'Starting the camera…' });
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
        setStatus({ tone: 'error', text: 'The camera needs a secure (https) address of the store: type the ISBN.' });
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
      setStatus({ tone: 'info', text: 'Loading the barcode reader…' });
      const read = await reader;
      if (!read) {
        setStatus({ tone: 'error', text: 'The barcode reader could not be loaded: check the connection, or type the ISBN.' });
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
        if (codes[0]) setStatus({ tone: 'error', text: `That barcode (${codes[0]}) is not an ISBN: look for the one whose number starts 978 or 979.` });
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
    <FormDialog dialogRef={dialogRef} onClose={dialog.onClose} kicker="Scan ISBN" title="Point the camera at the barcode">
      <div className="bg-neutral relative mt-4 aspect-[4/3] overflow-hidden rounded-box">
        <video ref={videoRef} muted playsInline aria-label="The camera’s view" className="size-full object-cover" />
        {/* The frame to aim with: the barcode's usual shape, wide and low. */}
        <div aria-hidden="true" className="absolute inset-x-[12%] top-1/3 bottom-1/3 rounded border-2 border-white/80 shadow-[0_0_0_9999px_rgb(0_0_0/0.25)]" />
      </div>
      <p role="status" className={`mt-3 text-sm ${status.tone === 'error' ? 'text-error' : 'text-base-content/75'}`}>
        {status.text}
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={dialog.close}>
          Cancel
        </button>
      </div>
    </FormDialog>
  );
}
