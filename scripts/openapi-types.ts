import openapiTS, { astToString } from 'openapi-typescript';

/** The TypeScript types of an OpenAPI document, as openapi-typescript writes them for openapi-fetch. */
export async function apiTypes(document: object): Promise<string> {
  const nodes = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0]);
  return `// Generated from docs/openapi.json by \`npm run openapi\` (openapi-typescript). Do not edit.\n\n${astToString(nodes)}`;
}
