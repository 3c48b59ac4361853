// Words a person reads come from the translation files (client/i18n/messages/, docs/languages.md),
// never from the code: a sentence typed into a component would show in English on a Bangla page.
// This rule finds the places a sentence is typed in: text between JSX tags, the attributes people
// read (labels, titles, placeholders, alt text), and the messages handed to a toast.

/** Any letter of any script: "…", "·", "—" and digits alone are not words. */
const WORDS = /\p{L}/u;

/** Attributes whose value a person reads or hears (a screen reader reads the aria ones). */
const READ_ATTRIBUTE =
  /^(?:aria-(?:label|description|roledescription|valuetext|placeholder)|title|placeholder|alt|label|[a-z]\w*(?:Label|Text|Title|Message|Heading))$/;

/** The toast helpers (client/lib/notify.ts): `notify.success('Saved')`. */
const isToast = (node) => node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier' && node.callee.object.name === 'notify';

/** A string typed in place, or the text parts of a template: what a person would read. */
function typedText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'ConditionalExpression') return typedText(node.consequent) ?? typedText(node.alternate);
  if (node.type === 'LogicalExpression') return typedText(node.right) ?? typedText(node.left);
  return null;
}

const hasWords = (text) => text !== null && WORDS.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export const userVisibleText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible words come from the translation files, not the code' },
    messages: {
      literal: 'A person reads “{{text}}”: put it in client/i18n/messages/ and show it with a translate function (docs/languages.md).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        // {'Login'}, {busy ? 'Saving…' : 'Save'} and {`${n} books`} between tags; attributes are below.
        if (node.parent.type === 'JSXAttribute') return;
        const text = typedText(node.expression);
        if (hasWords(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
        if (!READ_ATTRIBUTE.test(name) || !node.value) return;
        const text = node.value.type === 'JSXExpressionContainer' ? typedText(node.value.expression) : typedText(node.value);
        if (hasWords(text)) report(node, text);
      },
      CallExpression(node) {
        if (!isToast(node)) return;
        const text = typedText(node.arguments[0]);
        if (hasWords(text)) report(node, text);
      },
    };
  },
};

export const userVisibleTextPlugin = { rules: { 'user-visible-text': userVisibleText } };
