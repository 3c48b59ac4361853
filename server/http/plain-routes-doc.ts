import type { OpenAPIObject } from 'trpc-to-openapi';

const json = (schema: object) => ({ 'application/json': { schema } });
const errorBody = json({ type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } }, required: ['message'] });

/**
 * The routes that are not procedures (multipart upload, the legacy token exchange), described in
 * the same OpenAPI document as the procedures.
 */
export const plainRoutePaths: NonNullable<OpenAPIObject['paths']> = {
  '/jwt': {
    get: {
      operationId: 'users-accessToken',
      tags: ['users'],
      summary: 'Exchange an identity-provider ID token for a one-hour access token',
      description: 'Send the Firebase ID token of the account whose email you name. Refused with 403 `{ "accessToken": "forbidden" }`.',
      security: [{ Authorization: [] }],
      parameters: [{ name: 'email', in: 'query', required: true, schema: { type: 'string' } }],
      responses: {
        200: { description: 'The access token', content: json({ type: 'object', properties: { accessToken: { type: 'string' } }, required: ['accessToken'] }) },
        400: { description: 'No or malformed email', content: errorBody },
        403: { description: 'Not proven', content: json({ type: 'object', properties: { accessToken: { type: 'string', enum: ['forbidden'] } } }) },
      },
    },
  },
  '/images': {
    post: {
      operationId: 'images-upload',
      tags: ['images'],
      summary: 'Upload an image (JPEG, PNG, WebP or GIF); it is checked, re-encoded and stored',
      security: [{ Authorization: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } }, required: ['image'] },
          },
        },
      },
      responses: {
        200: {
          description: 'Stored; in the image host\'s shape',
          content: json({
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              data: {
                type: 'object',
                properties: { display_url: { type: 'string' }, thumb: { type: 'object', properties: { url: { type: 'string' } } } },
              },
            },
          }),
        },
        400: { description: 'No image, empty or damaged', content: errorBody },
        401: { description: 'Not signed in', content: errorBody },
        413: { description: 'Larger than IMAGE_MAX_BYTES', content: errorBody },
        415: { description: 'Not an accepted image', content: errorBody },
      },
    },
  },
  '/payments/webhook': {
    post: {
      operationId: 'payments-stripeWebhook',
      tags: ['payments'],
      summary: 'Stripe events (payment_intent.succeeded marks its order paid once)',
      description: 'Called by Stripe, signed with STRIPE_WEBHOOK_SECRET; the raw body is verified. 404 when Stripe is not configured.',
      parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        200: { description: 'Received', content: json({ type: 'object', properties: { received: { type: 'boolean' }, applied: { type: 'boolean' } } }) },
        400: { description: 'Missing or invalid signature', content: errorBody },
        404: { description: 'Stripe is not configured', content: errorBody },
      },
    },
  },
};
