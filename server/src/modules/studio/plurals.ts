const rules = new Intl.PluralRules('sk');

/** '1 študent', '3 študenti', '5 študentov' (Slovak plural forms by Intl.PluralRules). */
export function learners(n: number): string {
  const form = rules.select(n);
  return `${n} ${form === 'one' ? 'študent' : form === 'few' ? 'študenti' : 'študentov'}`;
}

/** The verb after learners(n): 'odpovedal', 'odpovedali', 'odpovedalo'. */
export function answeredVerb(n: number): string {
  const form = rules.select(n);
  return form === 'one' ? 'odpovedal' : form === 'few' ? 'odpovedali' : 'odpovedalo';
}
