/**
 * Matches the request URLs (under /api, with or without a query) of one OpenAPI path such as
 * `/book/{id}`, each `{param}` standing for one path segment.
 */
export function restPathPattern(path: string): RegExp {
  return new RegExp(`^/api${path.replace(/\{\w+\}/g, '[^/?]+')}(\\?|$)`);
}
