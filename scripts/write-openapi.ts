/**
 * Writes the REST API's OpenAPI document to docs/openapi.json, where API changes show up in review,
 * and the TypeScript types openapi-typescript generates from it to tests/generated/book-store-api.ts,
 * which the typed-client test compiles against. tests/openapi.test.ts fails while either file
 * differs from what the server serves. Run it after changing a procedure, its meta or a shared
 * schema: `npm run openapi`.
 */
import fs from 'node:fs';
import { openApiDocument } from '../server/http/openapi/document.ts';
import { apiTypes } from './openapi-types.ts';

const write = (relative: string, text: string) => {
  const target = new URL(`../${relative}`, import.meta.url);
  fs.writeFileSync(target, text);
  console.log(`Wrote ${relative}`);
};

const document = openApiDocument();
write('docs/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
write('tests/generated/book-store-api.ts', await apiTypes(document));
