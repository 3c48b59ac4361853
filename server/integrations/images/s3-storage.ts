import type { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CircuitBreaker } from '../../runtime/circuit-breaker.ts';
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
  /** How long the bucket is left alone once it kept failing (CIRCUIT_OPEN_SECONDS). */
  openSeconds: number;
  /** Hears when uploads stop and start again (the metrics' bookstore_dependency_up). */
  onOutage?: (open: boolean) => void;
};

/** How long connecting to the bucket, and one try of an upload, may take. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 20_000;

/** The bucket's own failures (no answer, no connection, its 5xx and throttling), not refusals of what we asked (4xx). */
function isOutage(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429;
}

/**
 * Images in an S3 bucket under `images/`; content-hash keys, so they are cached forever. Each upload
 * has time limits and two tries, and goes through a circuit breaker: while the bucket keeps failing,
 * uploads are refused at once with DependencyUnavailable (503 and Retry-After); pages, whose images
 * the bucket (or its CDN) serves itself, do not call it.
 */
export function s3ImageStorage(settings: S3Settings): ImageStorage {
  // The AWS SDK (about 7 MB of a process's memory) is loaded by the first upload, not at start.
  let loaded: Promise<{ client: S3Client; PutObjectCommand: typeof PutObjectCommand }> | undefined;
  const sdk = () =>
    (loaded ??= import('@aws-sdk/client-s3').then(({ S3Client, PutObjectCommand }) => ({
      PutObjectCommand,
      client: new S3Client({
        region: settings.region,
        maxAttempts: 2,
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
        forcePathStyle: settings.forcePathStyle,
        ...(settings.endpoint && { endpoint: settings.endpoint }),
        ...(settings.accessKeyId &&
          settings.secretAccessKey && { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }),
      }),
    })));
  const base = settings.publicUrl.replace(/\/+$/, '');
  const breaker = new CircuitBreaker('image storage', { openSeconds: settings.openSeconds, onChange: settings.onOutage });
  return {
    async put(key, body) {
      const { client, PutObjectCommand } = await sdk();
      const command = new PutObjectCommand({
        Bucket: settings.bucket,
        Key: `images/${key}`,
        Body: body,
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      });
      await breaker.run(() => client.send(command), isOutage);
      return `${base}/images/${key}`;
    },
  };
}
