/**
 * The studio's meeting screens, in Slovak. The spec has no studio screens; the learner-facing
 * words (Naživo, Online, Neobmedzene, Zadarmo) are the spec's own.
 */
import { formatDateTime, formatZoneName } from '@app/shared/format';
import { STUDIO_UNLIMITED_CAPACITY } from '@app/studio-contract/limits';
import { count, form, NOUNS, VERBS } from './counts';

/** '2026-12-20T18:30' (the school's clock, as typed) → '20. decembra 2026, 18:30', the kernel's way. */
export const formatLocal = (local: string): string => formatDateTime(new Date(local));

export const meetingsText = {
  title: 'Stretnutia',
  loadFailed: 'Nepodarilo sa načítať stretnutia.',
  tabs: { upcoming: 'Nadchádzajúce', past: 'Minulé', cancelled: 'Zrušené' },
  empty: {
    upcoming: 'Žiadne nadchádzajúce stretnutie. Pridajte prvé.',
    past: 'Zatiaľ žiadne minulé stretnutie.',
    cancelled: 'Žiadne zrušené stretnutie.',
  },
  add: 'Pridať stretnutie',
  format: { offline: 'Naživo', online: 'Online' },
  unlimited: 'Neobmedzene',
  free: 'Zadarmo',
  price: (eur: number) => `${eur.toFixed(2).replace('.', ',')} €`,
  participants: (joined: number, pending: number, capacity: number) =>
    count(joined, NOUNS.registered) +
    (pending ? `, ${pending} ${form(pending, VERBS.waits)} na platbu` : '') +
    (capacity >= STUDIO_UNLIMITED_CAPACITY ? '' : ` z ${count(capacity, NOUNS.seatGenitive)}`),
  zone: (zone: string) => `Časy sú v časovom pásme školy: ${formatZoneName(zone)}.`,

  editor: {
    newTitle: 'Nové stretnutie',
    missing: 'Toto stretnutie neexistuje.',
    loadFailed: 'Nepodarilo sa načítať stretnutie.',
    state: { upcoming: 'nadchádzajúce', past: 'minulé', cancelled: 'zrušené' },
    title: 'Názov',
    subtitle: 'Podnadpis',
    subdescription: 'Krátky popis (na karte)',
    description: 'Popis',
    formatLabel: 'Formát',
    place: 'Miesto',
    placeOnline: 'Platforma (nepovinné)',
    link: 'Odkaz na pripojenie',
    linkOffline: 'Odkaz na mapu (nepovinné; inak sa vyhľadá miesto)',
    starts: 'Začiatok',
    ends: 'Koniec',
    capacity: 'Kapacita',
    capacityLimited: 'Obmedzený počet miest',
    capacityUnlimited: 'Bez obmedzenia',
    seats: 'Počet miest',
    capacityHint: (taken: number) => `Prihlásených je ${taken}: kapacita nemôže byť menšia.`,
    price: 'Cena v € (0 = zadarmo; platí sa hviezdičkami Telegramu)',
    registrationOpen: 'Prihlasovanie otvorené',
    categories: 'Kategórie',
    category: (i: number) => `Kategória ${i + 1}`,
    addCategory: 'Pridať kategóriu',
    remove: 'Odstrániť',
    photos: 'Fotky (prvá je náhľad)',
    photo: (i: number) => `Fotka ${i + 1}`,
    upload: 'Nahrať fotku',
    uploading: 'Nahrávam...',
    uploadFailed: 'Fotku sa nepodarilo nahrať.',
    moveFirst: 'Dať na začiatok',
    noPhotos: 'Zatiaľ bez fotiek.',
    create: 'Vytvoriť stretnutie',
    save: 'Uložiť',
    saved: 'Uložené.',
    told: (n: number, changed: string[]) =>
      n === 0
        ? 'Nikomu sa nič nepísalo (zmena sa prihlásených netýka).'
        : `${count(n, NOUNS.registeredDative)} píšeme, čo sa zmenilo: ${changed.join(', ')}.`,
    willTell: (n: number) => `Prihlásení (${n}) dostanú správu, ak zmeníte čas, miesto, odkaz, formát, názov alebo popis.`,
    cancel: 'Zrušiť stretnutie',
    cancelTitle: 'Zrušiť stretnutie?',
    cancelConfirm: 'Všetkým prihláseným napíšeme a zaplatené vrátime. Zrušené stretnutie sa už nedá obnoviť.',
    cancelYes: 'Áno, zrušiť',
    cancelNo: 'Nie',
    cancelled: (n: number, refunds: number) =>
      `Stretnutie je zrušené. Správu ${form(n, VERBS.receives)} ${count(n, NOUNS.registered)}` +
      (refunds ? `, vraciame ${count(refunds, NOUNS.paymentAccusative)}.` : '.'),
    cancelledNote: 'Zrušené stretnutie sa už nedá upravovať.',
    cancelFailed: 'Stretnutie sa nepodarilo zrušiť.',
  },
};
