import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import { formatFileSize } from '../../shared/constants.ts';
import type { Deps } from '../deps.ts';
import { plainRouteCall } from '../limits/rate-limits.ts';
import { storeImage } from '../services/images.ts';
import { absoluteImageUrl } from '../integrations/images/image-urls.ts';

/** busboy reports a broken form (no boundary, cut short) as a plain Error: the client's doing. The plugin's own errors carry their status. */
function malformedForm(error: Error & { statusCode?: number }): never {
  if (error.statusCode) throw error;
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message: 'The form data is malformed: send multipart/form-data with the image in the field "image".',
    cause: error,
  });
}

/**
 * The multipart plugin's own answer to a file over the limit is a bare "request file too large":
 * say it as a sentence that names the limit, as the browser's own check does (client/lib/image-file.ts).
 */
function fileTooLarge(maxBytes: number) {
  return (error: Error & { code?: string; statusCode?: number }): never => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: `The image is too large: the limit is ${formatFileSize(maxBytes)}.`, cause: error });
    }
    return malformedForm(error);
  };
}

/**
 * POST /api/images: multipart field `image`, answered in the image host's shape the legacy client
 * reads, `{ success: true, data: { display_url, thumb: { url } } }`, with absolute URLs. A plain route: tRPC does not take multipart.
 */
export async function registerImageUpload(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: deps.config.IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
    scope.post('/api/images', { schema: { hide: true } }, async (request, reply) => {
      const call = plainRouteCall(deps.authenticator, request, reply);
      await deps.rateLimits.take('write', call);
      await call.caller();
      if (!request.isMultipart()) {
        throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send multipart/form-data with the image in the field "image".' });
      }
      const file = await request.file().catch(malformedForm);
      if (!file || file.fieldname !== 'image') {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'No image: send the file in the form field "image".' });
      }
      const { url, thumbUrl } = await storeImage(deps.images, await file.toBuffer().catch(fileTooLarge(deps.config.IMAGE_MAX_BYTES)));
      // Absolute, like every image URL in a REST answer (see integrations/images/image-urls.ts).
      const absolute = (stored: string) => absoluteImageUrl(stored, deps.config.publicUrl);
      return { success: true, data: { display_url: absolute(url), thumb: { url: absolute(thumbUrl) } } };
    });
  });
}
