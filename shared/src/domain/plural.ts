/**
 * Slovak plurals by the language's own rules (Intl.PluralRules), not written out per string. With
 * the domain rules, free of the date library and of UI code: a remote's registration.js (home
 * rows) and the server's messages (server/src/plural.ts) use it too; @app/shared/format re-exports it.
 */
// Built on first use, not when the module loads: every registration.js bundles this file, and the
// first Slovak Intl object of a page loads the locale's data (a ~40 ms task on a phone on /main).
let rules: Intl.PluralRules | undefined;

/** A noun's forms by plural category: one (1), few (2-4), other (0, 5+); many (fractions) falls back to other. */
export interface SlovakForms {
  one: string;
  few: string;
  other: string;
  many?: string;
}

/** The form of a noun for `count`: plural(3, { one: 'deň', few: 'dni', other: 'dní' }) → 'dni'. */
export function plural(count: number, forms: SlovakForms): string {
  const category = (rules ??= new Intl.PluralRules('sk-SK')).select(count);
  return (category === 'one' || category === 'few' || category === 'many' ? forms[category] : undefined) ?? forms.other;
}
