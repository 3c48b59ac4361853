// `node scripts/still-in-english.mjs`: writes eslint/still-in-english.js anew, the web app's files
// whose words the user-visible-text rule (eslint/user-visible-text.js) still finds typed in English,
// and prints how many remain. Run it after moving a file's words to client/i18n/messages/. Given
// files, it lists where they still type English instead.
import fs from 'node:fs';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { userVisibleTextPlugin } from '../eslint/user-visible-text.js';

const LIST = 'eslint/still-in-english.js';
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      plugins: { bookstore: userVisibleTextPlugin },
      rules: { 'bookstore/user-visible-text': 'error' },
    },
  ],
});
const named = process.argv.slice(2);
if (named.length > 0) {
  // `node scripts/still-in-english.mjs <files>`: shows where those files still type English, changes nothing.
  for (const result of await eslint.lintFiles(named))
    for (const m of result.messages) console.log(`${result.filePath.slice(process.cwd().length + 1)}:${m.line}:${m.column} ${m.message}`);
  process.exit(0);
}
const results = (await eslint.lintFiles(['client/**/*.{ts,tsx}'])).filter((r) => !/\.test\.tsx?$|[\\/]client[\\/]test[\\/]/.test(r.filePath));
const files = results
  .filter((r) => r.messages.length > 0)
  .map((r) => r.filePath.slice(process.cwd().length + 1))
  .sort();
const head = fs.readFileSync(LIST, 'utf8').split('export const STILL_IN_ENGLISH')[0];
fs.writeFileSync(LIST, `${head}export const STILL_IN_ENGLISH = [\n${files.map((file) => `  '${file}',`).join('\n')}\n];\n`);
console.log(`${files.length} files, ${results.reduce((n, r) => n + r.messages.length, 0)} typed sentences still in English`);
