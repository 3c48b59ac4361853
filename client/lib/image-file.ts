import { ACCEPTED_IMAGE_TYPES, formatFileSize } from '../../shared/constants.ts';

const ACCEPTED: readonly string[] = ACCEPTED_IMAGE_TYPES;

/** A picture input's `accept`: the file picker offers the types `imageFileProblem` lets through. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/**
 * Why the store would refuse this picture, or null when it would take it: checked in the browser
 * before uploading, so nobody waits for megabytes to travel only to be told no. `what` names the
 * field ("photo", "profile image"); `maxBytes` is the server's limit (GET /api/config).
 */
export function imageFileProblem(file: File, maxBytes: number, what: string): string | null {
  const subject = `The ${what}`;
  if (!ACCEPTED.includes(file.type)) return `${subject} must be a JPEG, PNG, WebP or GIF picture.`;
  if (file.size > maxBytes) return `${subject} is ${formatFileSize(file.size)}; the limit is ${formatFileSize(maxBytes)}.`;
  return null;
}
