import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IsbnScanner } from './isbn-scanner.tsx';

/** What the fake reader sees in each frame, in turn; it sees nothing once they run out. */
const frames: string[][] = [];
vi.mock('./barcode-reader.ts', () => ({
  loadBarcodeReader: () => Promise.resolve(() => Promise.resolve(frames.shift() ?? [])),
}));

/** A camera whose one track records being stopped; the browser's camera is for the browser journey. */
function fakeCamera(open: () => Promise<MediaStream>) {
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(open) } });
}

function cameraStream() {
  const stream = new MediaStream();
  const track = { stop: vi.fn() };
  Object.defineProperty(stream, 'getTracks', { value: () => [track] });
  return { track, stream };
}

/** The scanner as the ISBN field shows it: mounted until it closes. */
function renderScanner() {
  const onIsbn = vi.fn();
  const onClose = vi.fn();
  function Field() {
    const [scanning, setScanning] = useState(true);
    const closed = () => {
      onClose();
      setScanning(false);
    };
    return scanning && <IsbnScanner onIsbn={onIsbn} onClose={closed} />;
  }
  render(<Field />);
  return { onIsbn, onClose };
}

describe('the ISBN scanner', () => {
  beforeEach(() => {
    frames.length = 0;
    // The video plays as soon as the stream is on it.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('skips a barcode that is not an ISBN, saying so, then gives the ISBN it reads and lets the camera go', async () => {
    const { track, stream } = cameraStream();
    fakeCamera(() => Promise.resolve(stream));
    frames.push([], ['5901234123457'], [], ['9780142437247']);
    const { onIsbn, onClose } = renderScanner();
    expect(screen.getByRole('dialog', { name: 'Scan ISBN Point the camera at the barcode' })).toBeDefined();
    await screen.findByText('That barcode (5901234123457) is not an ISBN: look for the one whose number starts 978 or 979.');
    await waitFor(() => expect(onIsbn).toHaveBeenCalledWith('9780142437247'));
    expect(onIsbn).toHaveBeenCalledTimes(1);
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('lets the camera go when the seller cancels', async () => {
    const { track, stream } = cameraStream();
    fakeCamera(() => Promise.resolve(stream));
    const { onIsbn, onClose } = renderScanner();
    await screen.findByText('Hold the barcode on the back cover inside the frame, flat and in good light.');
    screen.getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(track.stop).toHaveBeenCalled();
    expect(onIsbn).not.toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', 'The camera is not allowed for this site: allow it in the browser’s settings, or type the ISBN.'],
    ['NotFoundError', 'No camera was found on this device: type the ISBN.'],
    ['NotReadableError', 'The camera is busy in another app: close it and try again, or type the ISBN.'],
  ])('says what to do when the camera fails with %s', async (name, sentence) => {
    fakeCamera(() => Promise.reject(new DOMException('refused', name)));
    renderScanner();
    await screen.findByText(sentence);
  });

  it('says the camera needs https on a plain-http address, without asking for it', async () => {
    const open = vi.fn(() => Promise.reject(new Error('not asked')));
    fakeCamera(open);
    vi.stubGlobal('isSecureContext', false);
    renderScanner();
    await screen.findByText('The camera needs a secure (https) address of the store: type the ISBN.');
    expect(open).not.toHaveBeenCalled();
  });
});
