/** Reads the EAN-13 barcodes in a video's current frame, as the digits they carry. */
export type BarcodeReader = (video: HTMLVideoElement) => Promise<string[]>;

/** The Barcode Detection API, where the browser has it (Chrome on Android and macOS, Safari 17+); the DOM types lack it. */
type NativeDetector = {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
};

const nativeDetector = (): NativeDetector | undefined => (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;

/**
 * The browser's own BarcodeDetector when it reads EAN-13, else ZXing compiled to WebAssembly
 * (zxing-wasm). The scanner imports this module lazily, so neither the reader nor its 0.9 MB
 * .wasm is fetched until a seller opens the camera.
 */
export async function loadBarcodeReader(): Promise<BarcodeReader> {
  const Native = nativeDetector();
  if (Native && (await Native.getSupportedFormats()).includes('ean_13')) {
    const detector = new Native({ formats: ['ean_13'] });
    return async (video) => (await detector.detect(video)).map((barcode) => barcode.rawValue);
  }
  return zxingReader();
}

async function zxingReader(): Promise<BarcodeReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // The store serves the .wasm itself: the library would fetch it from a CDN, which the page's
  // policy refuses and an offline store cannot reach.
  await prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read pictures from the camera.');
  return async (video) => {
    if (video.videoWidth === 0) return [];
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const found = await readBarcodes(frame, { formats: ['EAN13'], maxNumberOfSymbols: 1 });
    return found.filter((barcode) => barcode.isValid).map((barcode) => barcode.text);
  };
}
