/** Item analysis (issue 39): how learners did on each item at their first try. Ours: the spec has no studio. */
import { count, form, NOUNS, VERBS } from './counts';

const percent = (wrong: number, answered: number) => `${Math.round((100 * wrong) / Math.max(1, answered))} %`;

export const analysisText = {
  title: 'Chyby pri prvom pokuse',
  loading: 'Načítavam výsledky študentov...',
  failed: 'Výsledky študentov sa nepodarilo načítať.',
  retry: 'Skúsiť znova',
  nobody: 'Túto úlohu zatiaľ nikto neodovzdal.',
  answered: (n: number) => `Úlohu ${form(n, VERBS.submitted)} ${count(n, NOUNS.learner)}.`,
  speaking: 'Hovorenie hodnotí učiteľ, chyby po položkách sa tu nerátajú.',
  /** '75 % (3 z 4)': the share wrong, and of whom. */
  share: (wrong: number, answered: number) => `${percent(wrong, answered)} (${wrong} z ${answered})`,
  shareLabel: (label: string, wrong: number, answered: number) =>
    `${label}: chybne ${wrong} z ${answered}, ${percent(wrong, answered)}`,
  course: {
    title: 'Najťažšie položky',
    loading: 'Načítavam najťažšie položky...',
    failed: 'Najťažšie položky sa nepodarilo načítať.',
    empty: (min: number) =>
      `Zatiaľ bez najťažších položiek: v publikovaných dňoch sa ešte nikto nepomýlil, alebo ich neodovzdali aspoň ${min} študenti.`,
    item: (label: string, wrong: number, answered: number) => `${label} · ${percent(wrong, answered)} (${wrong} z ${answered})`,
  },
};
