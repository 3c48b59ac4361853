/**
 * The Auth emulator checks every request against Google's Identity Toolkit API description through
 * exegesis, which compiles the JSON schema of every operation with ajv as it starts: about 10 s of
 * CPU at each start, most of what `npm start` waited for. exegesis can compile each schema when its
 * operation is first called instead (`lazyCompileValidationSchemas`: the same checks, later), but
 * firebase-tools does not ask for it. This preload, run before the emulator's CLI, makes it the
 * default. Should an upgrade of firebase-tools move exegesis, the preload changes nothing and the
 * emulator only starts as slowly as before (emulator-lazy-schemas.test.ts notices).
 */
export function lazySchemasPreload(cli: string): string {
  return `// Written by the store at each start (server/integrations/auth/emulator-lazy-schemas.ts).
try {
  const fromCli = require('node:module').createRequire(${JSON.stringify(cli)});
  const options = fromCli('exegesis/lib/options');
  const compile = options.compileOptions;
  options.compileOptions = (given = {}) => compile({ lazyCompileValidationSchemas: true, ...given });
} catch {}
`;
}
