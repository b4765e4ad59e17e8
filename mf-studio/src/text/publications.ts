/**
 * The studio's publications and news screens. The spec has no studio screens; the state names
 * (koncept, naplánované, publikované, stiahnuté) and 'Medzitým to upravil(a) …' follow the issue.
 */
import type { StudioItemState } from '@app/studio-contract';

export const itemStates: Record<StudioItemState, string> = {
  draft: 'koncept',
  scheduled: 'naplánované',
  published: 'publikované',
  withdrawn: 'stiahnuté',
};

export const pubText = {
  nav: { course: 'Kurz', publications: 'Publikácie', news: 'Novinky' },
  filter: 'Stav',
  all: 'Všetky',
  list: {
    publications: 'Publikácie',
    news: 'Novinky',
    emptyPublications: 'Zatiaľ tu nie je žiadna publikácia.',
    emptyNews: 'Zatiaľ tu nie je žiadna novinka.',
    emptyFiltered: 'V tomto stave tu nič nie je.',
    addPublication: 'Nová publikácia',
    addNews: 'Nová novinka',
    addFailed: 'Nepodarilo sa vytvoriť. Skúste znova.',
    noAuthor: 'Najprv treba v blogu aspoň jedného autora.',
    newTitle: 'Nová publikácia',
    newNewsTitle: 'Nová novinka',
    untitled: '(bez názvu)',
  },
  when: (state: StudioItemState, at: string | null) =>
    at === null ? '' : state === 'scheduled' ? `vyjde ${at}` : state === 'withdrawn' ? `vyšlo ${at}` : `vyšlo ${at}`,
  editor: {
    missing: 'Táto položka neexistuje.',
    title: 'Názov',
    type: 'Typ',
    types: { text: 'Text', audio: 'Audio', video: 'Video' } as Record<string, string>,
    description: 'Krátky popis (na karte)',
    content: 'Text (markdown)',
    contentHint: 'Nadpisy ##, **tučné**, odkazy [text](https://…), obrázky ![popis](/files/ID). HTML sa nezobrazí.',
    cover: 'Titulný obrázok',
    uploadImage: 'Nahrať obrázok',
    noCover: 'Zatiaľ bez obrázka.',
    removeCover: 'Odstrániť obrázok',
    recording: 'Nahrávka',
    uploadAudio: 'Nahrať zvuk',
    noRecording: 'Zatiaľ bez nahrávky.',
    video: 'Video',
    uploadVideo: 'Nahrať video (MP4, WebM)',
    noVideo: 'Zatiaľ bez videa.',
    videoHint: 'Titulný obrázok sa zobrazí pred spustením videa.',
    length: (minutes: number) => `Dĺžka: ${minutes} min.`,
    transcript: 'Prepis nahrávky',
    transcriptHint: 'Študenti si ho stiahnu ako dokument pod prehrávačom.',
    uploading: 'Nahrávam...',
    author: 'Autor',
    categories: 'Kategórie',
    category: (i: number) => `Kategória ${i + 1}`,
    addCategory: 'Pridať kategóriu',
    removeCategory: 'Odstrániť',
    series: 'Cyklus (nepovinné)',
    order: 'Epizóda č.',
    minutes: (n: number) => `${n} min.`,
    preview: 'Náhľad',
    hidePreview: 'Skryť náhľad',
    previewTitle: 'Náhľad: takto to uvidia študenti',
    previewEmpty: 'Text je zatiaľ prázdny.',
    save: 'Uložiť',
    saved: 'Uložené.',
    publishNow: 'Publikovať teraz',
    schedule: 'Naplánovať',
    scheduleAt: (zone: string) => `Čas zverejnenia (${zone})`,
    withdraw: 'Stiahnuť',
    withdrawHint: 'Študenti ju prestanú vidieť; odkazy na ňu ukážu, že sa nenašla.',
    firstSave: 'Pred zverejnením uložte zmeny.',
    liveNote: 'Je zverejnená: uložené zmeny vidia študenti hneď.',
  },
  news: {
    title: 'Názov',
    description: 'Popis',
    type: 'Typ (Info, Alert, Promo…)',
    chip: 'Štítok (nepovinné)',
    priority: 'Priorita (vyššia je prvá)',
    link: 'Karta je odkaz',
    target: 'Kam vedie',
    targets: { none: 'na hlavnú stránku', blog: 'na publikáciu', meetings: 'na stretnutie' } as Record<string, string>,
    publication: 'Publikácia',
    choosePublication: 'Vyberte publikáciu',
    meeting: 'Číslo stretnutia',
    cover: 'Obrázok (nepovinné)',
  },
};

/** A stored instant on the school's clock: '27. 11. 2026 16:00'. */
export function schoolDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(get('day'))}. ${Number(get('month'))}. ${get('year')} ${get('hour')}:${get('minute')}`;
}
