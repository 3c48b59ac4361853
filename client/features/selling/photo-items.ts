import { MAX_PHOTOS } from '../../../shared/books.ts';
import { selling } from '../../i18n/selling.ts';
import { imageFileProblem } from '../../lib/image-file.ts';
import { uploadImage } from '../../lib/upload-image.ts';

/** One photo of the listing being written: a file chosen here (uploaded on save), or one stored already. */
export type PhotoItem = { key: string; file: File; preview: string } | { key: string; url: string };

let made = 0;
const nextKey = () => `photo-${++made}`;

/** Photos the store keeps already (a listing's, the catalogue's cover). */
export const storedPhoto = (url: string): PhotoItem => ({ key: nextKey(), url });

/** Files the seller chose, with a preview each, as many as there is room for. */
export function chosenPhotos(files: File[], room: number): PhotoItem[] {
  return files.slice(0, Math.max(0, room)).map((file) => ({ key: nextKey(), file, preview: URL.createObjectURL(file) }));
}

export const photoSource = (item: PhotoItem) => ('url' in item ? item.url : item.preview);

/** What is wrong with the photos before anything is uploaded, or null: one is needed (a new listing), each file within the limit. */
export function photosProblem(photos: PhotoItem[], imageMaxBytes: number, required: boolean): string | null {
  if (photos.length === 0) return selling.t(required ? 'photos.required' : 'photos.keepOne');
  if (photos.length > MAX_PHOTOS) return selling.t('photos.tooMany', { count: MAX_PHOTOS });
  for (const [index, item] of photos.entries()) {
    const problem = 'file' in item ? imageFileProblem(item.file, imageMaxBytes, { kind: 'listingPhoto', position: index }) : null;
    if (problem) return problem;
  }
  return null;
}

/** The photos' URLs in their order: chosen files are uploaded (side by side), stored ones kept. */
export function uploadedPhotos(photos: PhotoItem[], token: string): Promise<string[]> {
  return Promise.all(photos.map((item) => ('url' in item ? Promise.resolve(item.url) : uploadImage(item.file, token))));
}
