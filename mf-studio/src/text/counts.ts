/**
 * Every noun the studio counts, by the kernel's one plural rule (`plural` of @app/shared/format):
 * '1 úloha', '2 úlohy', '5 úloh', '0 úloh'. A verb that follows a count agrees with it the same way
 * ('1 študent odpovedal', '2 študenti odpovedali', '5 študentov odpovedalo').
 */
import { plural, type SlovakForms } from '@app/shared/format';

export const NOUNS = {
  learner: { one: 'študent', few: 'študenti', other: 'študentov' },
  task: { one: 'úloha', few: 'úlohy', other: 'úloh' },
  section: { one: 'časť', few: 'časti', other: 'častí' },
  publication: { one: 'publikácia', few: 'publikácie', other: 'publikácií' },
  bookedCall: { one: 'rezervovaný hovor', few: 'rezervované hovory', other: 'rezervovaných hovorov' },
  registered: { one: 'prihlásený', few: 'prihlásení', other: 'prihlásených' },
  /** Dative: 'píšeme 2 prihláseným'. */
  registeredDative: { one: 'prihlásenému', few: 'prihláseným', other: 'prihláseným' },
  /** Genitive: 'z 1 miesta', 'z 5 miest'. */
  seatGenitive: { one: 'miesta', few: 'miest', other: 'miest' },
  /** Accusative: 'vraciame 1 platbu'. */
  paymentAccusative: { one: 'platbu', few: 'platby', other: 'platieb' },
} satisfies Record<string, SlovakForms>;

export const VERBS = {
  reached: { one: 'došiel', few: 'došli', other: 'došlo' },
  waits: { one: 'čaká', few: 'čakajú', other: 'čaká' },
  answered: { one: 'odpovedal', few: 'odpovedali', other: 'odpovedalo' },
  submitted: { one: 'odovzdal', few: 'odovzdali', other: 'odovzdalo' },
  opened: { one: 'otvoril', few: 'otvorili', other: 'otvorilo' },
  receives: { one: 'dostane', few: 'dostanú', other: 'dostane' },
} satisfies Record<string, SlovakForms>;

/** '5 úloh': the number and its noun. */
export const count = (n: number, forms: SlovakForms): string => `${n} ${plural(n, forms)}`;

/** The form alone, for a verb or a noun placed apart from its number. */
export const form = (n: number, forms: SlovakForms): string => plural(n, forms);
