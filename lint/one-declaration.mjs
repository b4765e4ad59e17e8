/**
 * One declaration per fact (docs/ARCHITECTURE.md, "One declaration per fact"): the school's zone is
 * written out once, as SCHOOL_TIME_ZONE in shared/src/domain/school-zone.ts (the server reads it
 * through server/src/zone.ts), and Slovak plural rules are built once, in shared/src/domain/plural.ts.
 * A second literal would drift from the first the day one of them changes; a second
 * Intl.PluralRules would be a plural rule of its own beside the kernel's `plural`.
 *
 * Tests may name the zone as data (a zone they pass in and expect back); they never build plural rules.
 */
const ZONE = 'Europe/Bratislava';

export const ZONE_FILE = 'shared/src/domain/school-zone.ts';
export const PLURAL_FILE = 'shared/src/domain/plural.ts';

const zoneLiteral = {
  meta: {
    type: 'problem',
    messages: {
      zone: `The school's zone is declared once: import SCHOOL_TIME_ZONE from @app/shared/domain (the server: server/src/zone.ts) instead of writing '${ZONE}' (${ZONE_FILE}).`,
    },
    schema: [],
  },
  create(context) {
    const check = (node, value) => {
      if (typeof value === 'string' && value.trim() === ZONE) context.report({ node, messageId: 'zone' });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateLiteral: (node) => {
        if (node.expressions.length === 0) check(node, node.quasis[0]?.value.cooked);
      },
    };
  },
};

const pluralRules = {
  meta: {
    type: 'problem',
    messages: {
      plural: `Slovak plurals come from one rule: plural(n, forms) of @app/shared/format or @app/shared/domain (the server: server/src/plural.ts), not a new Intl.PluralRules (${PLURAL_FILE}).`,
    },
    schema: [],
  },
  create(context) {
    const isPluralRules = (callee) =>
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      callee.object.name === 'Intl' &&
      ((callee.property.type === 'Identifier' && callee.property.name === 'PluralRules') ||
        (callee.property.type === 'Literal' && callee.property.value === 'PluralRules'));
    return {
      NewExpression: (node) => {
        if (isPluralRules(node.callee)) context.report({ node, messageId: 'plural' });
      },
      CallExpression: (node) => {
        if (isPluralRules(node.callee)) context.report({ node, messageId: 'plural' });
      },
    };
  },
};

export const oneDeclaration = { rules: { 'zone-literal': zoneLiteral, 'plural-rules': pluralRules } };

/** The flat-config entries: every source file, the declaring files and (for the zone) tests aside. */
export const oneDeclarationConfigs = [
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'one-declaration': oneDeclaration },
    rules: { 'one-declaration/zone-literal': 'error', 'one-declaration/plural-rules': 'error' },
  },
  { files: [ZONE_FILE], rules: { 'one-declaration/zone-literal': 'off' } },
  { files: [PLURAL_FILE], rules: { 'one-declaration/plural-rules': 'off' } },
  {
    files: ['**/*.test.{ts,tsx,mts,js,mjs}', '**/__tests__/**', 'server/test/**', 'e2e/tests/**'],
    rules: { 'one-declaration/zone-literal': 'off' },
  },
];
