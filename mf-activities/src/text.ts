import { plural } from '@app/shared/format';

/** The Aktivity row on home (spec section 2, issue 21); apart from `text` so registration.js carries only these. */
export const homeText = {
  title: 'Aktivity',
  /** While loading or after a failure: what the row holds, claiming nothing about today. */
  subtitle: 'Počúvanie, čítanie, hovorenie',
  /** The learner's streak: days in a row with a finished activity (1 deň, 2–4 dni, 0 and 5+ dní). */
  streak: (days: number) => `Séria: ${days} ${plural(days, { one: 'deň', few: 'dni', other: 'dní' })}`,
  unfinished: (count: number) => `Nedokončené úlohy: ${count}`,
  /** 404: no activity to do (as /activity's 'Ďalšia aktivita nie je k dispozícii.'). */
  none: 'Ďalšia aktivita zatiaľ nie je k dispozícii',
  done: 'Dnešné úlohy sú hotové',
};

/** The 'Opakovanie' row on home (issue 39): the learner's own mistakes, due by FSRS. */
export const reviewHomeText = {
  title: 'Opakovanie',
  subtitle: 'Vaše chyby, znova vo vhodnej chvíli',
  due: (count: number) => `Na dnes: ${count} ${plural(count, { one: 'položka', few: 'položky', other: 'položiek' })}`,
  none: 'Na dnes máte všetko zopakované',
};

