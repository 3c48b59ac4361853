import fs from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTypes } from '../scripts/openapi-types.ts';
import { plainRoutePaths } from '../server/http/openapi/plain-routes.ts';
import { proceduresOf } from '../server/trpc/internals/procedures.ts';
import { appRouter } from '../server/trpc/router.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every procedure of the tRPC router with the REST method and path its meta declares. */
/** Every query and mutation; subscriptions are streams for tRPC clients (REST clients poll the reads). */
function procedures() {
  return [...proceduresOf(appRouter).values()].flatMap(({ path: name, type, meta: { openapi } }) => {
    if (type === 'subscription') return [];
    return [{ name, method: openapi?.method.toLowerCase(), path: openapi?.path.replace(/\{(\w+)\}/g, '{$1}') }];
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
    const plain = Object.values(plainRoutePaths).flatMap((ops) => Object.keys(ops));
    expect(documented).toHaveLength(all.length + plain.length);
  });

  it('documents the servers base path /api', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.servers).toEqual([{ url: '/api', description: expect.any(String) }]);
  });
});

describe('the committed document', () => {
  it('is docs/openapi.json: API changes show up in review (regenerate with npm run openapi)', async () => {
    const served = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const committed = JSON.parse(await fs.readFile('docs/openapi.json', 'utf8'));
    expect(committed, 'docs/openapi.json is out of date: run npm run openapi').toEqual(served);
  });

  it('has its typed client types in tests/generated, as openapi-typescript makes them from it', async () => {
    const served = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const committed = await fs.readFile('tests/generated/book-store-api.ts', 'utf8');
    expect(committed === (await apiTypes(served)), 'tests/generated/book-store-api.ts is out of date: run npm run openapi').toBe(true);
  });
});

describe('a document that explains itself', () => {
  type Operation = {
    requestBody?: { content: Record<string, { example?: unknown }> };
    responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  };
  const operations = async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    return Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
  };

  it('shows an example of every request body, JSON or a form (POST /images)', async () => {
    const bodies = (await operations()).flatMap(({ name, op }) => Object.entries(op.requestBody?.content ?? {}).map(([type, body]) => ({ name, type, body })));
    expect(bodies.filter(({ type }) => type === 'application/json').length).toBeGreaterThan(5);
    expect(bodies.map(({ type }) => type)).toContain('multipart/form-data');
    for (const { name, type, body } of bodies) expect(body.example, `${name} ${type}`).toBeDefined();
  });

  it("sets no bound on a number that the store does not enforce (zod's safe-integer range)", async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });

  it('gives every failure the one Error body (the legacy token exchange keeps its own 403)', async () => {
    for (const { name, op } of await operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400 || (name === 'GET /jwt' && status === '403')) continue;
        expect(response.content?.['application/json']?.schema?.$ref, `${name} ${status}`).toBe('#/components/schemas/Error');
      }
    }
  });

  it('describes every operation and parameter, and every tag an operation uses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      tags: Array<{ name: string; description?: string }>;
      paths: Record<string, Record<string, { description?: string; tags?: string[]; parameters?: Array<{ name: string; description?: string }> }>>;
    }>();
    const described = new Map(doc.tags.map((tag) => [tag.name, tag.description]));
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(op.description, name).toBeTruthy();
        for (const parameter of op.parameters ?? []) expect(parameter.description, `${name} ${parameter.name}`).toBeTruthy();
        for (const tag of op.tags ?? []) expect(described.get(tag), `${name}: tag ${tag}`).toBeTruthy();
      }
    }
  });

  it('marks every timestamp as date-time', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const stamps: Array<{ format?: string }> = [];
    const walk = (value: unknown, key?: string): void => {
      if (value === null || typeof value !== 'object') return;
      if (key !== undefined && /At$/.test(key) && 'type' in value) stamps.push(value as { format?: string });
      for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    walk(doc.components.schemas);
    expect(stamps.length).toBeGreaterThan(3);
    for (const stamp of stamps) expect(stamp.format).toBe('date-time');
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
