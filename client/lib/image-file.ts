import { ACCEPTED_IMAGE_TYPES } from '../../shared/constants.ts';
import { formatNumber } from '../i18n/format.ts';
import { images } from '../i18n/images.ts';

const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;

/** A picture input's `accept`: the file picker offers the types `imageFileProblem` lets through. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Which picture a problem is about: a profile image, a photo, or a listing's photo by its place (0: the first). */
export type ImageSubject = { kind: 'profile' } | { kind: 'photo' } | { kind: 'listingPhoto'; position: number };

const subjectWords = (subject: ImageSubject) =>
  subject.kind === 'listingPhoto' ? images.t('listingPhoto', { position: String(subject.position) }) : images.t(subject.kind);

/** A file's size as people read it, in the page's digits: "2.5 MB", "300 KB". */
function fileSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return images.t('megabytes', { size: formatNumber(megabytes, { maximumFractionDigits: 1 }) });
  return images.t('kilobytes', { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });
}

/**
 * Why the store would refuse this picture, or null when it would take it: checked in the browser
 * before uploading, so nobody waits for megabytes to travel only to be told no. `maxBytes` is the
 * server's limit (GET /api/config).
 */
export function imageFileProblem(file: File, maxBytes: number, subject: ImageSubject): string | null {
  if (!ACCEPTED.includes(file.type)) return images.t('wrongType', { subject: subjectWords(subject) });
  if (file.size > maxBytes) return images.t('tooLarge', { subject: subjectWords(subject), size: fileSize(file.size), limit: fileSize(maxBytes) });
  return null;
}