/** mf-activities' Slovak strings. Spec strings (SPEC.md sections 2, 4, 5, 8, 9) verbatim, except the typos and English that docs/SLOVAK.md lists beside their correction. */
export const text = {
  activitiesTitle: 'Aktivity',
  tabsLabel: 'Aktivity',
  tabToday: 'Dnešná úloha',
  tabAll: 'Všetky úlohy',
  activityLoading: 'Načítavam aktivitu',
  activitiesEmpty: 'Zatiaľ tu nie sú žiadne aktivity.',
  activitiesLoadFailed: 'Aktivity sa nepodarilo načítať.',
  todayMissing: 'Ďalšia aktivita nie je k dispozícii. Napíšte, prosím, administrátorovi.',
  /** Not the spec's wording, which read as a clock time (docs/SLOVAK.md). */
  countdownLead: 'Do ďalšej aktivity zostáva',
  countdownSoon: 'Ďalšia aktivita bude čoskoro k dispozícii.',
  goToTask: 'Prejsť na úlohu',
  more: 'Viac',
  activityTitle: (date: string) => `Aktivita ${date}`,
  retry: 'Skúsiť znova',

  sectionTypes: { listening: 'Počúvanie', reading: 'Čítanie', speaking: 'Hovorenie' } as Record<string, string>,
  preview: {
    title: (day: number) => `Náhľad: deň ${day}`,
    loading: 'Načítavam náhľad.',
    missing: 'Tento deň neexistuje.',
    noAccess: 'Nemáte prístup',
    draft: 'Koncept: študenti ho zatiaľ nevidia. Odpovede sa len skontrolujú, nikam sa neukladajú.',
    published: 'Publikované. Odpovede sa v náhľade len skontrolujú, nikam sa neukladajú.',
    changes:
      'Neuverejnené zmeny: študenti vidia publikovanú verziu, kým zmeny nepublikujete. Odpovede sa len skontrolujú, nikam sa neukladajú.',
    liveWithChanges:
      'Publikovaná verzia, ako ju teraz vidia študenti. Deň má aj neuverejnené zmeny. Odpovede sa len skontrolujú, nikam sa neukladajú.',
    showLive: 'Zobraziť publikovanú verziu',
    showChanges: 'Zobraziť neuverejnené zmeny',
    back: 'Späť do editora',
    check: 'Skontrolovať',
    again: 'Skúsiť znova',
  },
  genericTask: 'Úloha',
  statuses: { started: 'Nedokončené', submitted: 'Odoslané', evaluated: 'Ohodnotené' } as Record<string, string>,
  // Spec section 9: reading time for reading, recording length for listening, recording time for speaking.
  timeRequired: { reading: 'Čas na čítanie', listening: 'Dĺžka nahrávky', speaking: 'Čas na nahranie' } as Record<string, string>,
  minutes: (n: number) => `${n} min.`,
  topic: 'Téma',
  manualEvaluation: 'Hodnotenie: Manuálne',
  score: 'Skóre',
  sectionsLabel: 'Sekcie aktivity',

  sectionLoading: 'Načítavam sekciu.',
  sectionLoadFailed: 'Nepodarilo sa načítať sekciu.',
  sectionMissing: 'Sekcia nenájdená.',
  activityMissing: 'Aktivita nenájdená.',
  submitFailed: 'Nepodarilo sa odoslať odpovede.',
  /** A task was replaced by an editor meanwhile: the section was loaded again. */
  taskChanged: 'Úloha sa medzitým zmenila. Načítali sme jej novú verziu: skontrolujte odpovede a odošlite ich znova.',
  finish: 'Ukončiť',
  result: (percent: number) => `Výsledok - ${percent}%`,
  waiting: 'Čaká na overenie',
  sectionText: 'Text sekcie',
  transcript: 'Prepis nahrávky',
  slower: 'Pomalšie 0,75×',
  rewind: 'Späť o 5 s',
  gallery: 'Obrázky',
  image: (n: number, of: number) => `Obrázok ${n} z ${of}`,
  confirmTitle: 'Odoslať odpovede?',
  confirmMissing: (missing: number, total: number) =>
    `Nevyplnili ste ${missing} z ${total} odpovedí. Po odoslaní už odpovede nebude možné zmeniť.`,
  confirmSend: 'Odoslať',
  confirmBack: 'Späť k úlohám',

  taskTitles: {
    QuestionTask: 'Otázky',
    EvaluationTask: 'Čo je pravda?',
    MatchingTask: 'Spájanie',
    GapsTask: 'Doplňte medzery',
    SpeakingTask: 'Hovorenie',
  } as Record<string, string>,
  taskPercent: (percent: number, feedback: boolean) => `${percent}%${feedback ? ' + spätná väzba' : ''}`,
  feedback: 'Spätná väzba',

  manualPlaceholder: 'Napíšte odpoveď',
  choicePlaceholder: 'Vyberte jednu správnu odpoveď',
  answerFor: (question: string) => `Odpoveď: ${question}`,
  correct: 'Správne',
  incorrect: 'Nesprávne',
  missing: 'Chýba',
  correctAnswer: (answer: string) => `Správna odpoveď: ${answer}`,

  evaluationTrue: 'Pravda',
  evaluationFalse: 'Lož',
  evaluationNotStated: '🤷',
  evaluationNotStatedLabel: 'Nie je uvedené',

  matchingHint: 'Potiahnite alebo ťuknite na dve položky vpravo, aby ste ich vymenili.',
  matchingLeft: 'Ľavý stĺpec',
  matchingRight: 'Pravý stĺpec',
  matchingItem: (text: string, position: number) => `${text}, pozícia ${position}`,

  gapsHint: 'Potiahnite frázu do medzery, alebo ťuknite na frázu a potom na medzeru.',
  gapsBank: 'Frázy',
  gapEmpty: (n: number) => `Medzera ${n}, prázdna`,
  gapFilled: (n: number, phrase: string) => `Medzera ${n}: ${phrase}`,
  returnToBank: 'Vrátiť frázu medzi frázy',
  bankEmpty: 'Všetky frázy sú použité.',

  speakingOpenChat: 'Nahrať hlasovú správu',
  speakingHint: 'Hlasovú správu pošlite v chate; hodnotí ju lektor manuálne.',
  speakingAnswerByBot: 'Nahrať odpoveď v Telegrame',
  speakingAnswerAgain: 'Nahrať odpoveď znova',
  speakingBotHint: 'Otvorí sa chat s naším botom: pošlite mu odpoveď ako hlasovú správu. Hodnotí ju lektor manuálne.',
  speakingReplaceHint: 'Kým lektor odpoveď neohodnotí, novou hlasovou správou ju nahradíte.',
  speakingSent: 'Odoslané',
  speakingLength: (length: string) => `Dĺžka ${length}`,
  speakingPlayer: 'Vaša nahrávka',
  speakingStoring: 'Nahrávka prišla, ukladáme ju…',
  speakingFailed: 'Nahrávku sa nepodarilo uložiť. Pošlite ju, prosím, znova.',
  speakingRefused: 'Poslaný súbor nebol prijatý. Pošlite, prosím, hlasovú správu (najviac 5 minút).',
  speakingPrivacy: 'Nahrávku počuje len lektor a správca školy. Uchovávame ju rok od odoslania a so zrušením účtu ju zmažeme.',
  waitingForRecording: 'Čaká na Vašu nahrávku',

  // Screen-reader texts for dragging (spec: usable without dragging, with Slovak announcements).
  dnd: {
    instructions:
      'Frázu vyberte ťuknutím a potom ťuknite na cieľ. Pri klávesnici: medzerníkom položku zdvihnete, šípkami ju presuniete, medzerníkom ju položíte, klávesom Escape presun zrušíte.',
    picked: (item: string) => `Zdvihnuté: ${item}.`,
    over: (item: string, target: string) => `${item} nad cieľom ${target}.`,
    overNothing: (item: string) => `${item} nie je nad žiadnym cieľom.`,
    dropped: (item: string, target: string) => `${item} položené: ${target}.`,
    droppedNowhere: (item: string) => `${item} vrátené na pôvodné miesto.`,
    cancelled: (item: string) => `Presun zrušený. ${item} ostáva na pôvodnom mieste.`,
    selected: (item: string) => `Vybrané: ${item}. Teraz ťuknite na cieľ.`,
    deselected: (item: string) => `Výber zrušený: ${item}.`,
    swapped: (a: string, b: string) => `Vymenené: ${a} a ${b}.`,
    placed: (item: string, target: string) => `${item} vložené: ${target}.`,
    returned: (item: string) => `${item} vrátené medzi frázy.`,
    position: (n: number) => `pozícia ${n}`,
    bank: 'frázy',
  },
  review: {
    title: 'Opakovanie',
    loading: 'Načítavam opakovanie.',
    loadFailed: 'Opakovanie sa nepodarilo načítať.',
    nothing: 'Na dnes nemáte nič na opakovanie.',
    nothingHint: 'Položky, v ktorých sa pomýlite, sa vám tu vrátia vo vhodnej chvíli.',
    progress: (n: number, of: number) => `Položka ${n} z ${of}`,
    source: (day: number, section: string) => `Deň ${day} · ${section}`,
    check: 'Skontrolovať',
    right: 'Správne',
    wrong: 'Nesprávne',
    tryAgain: 'Skúsiť ešte raz',
    next: 'Ďalej',
    finish: 'Dokončiť',
    doneTitle: 'Opakovanie je hotové',
    done: (correct: number, of: number) => `Správne ste odpovedali na ${correct} z ${of}.`,
    pending: 'Ste offline: odpovede odošleme, keď sa pripojenie obnoví.',
    home: 'Späť na hlavnú stránku',
  },
} as const;
