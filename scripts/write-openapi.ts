/**
 * Writes the REST API's OpenAPI document to docs/openapi.json, where API changes show up in review
 * (tests/openapi.test.ts fails while the committed file differs from what the server serves).
 * Run it after changing a procedure, its meta or a shared schema: `npm run openapi`.
 */
import fs from 'node:fs';
import { openApiDocument } from '../server/http/openapi/document.ts';

const target = new URL('../docs/openapi.json', import.meta.url);
fs.writeFileSync(target, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`Wrote ${target.pathname}`);
