import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Media = { schema?: object };
type Response = { content?: Record<string, Media> };
type Document = { paths: Record<string, Record<string, { responses: Record<string, Response> }>>; components?: object };

export type OpenApiValidator = {
  /** Every operation, as `METHOD /path` (the document's path). */
  operations: () => string[];
  /** The statuses the document lists for an operation. */
  statuses: (operation: string) => number[];
  /** What is wrong with an answer, by the document: nothing when it conforms. */
  check: (operation: string, status: number, contentType: string | undefined, body: string) => string[];
};

// ajv-formats is CommonJS: its function is the default export's default under Node's ESM interop.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/** Validates answers against an OpenAPI 3.1 document (JSON Schema 2020-12) with ajv. */
export function openApiValidator(document: Document): OpenApiValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const operation = (name: string) => {
    const [method = '', path = ''] = name.split(' ');
    const found = document.paths[path]?.[method.toLowerCase()];
    if (!found) throw new Error(`${name} is not in the document`);
    return found;
  };
  return {
    operations: () => Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`)),
    statuses: (name) => Object.keys(operation(name).responses).map(Number),
    check: (name, status, contentType, body) => {
      const response = operation(name).responses[String(status)];
      if (!response) return [`status ${status} is not documented`];
      if (!response.content) return body === '' ? [] : [`status ${status} is documented without a body, but one came`];
      const type = contentType?.split(';')[0]?.trim() ?? '';
      const media = response.content[type];
      if (!media) return [`content type ${type} is not documented for ${status}`];
      if (!media.schema) return [];
      const validate = ajv.compile({ ...media.schema, components: document.components });
      const value: unknown = type === 'application/json' ? JSON.parse(body) : body;
      return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
    },
  };
}
