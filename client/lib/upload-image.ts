import { responseError } from './response-error.ts';

/** Uploads a picture to the store (POST /api/images) and returns the address it is served from. */
export async function uploadImage(file: File, token: string): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const response = await fetch('/api/images', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw await responseError(response, 'The image could not be uploaded');
  const body = (await response.json()) as { data?: { display_url?: unknown } };
  const url = body.data?.display_url;
  if (typeof url !== 'string') throw new Error('The image could not be uploaded: the server sent no address for it.');
  return url;
}
