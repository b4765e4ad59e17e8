/**
 * mf-studio's Slovak strings. The spec has no studio screens: 'Obsah', 'Nemáte prístup',
 * 'Náhľad', 'Publikovať', 'koncept', 'publikované', 'Na ďalší deň čaká N študentov' and
 * 'Medzitým to upravil(a) …' (the server's 409) come from the issue that asked for them.
 */
/** The studio row on home; apart from `text` so registration.js carries only these. */
export const homeText = { title: 'Obsah', subtitle: 'Kurz: dni, úlohy a nahrávky' };

// Built on first use: registration.js imports this file for homeText and runs on every /main.
let plural: Intl.PluralRules | undefined;
const form = (n: number, one: string, few: string, many: string) => {
  const rule = (plural ??= new Intl.PluralRules('sk')).select(n);
  return rule === 'one' ? one : rule === 'few' ? few : many;
};

export const text = {
  loading: 'Načítavam...',
  loadFailed: 'Nepodarilo sa načítať údaje.',
  retry: 'Skúsiť znova',
  noAccess: 'Nemáte prístup',
  noAccessHint: 'Obsah upravujú len editori. O rolu editora požiadajte administrátora.',
  backHome: 'Späť na hlavnú stránku',

  course: {
    title: 'Kurz',
    empty: 'Kurz zatiaľ nemá žiadny deň.',
    addDay: 'Pridať deň',
    adding: 'Pridávam...',
    addFailed: 'Deň sa nepodarilo pridať.',
    day: (n: number) => `Deň ${n}`,
    from: (date: string) => `od ${formatDate(date)}`,
    draft: 'koncept',
    published: 'publikované',
    reached: (n: number) => `${n} ${form(n, 'študent', 'študenti', 'študentov')} ${form(n, 'došiel', 'došli', 'došlo')} sem`,
    tasks: (n: number) => `${n} ${form(n, 'úloha', 'úlohy', 'úloh')}`,
    waiting: (n: number) =>
      n === 0
        ? 'Na ďalší deň nečaká žiadny študent.'
        : `Na ďalší deň ${form(n, 'čaká', 'čakajú', 'čaká')} ${n} ${form(n, 'študent', 'študenti', 'študentov')}`,
  },

  day: {
    title: (n: number) => `Deň ${n}`,
    missing: 'Tento deň neexistuje.',
    date: 'Dostupný od',
    dateHint: 'Študent dostane deň najskôr v tento dátum, po dokončení predošlého.',
    state: { draft: 'koncept', published: 'publikované' },
    save: 'Uložiť',
    saving: 'Ukladám...',
    saved: 'Uložené.',
    preview: 'Náhľad',
    publish: 'Publikovať',
    publishing: 'Publikujem...',
    publishFirstSave: 'Pred publikovaním uložte zmeny.',
    effectsTitle: 'Čo zmena urobila s výsledkami',
    addSection: 'Pridať časť',
    removeSection: 'Odstrániť časť',
    moveUp: 'Posunúť vyššie',
    moveDown: 'Posunúť nižšie',
  },

  section: {
    types: { listening: 'Počúvanie', reading: 'Čítanie', speaking: 'Hovorenie' },
    type: 'Typ časti',
    title: 'Názov',
    text: { listening: 'Prepis nahrávky', reading: 'Text na čítanie', speaking: 'Úvod k hovoreniu' },
    minutes: 'Minúty',
    audio: 'Nahrávka',
    upload: 'Nahrať zvuk',
    uploading: 'Nahrávam...',
    noAudio: 'Zatiaľ bez nahrávky.',
    tooLarge: 'Súbor je príliš veľký: nahrávka môže mať najviac 20 MB.',
    duration: (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`,
    tasks: 'Úlohy',
    addTask: 'Pridať úlohu',
    opened: (n: number) => `Otvorilo ${n} ${form(n, 'študent', 'študenti', 'študentov')}: časť sa nedá odstrániť.`,
  },

  task: {
    types: {
      QuestionTask: 'Otázky',
      EvaluationTask: 'Pravda / lož / nezaznelo',
      MatchingTask: 'Priraďovanie',
      GapsTask: 'Doplňovanie',
      SpeakingTask: 'Hovorenie',
    },
    remove: 'Odstrániť úlohu',
    instructions: 'Pokyny',
    answered: (n: number, versions: number) =>
      `Na túto úlohu už ${form(n, 'odpovedal', 'odpovedali', 'odpovedalo')} ${n} ${form(n, 'študent', 'študenti', 'študentov')}. ` +
      'Ich odpovede a skóre zostanú, ako boli; zmena kľúča či textu bude platiť pre ďalších.' +
      (versions > 1 ? ` (verzia ${versions})` : ''),
    question: 'Otázka',
    options: 'Možnosti (prázdne = študent píše odpoveď)',
    option: 'Možnosť',
    correctOption: 'Správna možnosť',
    accepted: 'Prijaté odpovede',
    acceptedOne: 'Prijatá odpoveď',
    addQuery: 'Pridať otázku',
    addOption: 'Pridať možnosť',
    addAccepted: 'Pridať variant',
    statement: 'Tvrdenie',
    value: 'Správne',
    values: { true: 'pravda', false: 'lož', not_stated: 'nezaznelo' } as Record<string, string>,
    addStatement: 'Pridať tvrdenie',
    left: 'Ľavá strana',
    right: 'Partner',
    addPair: 'Pridať dvojicu',
    gapText: 'Text (medzery ako {gap1}, {gap2}…)',
    gap: (n: number) => `Výraz do {gap${n}}`,
    addGap: 'Pridať medzeru',
    distractor: 'Výraz navyše',
    addDistractor: 'Pridať výraz navyše',
    prompt: 'Zadanie',
    chatUrl: 'Odkaz na chat s lektorom',
    remove1: 'Odstrániť',
  },
};

export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
}
