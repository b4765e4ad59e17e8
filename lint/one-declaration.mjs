/**
 * One declaration per fact (docs/ARCHITECTURE.md, "One declaration per fact"): the school's zone is
 * written out once, as SCHOOL_TIME_ZONE in shared/src/domain/school-zone.ts (the server reads it
 * through server/src/zone.ts), and Slovak plural rules are built once, in shared/src/domain/plural.ts.
 * A second literal would drift from the first the day one of them changes; a second
 * Intl.PluralRules would be a plural rule of its own beside the kernel's `plural`.
 *
 * Date formats likewise: the named formats (day-and-month, weekday and time, time...) are declared in
 * shared/src/domain/date-formats.ts (formatDateAs, re-exported by @app/shared/format), so the same thing reads the same in every app. Beside them only
 * the kernel's zone arithmetic (wall-clock parts of an instant, a zone's validity) and the server's
 * zone.ts build an Intl date format. The device's zone is read once too, by the kernel's
 * `deviceTimeZone()` (`learnerTimeZone()` falls back to the school's): `resolvedOptions()` builds
 * no format, so this rule lets it pass, and tests use it to compute what they expect.
 *
 * Tests may name the zone as data (a zone they pass in and expect back) and build a date format to
 * compute an expected text independently of the code under test; they never build plural rules.
 */
const ZONE = 'Europe/Bratislava';

export const ZONE_FILE = 'shared/src/domain/school-zone.ts';
export const PLURAL_FILE = 'shared/src/domain/plural.ts';
export const DATE_FORMAT_FILES = [
  'shared/src/format/**',
  'shared/src/domain/date-formats.ts',
  'shared/src/domain/zoned-day.ts',
  'shared/src/domain/zoned-time.ts',
  'shared/src/contract/common.ts',
  'server/src/zone.ts',
];

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

/** Option keys that make a toLocaleString a date format (a number's options have none of them). */
const DATE_OPTIONS = new Set([
  'dateStyle',
  'timeStyle',
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'dayPeriod',
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'hour12',
  'hourCycle',
  'timeZone',
  'timeZoneName',
]);

const dateFormat = {
  meta: {
    type: 'problem',
    messages: {
      format: `Date formats are declared once: formatDateAs(value, name, zone?) of @app/shared/domain or @app/shared/format (shared/src/domain/date-formats.ts) instead of {{what}}; a new format is a new name there.`,
    },
    schema: [],
  },
  create(context) {
    const propertyName = (member) =>
      member.computed
        ? member.property.type === 'Literal'
          ? member.property.value
          : undefined
        : member.property.type === 'Identifier'
          ? member.property.name
          : undefined;
    const isIntlDateTimeFormat = (callee) =>
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      callee.object.name === 'Intl' &&
      propertyName(callee) === 'DateTimeFormat';
    const hasDateOptions = (args) =>
      args.some(
        (arg) =>
          arg.type === 'ObjectExpression' &&
          arg.properties.some(
            (p) => p.type === 'Property' && DATE_OPTIONS.has(p.key.type === 'Identifier' ? p.key.name : p.key.value),
          ),
      );
    return {
      NewExpression: (node) => {
        if (isIntlDateTimeFormat(node.callee))
          context.report({ node, messageId: 'format', data: { what: 'new Intl.DateTimeFormat' } });
      },
      CallExpression: (node) => {
        const { callee } = node;
        // Intl.DateTimeFormat() without arguments only reads the device's settings (its zone).
        if (isIntlDateTimeFormat(callee)) {
          if (node.arguments.length > 0)
            context.report({ node, messageId: 'format', data: { what: 'Intl.DateTimeFormat(...)' } });
          return;
        }
        if (callee.type !== 'MemberExpression') return;
        const name = propertyName(callee);
        if (name === 'toLocaleDateString' || name === 'toLocaleTimeString')
          context.report({ node, messageId: 'format', data: { what: `.${name}()` } });
        else if (name === 'toLocaleString' && hasDateOptions(node.arguments))
          context.report({ node, messageId: 'format', data: { what: '.toLocaleString() with date options' } });
      },
    };
  },
};

export const oneDeclaration = { rules: { 'zone-literal': zoneLiteral, 'plural-rules': pluralRules, 'date-format': dateFormat } };

/** The flat-config entries: every source file, the declaring files and (for the zone and date formats) tests aside. */
export const oneDeclarationConfigs = [
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'one-declaration': oneDeclaration },
    rules: {
      'one-declaration/zone-literal': 'error',
      'one-declaration/plural-rules': 'error',
      'one-declaration/date-format': 'error',
    },
  },
  { files: DATE_FORMAT_FILES, rules: { 'one-declaration/date-format': 'off' } },
  { files: [ZONE_FILE], rules: { 'one-declaration/zone-literal': 'off' } },
  { files: [PLURAL_FILE], rules: { 'one-declaration/plural-rules': 'off' } },
  {
    files: ['**/*.test.{ts,tsx,mts,js,mjs}', '**/__tests__/**', 'server/test/**', 'e2e/tests/**'],
    rules: { 'one-declaration/zone-literal': 'off', 'one-declaration/date-format': 'off' },
  },
];
