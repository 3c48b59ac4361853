import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated images live. Keys are content hashes, so a stored image never changes. */
export interface ImageStorage {
  /** Stores the bytes under `key` (e.g. `<hash>.webp`) and returns the public URL they are served at. */
  put(key: string, body: Buffer): Promise<string>;
}

/** A content hash to name an image by. */
export function contentHash(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 32);
}

/** Local disk under `<dataDir>/images`, served by the app at `/images/<key>`. */
export function localImageStorage(dir: string): ImageStorage {
  return {
    async put(key, body) {
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, key);
      // Write to a temporary name first so a reader never sees a half-written image.
      // Unique per write: two uploads of the same image (same name) at once must not share a temporary file.
      const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
      return `/images/${key}`;
    },
  };
}
