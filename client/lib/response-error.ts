/** An error answer of the store's REST paths: its message, and its machine `code` (e.g. `CONFLICT`). */
export class ResponseError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** The `message` and `code` every error body of the store carries, or a plain fallback naming the status. */
export async function responseError(response: Response, fallback: string): Promise<ResponseError> {
  const body: unknown = await response.json().catch(() => null);
  const field = (name: string) => (typeof body === 'object' && body !== null && name in body ? (body as Record<string, unknown>)[name] : null);
  const message = field('message');
  const code = field('code');
  return new ResponseError(typeof message === 'string' && message ? message : `${fallback} (${response.status})`, typeof code === 'string' ? code : null);
}
