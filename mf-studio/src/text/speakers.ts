/** mf-studio's Slovak strings of the speakers' screens (/studio/speakers). */
import { formatZoneName } from '@app/shared/format';
import { formatDay } from '../text';
import { count, NOUNS } from './counts';

/** ISO weekday 1..7. */
export const WEEKDAYS = ['', 'Pondelok', 'Utorok', 'Streda', 'Štvrtok', 'Piatok', 'Sobota', 'Nedeľa'] as const;

export const speakersText = {
  title: 'Hovorcovia',
  link: 'Hovorcovia: profily, hodiny a voľné dni',
  empty: 'Zatiaľ tu nie je žiadny hovorca.',
  add: 'Pridať hovorcu',
  hidden: 'skrytý',
  visible: 'rezervovateľný',
  rate: (price: number) => `${price.toLocaleString('sk-SK')} € / hod.`,
  upcoming: (n: number) => (n === 0 ? 'Žiadny rezervovaný hovor' : count(n, NOUNS.bookedCall)),
  missing: 'Tento hovorca neexistuje.',
  newTitle: 'Nový hovorca',

  profile: 'Profil',
  firstName: 'Meno',
  lastName: 'Priezvisko',
  username: 'Používateľské meno v Telegrame',
  bio: 'O hovorcovi',
  languages: 'Jazyky',
  language: (i: number) => `Jazyk ${i + 1}`,
  addLanguage: 'Pridať jazyk',
  remove: 'Odstrániť',
  pricePerHour: 'Sadzba (€ za hodinu)',
  hide: 'Skryť (študenti si ho nemôžu rezervovať; rezervované hovory a história zostanú)',
  staffUser: (name: string | null) =>
    name
      ? `Účet v aplikácii: ${name} (svoje hodiny vidí v časti Hovory)`
      : 'Bez účtu v aplikácii (priradí ho administrátor v Rolách).',

  hours: 'Týždenné hodiny',
  zone: (zone: string) => `Časy sú v časovom pásme školy: ${formatZoneName(zone)}.`,
  noHours: 'Žiadne hodiny',
  from: 'Od',
  to: 'Do',
  range: (weekday: string, i: number) => `${weekday}, čas ${i + 1}`,
  addRange: (weekday: string) => `Pridať čas (${weekday})`,
  removeRange: 'Odstrániť čas',

  daysOff: 'Voľné dni',
  daysOffHint: 'V tieto dni študenti nedostanú žiadny termín.',
  noDaysOff: 'Žiadne voľné dni.',
  dayOff: (i: number) => `Voľný deň ${i + 1}`,
  addDayOff: 'Pridať voľný deň',

  save: 'Uložiť',
  create: 'Vytvoriť',
  saved: 'Uložené.',

  collisionsTitle: 'Rezervované hovory mimo nových hodín',
  collisionsHint: 'Uložením sa nezrušia: zostanú platné pre študenta aj hovorcu.',
  collisionsKept: 'Tieto hovory zostali rezervované:',
  noCollisions: 'Zmena nezasahuje do žiadneho rezervovaného hovoru.',
  checking: 'Kontrolujem rezervácie...',
  checkFailed: 'Rezervácie sa nepodarilo skontrolovať; pri uložení ich skontroluje server.',
  collision: (date: string, start: string, end: string, learner: string) => `${formatDay(date)} ${start}–${end}, ${learner}`,
  reasons: { hours: 'mimo hodín', day_off: 'voľný deň', hidden: 'hovorca skrytý' } as Record<string, string>,
};
