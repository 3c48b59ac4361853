import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainRoutePaths } from '../server/http/plain-routes-doc.ts';
import { appRouter } from '../server/trpc/router.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type OpenApiMeta = { openapi?: { method: string; path: string } };

/** Every procedure of the tRPC router with the REST method and path its meta declares. */
function procedures() {
  return Object.entries(appRouter._def.procedures).map(([name, p]) => {
    const meta = (p as unknown as { _def: { meta?: OpenApiMeta } })._def.meta?.openapi;
    return { name, method: meta?.method.toLowerCase(), path: meta?.path.replace(/\{(\w+)\}/g, '{$1}') };
  });
}

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('lists every procedure that exists, at the path and method its meta declares', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const all = procedures();
    expect(all.length).toBeGreaterThan(0);
    for (const p of all) {
      expect(p.method, `${p.name} has no REST path`).toBeDefined();
      expect(doc.paths[p.path as string]?.[p.method as string], `${p.name} is missing from the document`).toBeDefined();
    }
    const documented = Object.values(doc.paths as Record<string, object>).flatMap((ops) => Object.keys(ops));
    const plain = Object.values(plainRoutePaths).flatMap((ops) => Object.keys(ops ?? {}));
    expect(documented).toHaveLength(all.length + plain.length);
  });

  it('documents the servers base path /api', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.servers).toEqual([{ url: '/api' }]);
  });
});

describe('/docs', () => {
  it('serves Swagger UI rendering the same document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/swagger-ui/i);
    const init = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const published = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(shown.json().paths).toEqual(published.json().paths);
  });
});
