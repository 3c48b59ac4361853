/** The `message` every error body of the store carries, or a plain fallback naming the status. */
export async function responseError(response: Response, fallback: string): Promise<Error> {
  const body: unknown = await response.json().catch(() => null);
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
  return new Error(typeof message === 'string' && message ? message : `${fallback} (${response.status})`);
}
