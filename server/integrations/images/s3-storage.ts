import type { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ImageStorage } from './storage.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, ...); unset for AWS. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Where the stored objects are publicly readable, e.g. a CDN in front of the bucket. */
  publicUrl: string;
};

/** Images in an S3 bucket under `images/`; content-hash keys, so they are cached forever. */
export function s3ImageStorage(settings: S3Settings): ImageStorage {
  // The AWS SDK (about 7 MB of a process's memory) is loaded by the first upload, not at start.
  let loaded: Promise<{ client: S3Client; PutObjectCommand: typeof PutObjectCommand }> | undefined;
  const sdk = () =>
    (loaded ??= import('@aws-sdk/client-s3').then(({ S3Client, PutObjectCommand }) => ({
      PutObjectCommand,
      client: new S3Client({
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        ...(settings.endpoint && { endpoint: settings.endpoint }),
        ...(settings.accessKeyId &&
          settings.secretAccessKey && { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }),
      }),
    })));
  const base = settings.publicUrl.replace(/\/+$/, '');
  return {
    async put(key, body) {
      const { client, PutObjectCommand } = await sdk();
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: `images/${key}`,
          Body: body,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${base}/images/${key}`;
    },
  };
}
