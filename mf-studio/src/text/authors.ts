/** mf-studio's Slovak strings of the blog authors' screens (/studio/authors). */
const plural = new Intl.PluralRules('sk');

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
  publications: (n: number) => {
    if (n === 0) return 'Zatiaľ bez publikácií';
    const rule = plural.select(n);
    return `${n} ${rule === 'one' ? 'publikácia' : rule === 'few' ? 'publikácie' : 'publikácií'}`;
  },
  hint: 'Meno a fotografiu vidia študenti pri každej publikácii autora.',
};
