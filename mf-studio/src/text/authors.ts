/** mf-studio's Slovak strings of the blog authors' screens (/studio/authors). */
import { count, NOUNS } from './counts';

export const authorsText = {
  title: 'Autori',
  nav: 'Autori',
  empty: 'Zatiaľ tu nie je žiadny autor.',
  add: 'Pridať autora',
  missing: 'Tento autor neexistuje.',
  newTitle: 'Nový autor',
  firstName: 'Meno',
  lastName: 'Priezvisko',
  form: 'Autor',
  save: 'Uložiť',
  create: 'Vytvoriť',
  saved: 'Uložené.',
  publications: (n: number) => (n === 0 ? 'Zatiaľ bez publikácií' : count(n, NOUNS.publication)),
  hint: 'Meno a fotografiu vidia študenti pri každej publikácii autora.',
};
