import type { LimitKind } from '../../limits/rate-limits.ts';

/** One response of an operation, as this document writes them (the OpenAPI types index responses as `any`). */
export type Response = { description: string; headers?: Record<string, unknown>; content?: Record<string, unknown> };

/** The one error body of every REST answer (see restError in trpc/errors.ts, which makes it). */
export const errorSchema = {
  type: 'object',
  description: 'What went wrong, in words a person can read, and a stable code for programs.',
  required: ['message', 'code'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', description: 'What went wrong and, where there is one, what to do about it.', example: 'There is no such book.' },
    code: {
      type: 'string',
      description: 'A stable code for the kind of failure; the HTTP status says the same in numbers.',
      enum: [
        'BAD_REQUEST',
        'UNAUTHORIZED',
        'PAYMENT_REQUIRED',
        'FORBIDDEN',
        'NOT_FOUND',
        'METHOD_NOT_SUPPORTED',
        'TIMEOUT',
        'CONFLICT',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'UNPROCESSABLE_CONTENT',
        'TOO_MANY_REQUESTS',
        'INTERNAL_SERVER_ERROR',
        'SERVICE_UNAVAILABLE',
      ],
      example: 'NOT_FOUND',
    },
    issues: {
      type: 'array',
      description: 'On invalid input (400): each problem, with where it is.',
      items: {
        type: 'object',
        required: ['path', 'message'],
        additionalProperties: false,
        properties: {
          path: { type: 'string', description: 'The field, as a dotted path into the body or query (empty: the input as a whole).', example: 'buyerPhone' },
          message: { type: 'string', example: 'Phone is required' },
        },
      },
    },
  },
} as const;

/** What each failure status means when an operation says nothing more specific, and the code it carries. */
const FAILURES: Record<number, { code: string; description: string; example: string }> = {
  400: { code: 'BAD_REQUEST', description: 'The input is invalid: `message` says why and `issues` lists each problem.', example: 'Phone is required' },
  401: {
    code: 'UNAUTHORIZED',
    description: 'No valid token: send `Authorization: Bearer <token>` with a current Firebase ID token or an access token from `GET /jwt`.',
    example: 'Sign in first: send Authorization: Bearer <token>.',
  },
  402: { code: 'PAYMENT_REQUIRED', description: 'The card was declined.', example: 'Your card was declined.' },
  403: { code: 'FORBIDDEN', description: 'The caller may not do this.', example: 'Only seller accounts can do this.' },
  404: { code: 'NOT_FOUND', description: 'There is no such thing.', example: 'There is no such book.' },
  409: { code: 'CONFLICT', description: 'The thing is not in a state that allows this.', example: 'This book is sold.' },
  413: { code: 'PAYLOAD_TOO_LARGE', description: 'The body is too large: a JSON body may be at most 1 MB.', example: 'Request body is too large' },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    description: 'The body is not JSON: send it with `Content-Type: application/json`.',
    example: 'Send the body as JSON, with Content-Type: application/json.',
  },
  422: {
    code: 'UNPROCESSABLE_CONTENT',
    description: 'This `Idempotency-Key` was used before with a different request.',
    example: 'This Idempotency-Key was already used with a different request.',
  },
  429: {
    code: 'TOO_MANY_REQUESTS',
    description: 'Too many calls: `Retry-After` says in how many seconds to try again.',
    example: 'Too many requests: at most 120 a minute. Try again in 42 s.',
  },
  503: {
    code: 'SERVICE_UNAVAILABLE',
    description: 'The store cannot reach its database (or is too busy) right now; try again in a moment.',
    example: 'The store is busy right now. Please try again in a moment.',
  },
};

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 }, example: 42 },
};

/** A failure response with the shared error body; `description` (and `example`) say when it happens for this operation, and what it then says. */
export function failure(status: number, description?: string, example?: string): Response {
  const known = FAILURES[status];
  if (!known) throw new Error(`No failure is described for status ${status}`);
  return {
    description: description ?? known.description,
    ...(status === 429 && { headers: retryAfter }),
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { message: example ?? known.example, code: known.code } },
    },
  };
}

/** Which failures an operation can answer with, from what it is; `specific` (its meta's errorResponses) adds to them and words them. */
export type FailureFacts = {
  hasInput: boolean;
  /** It takes a JSON body (POST, PUT, PATCH): a body too large or of another type is refused before anything else. */
  jsonBody: boolean;
  signedIn: boolean;
  /** When a signed-in caller is refused (403), if ever. */
  forbidden?: string | undefined;
  /** The rate limit its calls count against. */
  limit: LimitKind | 'read';
  database: boolean;
  idempotent: boolean;
  specific: Record<number, string>;
};

const LIMIT_WORDS: Record<FailureFacts['limit'], string> = {
  'sign-in': 'More than RATE_LIMIT_SIGN_IN_PER_MINUTE (default 30) sign-in calls a minute by this caller (a signed-in user, else an address).',
  message: 'More than RATE_LIMIT_MESSAGES_PER_MINUTE (default 20) messages a minute by this caller.',
  'verification-email': 'More than RATE_LIMIT_VERIFICATION_EMAILS_PER_MINUTE (default 1) verification emails a minute for this account.',
  write: 'More than RATE_LIMIT_WRITES_PER_MINUTE (default 120) writes a minute by this caller (a signed-in user, else an address).',
  read: 'More than RATE_LIMIT_READS_PER_MINUTE (default 1200) reads a minute from this address.',
};

export function failureResponses(facts: FailureFacts): Record<number, Response> {
  const statuses: Record<number, string | undefined> = {};
  if (facts.hasInput) statuses[400] = undefined;
  if (facts.signedIn) statuses[401] = undefined;
  if (facts.forbidden) statuses[403] = facts.forbidden;
  if (facts.jsonBody) statuses[413] = statuses[415] = undefined;
  if (facts.idempotent) statuses[422] = undefined;
  statuses[429] = `${LIMIT_WORDS[facts.limit]} \`Retry-After\` says in how many seconds to try again.`;
  if (facts.database) statuses[503] = undefined;
  Object.assign(statuses, facts.specific);
  if (facts.idempotent) {
    const inUse = 'A call with this `Idempotency-Key` is still being processed.';
    statuses[409] = statuses[409] ? `${statuses[409]} Or: ${inUse[0]!.toLowerCase()}${inUse.slice(1)}` : inUse;
  }
  return Object.fromEntries(
    Object.entries(statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, description]) => [status, failure(Number(status), description)]),
  );
}
