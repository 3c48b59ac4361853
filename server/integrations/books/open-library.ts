import { z } from 'zod';
import { CircuitBreaker } from '../../runtime/circuit-breaker.ts';

/**
 * Open Library (openlibrary.org), the open catalogue of editions the listing form fills itself
 * from: `/isbn/{isbn}.json` answers with a redirect to the edition (`/books/OL…M.json`), which
 * names its works and authors by key (`/works/OL…W.json`, `/authors/OL…A.json`) and its covers by
 * id (`{covers}/b/id/{id}-L.jpg`). The whole lookup, every request of it, has one time limit, and
 * goes through a circuit breaker: while Open Library keeps failing, sellers are told at once.
 */

/** What one edition says of itself, as the listing form wants it. */
export type EditionRecord = {
  title: string;
  authors: string[];
  publisher: string | null;
  year: number | null;
  pages: number | null;
  description: string | null;
  /** Open Library's id of its first cover, when it has one. */
  coverId: number | null;
};

export type BookCatalogue = {
  /** The edition with this ISBN-13, or null when Open Library knows none. */
  edition: (isbn: string) => Promise<EditionRecord | null>;
  /** The bytes of a cover, or null when there are none to have. */
  cover: (coverId: number) => Promise<Buffer | null>;
};

export type OpenLibrarySettings = { baseUrl: string; coversUrl: string; timeoutMs: number; openSeconds: number; onOutage?: (open: boolean) => void };

const text = z.string().trim().min(1);
const keyed = z.object({ key: z.string().regex(/^\/(authors|works)\/OL\d+[AW]$/) });
// A description is text, or {type, value} (Open Library's typed text).
const described = z.union([text, z.object({ value: text })]).transform((d) => (typeof d === 'string' ? d : d.value));

const editionShape = z.object({
  title: text,
  subtitle: text.optional(),
  authors: z.array(keyed).optional(),
  works: z.array(keyed).optional(),
  publishers: z.array(text).optional(),
  publish_date: z.string().optional(),
  number_of_pages: z.number().int().positive().optional(),
  description: described.optional(),
  covers: z.array(z.number().int()).optional(),
});
const workShape = z.object({
  description: described.optional(),
  authors: z.array(z.object({ author: keyed })).optional(),
});
const authorShape = z.object({ name: text });

/** An answer that is not Open Library's to give (a 5xx, a malformed body, a time-out): an outage. */
export class CatalogueFailure extends Error {
  override readonly name = 'CatalogueFailure';
}

const MAX_AUTHORS = 5;

export function openLibrary(settings: OpenLibrarySettings): BookCatalogue {
  const breaker = new CircuitBreaker('Open Library', { openSeconds: settings.openSeconds, ...(settings.onOutage && { onChange: settings.onOutage }) });
  const isOutage = (error: unknown) => error instanceof CatalogueFailure || (error as { name?: string } | null)?.name === 'TimeoutError';

  async function get(url: string, signal: AbortSignal): Promise<Response | null> {
    const answer = await fetch(url, { signal, redirect: 'follow', headers: { accept: 'application/json' } }).catch((cause: unknown) => {
      if ((cause as { name?: string } | null)?.name === 'TimeoutError') throw cause;
      throw new CatalogueFailure(`Open Library could not be reached: ${String(cause)}`, { cause });
    });
    if (answer.status === 404) return null;
    if (!answer.ok) throw new CatalogueFailure(`Open Library answered ${answer.status} for ${new URL(url).pathname}`);
    return answer;
  }

  async function json<T>(url: string, shape: z.ZodType<T>, signal: AbortSignal): Promise<T | null> {
    const answer = await get(url, signal);
    if (!answer) return null;
    const parsed = shape.safeParse(await answer.json().catch(() => undefined));
    if (!parsed.success) throw new CatalogueFailure(`Open Library's answer for ${new URL(url).pathname} is not an edition as it documents one`);
    return parsed.data;
  }

  async function edition(isbn: string, signal: AbortSignal): Promise<EditionRecord | null> {
    const found = await json(`${settings.baseUrl}/isbn/${isbn}.json`, editionShape, signal);
    if (!found) return null;
    const workKey = found.works?.[0]?.key;
    const work = workKey ? await json(`${settings.baseUrl}${workKey}.json`, workShape, signal) : null;
    const authorKeys = (found.authors ?? work?.authors?.map((a) => a.author) ?? []).slice(0, MAX_AUTHORS);
    const authors = await Promise.all(authorKeys.map(({ key }) => json(`${settings.baseUrl}${key}.json`, authorShape, signal)));
    const year = /\b(1[5-9]\d\d|20\d\d)\b/.exec(found.publish_date ?? '')?.[1];
    return {
      title: found.subtitle ? `${found.title}: ${found.subtitle}` : found.title,
      authors: authors.flatMap((author) => (author ? [author.name] : [])),
      publisher: found.publishers?.[0] ?? null,
      year: year ? Number(year) : null,
      pages: found.number_of_pages ?? null,
      description: found.description ?? work?.description ?? null,
      coverId: found.covers?.find((id) => id > 0) ?? null,
    };
  }

  return {
    edition: (isbn) => breaker.run(() => edition(isbn, AbortSignal.timeout(settings.timeoutMs)), isOutage),
    cover: async (coverId) => {
      const answer = await get(`${settings.coversUrl}/b/id/${coverId}-L.jpg`, AbortSignal.timeout(settings.timeoutMs)).catch(() => null);
      return answer ? Buffer.from(await answer.arrayBuffer()) : null;
    },
  };
}
