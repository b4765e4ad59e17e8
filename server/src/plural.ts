/**
 * Every counted noun in the server's Slovak messages (studio effects and history, the bot), by
 * the kernel's one plural rule (`plural` of @app/shared/domain, which every app uses as @app/shared/format's): no
 * message writes its own 'n === 1 ? … : n < 5 ? …' again ('1 úloh', '0 časti').
 */
import { plural, type SlovakForms } from '@app/shared/domain';

export const NOUNS = {
  learner: { one: 'študent', few: 'študenti', other: 'študentov' },
  task: { one: 'úloha', few: 'úlohy', other: 'úloh' },
  section: { one: 'časť', few: 'časti', other: 'častí' },
  /** Accusative, as in 'pripomenieme o 2 hodiny'. */
  hourAccusative: { one: 'hodinu', few: 'hodiny', other: 'hodín' },
  /** A review item, accusative, as in 'na opakovanie máte 3 položky'. */
  reviewItemAccusative: { one: 'položku', few: 'položky', other: 'položiek' },
} satisfies Record<string, SlovakForms>;

/** '1 úloha', '2 úlohy', '5 úloh', '0 úloh'. */
export const count = (n: number, forms: SlovakForms): string => `${n} ${plural(n, forms)}`;

/** The verb after count(n, NOUNS.learner): '1 študent odpovedal', '2 študenti odpovedali', '5 študentov odpovedalo'. */
export const answeredVerb = (n: number): string => plural(n, { one: 'odpovedal', few: 'odpovedali', other: 'odpovedalo' });

/** 'Časť už otvoril 1 študent', 'otvorili 2 študenti', 'otvorilo 5 študentov'. */
export const openedVerb = (n: number): string => plural(n, { one: 'otvoril', few: 'otvorili', other: 'otvorilo' });
