/**
 * mf-studio's Slovak strings. The spec has no studio screens: 'Obsah', 'Nemáte prístup',
 * 'Náhľad', 'Publikovať', 'koncept', 'publikované', 'Na ďalší deň čaká N študentov' and
 * 'Medzitým to upravil(a) …' (the server's 409) come from the issue that asked for them.
 */
import { formatDate } from '@app/shared/format';
import { count, form, NOUNS, VERBS } from './text/counts';

export { homeText } from './text/home';

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
    newDay: 'Nový deň',
    newDayHint: 'Deň bude koncept: študenti ho uvidia, až keď ho publikujete.',
    createDay: 'Vytvoriť deň',
    cancelAdd: 'Zrušiť',
    adding: 'Pridávam...',
    addFailed: 'Deň sa nepodarilo pridať.',
    day: (n: number) => `Deň ${n}`,
    from: (date: string) => `od ${formatDay(date)}`,
    draft: 'koncept',
    published: 'publikované',
    reached: (n: number) => `${count(n, NOUNS.learner)} ${form(n, VERBS.reached)} sem`,
    tasks: (n: number) => count(n, NOUNS.task),
    waiting: (n: number) =>
      n === 0 ? 'Na ďalší deň nečaká žiadny študent.' : `Na ďalší deň ${form(n, VERBS.waits)} ${count(n, NOUNS.learner)}`,
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
    delete: 'Odstrániť deň',
    deleteFailed: 'Deň sa nepodarilo odstrániť.',
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
    opened: (n: number) => `Už ju ${form(n, VERBS.opened)} ${count(n, NOUNS.learner)}: časť sa nedá odstrániť.`,
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
      `Na túto úlohu už ${form(n, VERBS.answered)} ${count(n, NOUNS.learner)}. ` +
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
    gapText: 'Text úlohy',
    gapHint:
      'V texte označte slovo alebo frázu a stlačte „Označiť ako medzeru“: študent ju doplní z ponúknutých výrazov. Medzera je v texte v hranatých zátvorkách.',
    markGap: 'Označiť ako medzeru',
    selectFirst: 'Najprv v texte označte slovo alebo frázu (mimo existujúcej medzery).',
    gapsTitle: 'Medzery v texte',
    noGaps: 'Text zatiaľ nemá žiadnu medzeru.',
    emptyGap: '(prázdna)',
    unmarkGap: (phrase: string) => `Zrušiť medzeru: ${phrase}`,
    distractor: 'Výraz navyše',
    addDistractor: 'Pridať výraz navyše',
    prompt: 'Zadanie',
    chatUrl: 'Odkaz na chat s lektorom',
    /** Where the learner's voice message goes: the app's bot (stored, the teacher plays it) or a chat. */
    answerVia: 'Kam študent pošle odpoveď',
    answerViaBot: 'odpoveď botovi',
    answerViaChat: 'odkaz na chat',
    allowNewAttempt: 'Po ohodnotení povoliť nový pokus',
    remove1: 'Odstrániť',
  },
};

/** A day's date ('2025-09-01') as the kernel writes dates: '1. septembra 2025'. */
export const formatDay = (isoDate: string): string => formatDate(new Date(`${isoDate}T00:00`));
