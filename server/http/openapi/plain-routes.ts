import type { OpenAPIObject } from 'trpc-to-openapi';
import { failure, failureResponses } from './responses.ts';

const json = (schema: object, example?: unknown) => ({ 'application/json': { schema, ...(example !== undefined && { example }) } });

/**
 * The routes that are not procedures (the status line, the legacy token exchange, the multipart
 * upload, Stripe's webhook), described in the same OpenAPI document as the procedures.
 */
export const plainRoutePaths: NonNullable<OpenAPIObject['paths']> = {
  '/': {
    get: {
      operationId: 'status',
      tags: ['status'],
      summary: 'Whether the API is up',
      description: "Answers a line of plain text while the server runs (the legacy server's `GET /`). Public. Counts as a read.",
      security: [],
      responses: {
        200: { description: 'The API is up.', content: { 'text/plain': { schema: { type: 'string' }, example: 'Book Store API is running' } } },
        ...failureResponses({ hasInput: false, jsonBody: false, signedIn: false, limit: 'read', database: false, idempotent: false, specific: {} }),
      },
    },
  },
  '/jwt': {
    get: {
      operationId: 'users-accessToken',
      tags: ['users'],
      summary: 'Exchange an identity-provider ID token for a one-hour access token',
      description:
        'Send the Firebase ID token of the account whose email you name, as `Authorization: Bearer <ID token>`; the answer is an ' +
        'access token to send instead for an hour. Refused with 403 `{ "accessToken": "forbidden" }` (the legacy answer) when ' +
        'the token does not prove that email. **Who:** the owner of the email. Legacy path.',
      security: [{ Authorization: [] }],
      parameters: [
        {
          name: 'email',
          in: 'query',
          required: true,
          description: 'The email of the account the ID token belongs to.',
          schema: { type: 'string', format: 'email' },
          example: 'reader@example.com',
        },
      ],
      responses: {
        200: {
          description: 'The access token.',
          content: json(
            {
              type: 'object',
              properties: { accessToken: { type: 'string', description: 'Send as `Authorization: Bearer <accessToken>`.' } },
              required: ['accessToken'],
            },
            { accessToken: 'at.eyJ1c2VySWQiOiIuLi4ifQ.c2lnbmF0dXJl' },
          ),
        },
        400: failure(400, 'No email, or not an email address.'),
        403: {
          description: 'The token does not prove this email (or there is no token).',
          content: json(
            { type: 'object', properties: { accessToken: { type: 'string', enum: ['forbidden'] } }, required: ['accessToken'] },
            { accessToken: 'forbidden' },
          ),
        },
        429: failureResponses({ hasInput: false, jsonBody: false, signedIn: false, limit: 'sign-in', database: false, idempotent: false, specific: {} })[429],
      },
    },
  },
  '/images': {
    post: {
      operationId: 'images-upload',
      tags: ['images'],
      summary: 'Upload an image (JPEG, PNG, WebP or GIF); it is checked, re-encoded and stored',
      description:
        "Stores a photo and answers its URL (and a smaller one for cards) in the image host's shape the legacy client reads. " +
        "Send it as a listing's `image` or a profile's photo. Anything but a readable image is refused; the stored image " +
        'carries no metadata of the original. **Who:** anyone signed in (sign-up uploads before the account record exists).',
      security: [{ Authorization: [] }],
      requestBody: {
        required: true,
        description: 'A form with the file in the field `image`.',
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { image: { type: 'string', format: 'binary', description: 'The image file.' } }, required: ['image'] },
            // What curl sends for `curl -F image=@cover.jpg -H "Authorization: Bearer $TOKEN" .../api/images`.
            example: { image: '(the bytes of cover.jpg, sent with Content-Type: image/jpeg)' },
            encoding: { image: { contentType: 'image/jpeg, image/png, image/webp, image/gif' } },
          },
        },
      },
      responses: {
        200: {
          description: 'Stored.',
          content: json(
            {
              type: 'object',
              required: ['success', 'data'],
              properties: {
                success: { type: 'boolean' },
                data: {
                  type: 'object',
                  required: ['display_url', 'thumb'],
                  properties: {
                    display_url: { type: 'string', description: 'The image, at most 1600 px on its longer side, as WebP.' },
                    thumb: {
                      type: 'object',
                      required: ['url'],
                      properties: { url: { type: 'string', description: 'A copy of at most 480 x 720 px for cards.' } },
                    },
                  },
                },
              },
            },
            {
              success: true,
              data: {
                display_url: 'https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d.webp',
                thumb: { url: 'https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d-card.webp' },
              },
            },
          ),
        },
        ...failureResponses({
          hasInput: true,
          jsonBody: false,
          signedIn: true,
          limit: 'write',
          database: true,
          idempotent: false,
          specific: { 400: 'No image in the field `image`, or the form or the image is damaged or empty.' },
        }),
        413: failure(
          413,
          'Larger than IMAGE_MAX_BYTES (default 5 MB; `GET /config` gives it as `imageMaxBytes`).',
          'The image is too large: the limit is 5 MB.',
        ),
        415: failure(415, 'Not multipart/form-data, or not a JPEG, PNG, WebP or GIF.', 'That file is not an image we accept: upload a JPEG, PNG, WebP or GIF.'),
      },
    },
  },
  '/payments/webhook': {
    post: {
      operationId: 'payments-stripeWebhook',
      tags: ['payments'],
      summary: 'Stripe events (payment_intent.succeeded marks its order paid once; account.updated pays a seller what is owed)',
      description:
        'Called by Stripe, not by clients: the event is verified with STRIPE_WEBHOOK_SECRET against the raw body. A succeeded ' +
        "payment marks its order paid, once per event; a seller's Connect account that can take transfers is paid what " +
        'completed orders owe it. Answers 404 when Stripe is not configured.',
      security: [],
      parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, description: "Stripe's signature of the body.", schema: { type: 'string' } }],
      requestBody: {
        required: true,
        description: 'A Stripe event.',
        content: {
          'application/json': {
            schema: { type: 'object' },
            example: {
              id: 'evt_1QZ8Xk2eZvKYlo2C',
              type: 'payment_intent.succeeded',
              data: {
                object: {
                  id: 'pi_3QZ8Xk2eZvKYlo2C',
                  object: 'payment_intent',
                  amount: 35000,
                  currency: 'bdt',
                  status: 'succeeded',
                  metadata: { orderId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' },
                },
              },
            },
          },
        },
      },
      responses: {
        200: {
          description: 'Received; `applied` says whether it changed an order.',
          content: json({ type: 'object', properties: { received: { type: 'boolean' }, applied: { type: 'boolean' } } }, { received: true, applied: true }),
        },
        400: failure(400, 'No signature or body, or the signature does not hold.'),
        404: failure(404, 'Stripe is not configured on this store.'),
        503: failure(503),
      },
    },
  },
  '/email/unsubscribe/one-click': {
    post: {
      operationId: 'email-oneClickUnsubscribe',
      tags: ['email'],
      summary: "One-click unsubscribe (RFC 8058): the URL of every email's List-Unsubscribe header",
      description:
        'Mail clients POST here when someone presses their Unsubscribe button, with the form body `List-Unsubscribe=One-Click` ' +
        '(any body is accepted and not read). Turns off the topic of the email the token came with, as ' +
        '`POST /email/unsubscribe` does. **Who:** whoever holds the link; no sign-in.',
      security: [],
      parameters: [
        {
          name: 'token',
          in: 'query',
          required: true,
          description: "The token of the email's unsubscribe link.",
          schema: { type: 'string' },
          example: 'eyJ1IjoiNWE2YiIsInQiOiJhbGVydHMifQ.c2lnbmF0dXJl',
        },
      ],
      requestBody: {
        required: false,
        description: 'What RFC 8058 mail clients send.',
        content: {
          'application/x-www-form-urlencoded': {
            schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } },
            example: { 'List-Unsubscribe': 'One-Click' },
          },
        },
      },
      responses: {
        200: { description: 'That topic is off.', content: json({ $ref: '#/components/schemas/Unsubscribed' }) },
        ...failureResponses({
          hasInput: true,
          jsonBody: false,
          signedIn: false,
          limit: 'write',
          database: true,
          idempotent: false,
          specific: { 400: 'No token, or not one of ours.', 404: 'The account the email went to no longer exists.' },
        }),
      },
    },
  },
};
