import type { Meeting, Participation } from '..';
import type { MediaFile } from '@app/file-contract';
import { placeholderImage } from '@app/shared/mocks';

const DAY = 86_400_000;

/** A time `days` from now at the given local hour, so upcoming fixtures stay upcoming. */
export const daysFromNow = (days: number, hour = 18, minute = 0): string => {
  const date = new Date(Date.now() + days * DAY);
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
};
const plusHours = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

let nextFileId = 500;
const image = (label: string, hue: number): MediaFile => ({
  id: nextFileId++,
  file_type: 'image',
  file_url: placeholderImage(label, hue),
  original_filename: `${label.toLowerCase().replace(/\W+/g, '-')}.svg`,
  is_primary: false,
});

const categories = {
  literature: { id: 1, title: 'Literatúra' },
  food: { id: 2, title: 'Kuchyňa' },
  music: { id: 3, title: 'Hudba' },
  history: { id: 4, title: 'História' },
  film: { id: 5, title: 'Film' },
  traditions: { id: 6, title: 'Tradície' },
};

const meeting = (fields: Omit<Meeting, 'end_time'> & { hours?: number }): Meeting => {
  const { hours = 2, ...rest } = fields;
  return { ...rest, end_time: plusHours(rest.start_time, hours) };
};

/**
 * Meetings of every kind the screens tell apart: offline and online, unlimited (9999), small,
 * full, past, not joinable. Id 7 is the one the news fixtures link to.
 */
export const meetingFixtures = (): Meeting[] => [
  meeting({
    id: 7,
    title: 'Večer slovenskej poézie',
    subtitle: 'Hviezdoslav, Krasko a čaj',
    subdescription: 'Čítanie básní nahlas s rodenými Slovákmi, naživo v Bratislave.',
    description:
      'Prečítame si spolu básne Hviezdoslava a Kraska, porozprávame sa o nich a naučíme sa pár veršov naspamäť.\nČaj a koláče sú v cene.',
    place: 'Kaviareň Verne, Hviezdoslavovo nám. 18, Bratislava',
    start_time: daysFromNow(3, 18),
    format: 'offline',
    capacity: 30,
    categories: [categories.literature],
    thumbnail_url: placeholderImage('Poézia', 260),
    files: [image('Poézia', 260), image('Kaviareň', 30), image('Verše', 200)],
    is_joinable: true,
  }),
  meeting({
    id: 2,
    title: 'Bryndzové halušky online',
    subtitle: 'Varíme spolu z vlastnej kuchyne',
    subdescription: 'Krok za krokom uvaríme slovenské národné jedlo.',
    description: 'Pripravte si zemiaky, hladkú múku, bryndzu a slaninu. Varíme spolu a rozprávame sa len po slovensky.',
    place: 'Online, Google Meet',
    start_time: daysFromNow(7, 17),
    format: 'online',
    capacity: 9999,
    categories: [categories.food, categories.traditions],
    thumbnail_url: placeholderImage('Halušky', 45),
    files: [image('Halušky', 45), image('Bryndza', 60)],
    is_joinable: true,
  }),
  meeting({
    id: 3,
    title: 'Prechádzka po Banskej Štiavnici',
    subtitle: 'Mesto striebra so sprievodcom',
    subdescription: 'Malá skupina, veľa histórie a ešte viac slovenčiny.',
    description: 'Sprievodkyňa Mária nás prevedie historickým centrom. Skupina je malá, aby sa každý dostal k slovu.',
    place: 'Námestie sv. Trojice, Banská Štiavnica',
    start_time: daysFromNow(14, 10),
    format: 'offline',
    capacity: 8,
    categories: [categories.history],
    thumbnail_url: placeholderImage('Štiavnica', 120),
    files: [image('Štiavnica', 120)],
    is_joinable: true,
    hours: 3,
  }),
  meeting({
    id: 4,
    title: 'Ľudové piesne so Zuzanou',
    subtitle: 'Spievame, aj keď nevieme spievať',
    subdescription: 'Naučíme sa tri ľudové piesne z Liptova.',
    description: 'Zuzana spieva v folklórnom súbore a naučí nás piesne aj s ich príbehom.',
    place: 'Online, Zoom',
    start_time: daysFromNow(5, 19),
    format: 'online',
    capacity: 10,
    categories: [categories.music, categories.traditions],
    thumbnail_url: null,
    files: [],
    // Full: every seat is taken.
    is_joinable: false,
  }),
  meeting({
    id: 5,
    title: 'Filmový večer: Obchod na korze',
    subtitle: 'Oscarový film a diskusia',
    subdescription: 'Pozreli sme si klasiku slovenskej kinematografie.',
    description: 'Film s titulkami, potom diskusia o slovách a vetách, ktoré v ňom zazneli.',
    place: 'Kino Lumière, Špitálska 4, Bratislava',
    start_time: daysFromNow(-10, 19),
    format: 'offline',
    capacity: 40,
    categories: [categories.film],
    thumbnail_url: placeholderImage('Film', 0),
    files: [image('Film', 0), image('Kino', 340), image('Diskusia', 300)],
    is_joinable: false,
    hours: 3,
  }),
  meeting({
    id: 6,
    title: 'Fašiangy v Kremnici',
    subtitle: 'Masky, sprievod a šišky',
    subdescription: 'Registrácia sa ešte neotvorila.',
    description: 'Fašiangový sprievod mestom a ochutnávka šišiek. Registrácia sa otvorí mesiac vopred.',
    place: 'Štefánikovo námestie, Kremnica',
    start_time: daysFromNow(40, 14),
    format: 'offline',
    capacity: 50,
    categories: [categories.traditions],
    thumbnail_url: placeholderImage('Fašiangy', 330),
    files: [],
    is_joinable: false,
  }),
];

/** Euros per meeting when the plan does not cover it. */
export const meetingPrices: Record<number, number> = { 7: 5, 2: 3, 3: 12, 4: 4, 5: 6, 6: 8 };

/** A participation as the server answers it; the token is random there, fixed here. */
export const participationFixture = (meetingId: number, overrides: Partial<Participation> = {}): Participation => ({
  meeting_id: meetingId,
  first_name: 'Emma',
  last_name: 'Novak',
  email: 'emma@example.com',
  status: 'joined',
  qr_token: `mock-ticket-${meetingId}-0123456789abcdef`,
  meeting_link: null,
  created_at: new Date().toISOString(),
  payment: null,
  ...overrides,
});
