import type { MeetingFormat } from '@app/meetings-contract';

/** Who holds a seat sold outside the app (at the venue): names only, no user. */
export interface OutsideSeat {
  first_name: string;
  last_name: string;
}

export interface SeedMeeting {
  slug: string;
  title: string;
  subtitle: string;
  subdescription: string;
  description: string;
  place: string;
  format: MeetingFormat;
  /** Days from the seed's day (negative: past), at local Slovak time `time` (HH:mm). */
  days_from_now: number;
  time: string;
  minutes: number;
  capacity: number;
  price: number;
  registration_open: boolean;
  meeting_link: string;
  categories: string[];
  outside_seats: OutsideSeat[];
  /** Demo mode: Emma's registration (paid earlier, so it does not touch her monthly quota). */
  demo_status?: 'joined' | 'no-show';
}

const GUESTS: OutsideSeat[] = [
  { first_name: 'Katarína', last_name: 'Horváthová' },
  { first_name: 'Martin', last_name: 'Kučera' },
  { first_name: 'Zuzana', last_name: 'Baláž' },
  { first_name: 'Tomáš', last_name: 'Novotný' },
  { first_name: 'Lenka', last_name: 'Šimková' },
  { first_name: 'Peter', last_name: 'Varga' },
];

const jitsi = (room: string) => `https://meet.jit.si/slovencina-${room}`;
const map = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/**
 * Seven meetings: online and offline, upcoming and past. The first is the one the home news points
 * at (upcoming, open). Unlimited: rozpravky (9999). Small: halusky (8 seats, 5 taken). Full: fujara
 * (6 of 6 taken at the venue). Not joinable: obchod-na-korze (registration closed) and the past ones.
 */
export const MEETINGS: SeedMeeting[] = [
  {
    slug: 'prechadzka-starym-mestom',
    title: 'Prechádzka starým mestom',
    subtitle: 'Bratislava krok za krokom so sprievodkyňou Luciou',
    subdescription: 'Korunovačná cesta, Michalská brána a príbehy, ktoré v sprievodcovi nenájdete.',
    description:
      'Dve hodiny pešo historickým centrom Bratislavy. Prejdeme sa po Korunovačnej ceste, zastavíme sa pri ' +
      'Rolandovej fontáne, pri Michalskej bráne a v Dóme sv. Martina, kde korunovali jedenásť uhorských kráľov ' +
      'a kráľovien. Lucia hovorí pomaly a jednoducho a na otázky rada odpovie. Na záver si dáme kávu na Hlavnom námestí.',
    place: 'Hlavné námestie (pri Rolandovej fontáne), Bratislava',
    format: 'offline',
    days_from_now: 5,
    time: '16:00',
    minutes: 120,
    capacity: 20,
    price: 8,
    registration_open: true,
    meeting_link: map('Hlavné námestie, Bratislava'),
    categories: ['Mestá a miesta', 'História'],
    outside_seats: GUESTS.slice(0, 2),
  },
  {
    slug: 'rozpravky-dobsinskeho',
    title: 'Večer slovenských rozprávok',
    subtitle: 'Čítame Pavla Dobšinského online',
    subdescription: 'Soľ nad zlato, Popoluška a Janko Hraško: rozprávky, na ktorých vyrástol každý Slovák.',
    description:
      'Pavol Dobšinský zozbieral v 19. storočí stovky ľudových rozprávok. Herečka Mária ich bude čítať pomaly ' +
      'a vysvetlí staré slová; text uvidíte na obrazovke. Potom sa porozprávame o tom, ako sa rozprávky začínajú ' +
      '(„Kde bolo, tam bolo…“) a končia. Počet miest nie je obmedzený, pripojiť sa môžete odkiaľkoľvek.',
    place: 'Online (Jitsi Meet)',
    format: 'online',
    days_from_now: 3,
    time: '19:00',
    minutes: 90,
    capacity: 9999,
    price: 5,
    registration_open: true,
    meeting_link: jitsi('rozpravky-dobsinskeho'),
    categories: ['Literatúra', 'Tradície'],
    outside_seats: [],
  },
  {
    slug: 'varime-bryndzove-halusky',
    title: 'Varíme bryndzové halušky',
    subtitle: 'Kurz varenia s babkou Annou',
    subdescription: 'Zemiakové cesto, haluškár, bryndza a slaninka. Na konci spolu ochutnáme.',
    description:
      'Bryndzové halušky sú slovenské národné jedlo. Pripravíme ich od začiatku: nastrúhame zemiaky, vymiešame ' +
      'cesto a cez haluškár ho hádžeme do vriacej vody. Pri varení si precvičíme slovíčka z kuchyne (nastrúhať, ' +
      'premiešať, osoliť, scediť). Miest je málo, aby sa každý dostal k sporáku. Zástera je v cene.',
    place: 'Kulinárne štúdio, Panenská 7, Bratislava',
    format: 'offline',
    days_from_now: 12,
    time: '17:00',
    minutes: 180,
    capacity: 8,
    price: 15,
    registration_open: true,
    meeting_link: map('Panenská 7, Bratislava'),
    categories: ['Jedlo', 'Tradície'],
    outside_seats: GUESTS.slice(0, 5),
  },
  {
    slug: 'fujara-a-ludove-piesne',
    title: 'Fujara a ľudové piesne',
    subtitle: 'Koncert a beseda v ÚĽUV-e',
    subdescription: 'Fujaru zapísalo UNESCO do kultúrneho dedičstva. Vypočujte si ju naživo a zaspievajte si s nami.',
    description:
      'Fujara je takmer dvojmetrová pastierska píšťala z Podpoľania. Majster ľudovej umeleckej výroby Ján ukáže, ' +
      'ako sa vyrába a ako sa na nej hrá, a spolu sa naučíme refrén piesne „Tancuj, tancuj, vykrúcaj“. ' +
      'Beseda je v malej dielni, preto je miest len šesť.',
    place: 'ÚĽUV, Obchodná 64, Bratislava',
    format: 'offline',
    days_from_now: 9,
    time: '18:00',
    minutes: 120,
    capacity: 6,
    price: 10,
    registration_open: true,
    meeting_link: map('ÚĽUV, Obchodná 64, Bratislava'),
    categories: ['Hudba', 'Tradície'],
    outside_seats: GUESTS,
  },
  {
    slug: 'obchod-na-korze',
    title: 'Filmový klub: Obchod na korze',
    subtitle: 'Oscarový film a rozhovor po projekcii',
    subdescription: 'Prvý československý film ocenený Oscarom. Pozrieme si ukážky a porozprávame sa o ňom.',
    description:
      'Film Jána Kadára a Elmara Klosa z roku 1965 sa odohráva v malom slovenskom meste počas vojny. Pozrieme si ' +
      'vybrané scény so slovenskými titulkami a porozprávame sa o príbehu, jazyku a histórii. Registrácia je ' +
      'uzavretá: organizátor už pozvánky rozposlal.',
    place: 'Online (Jitsi Meet)',
    format: 'online',
    days_from_now: 20,
    time: '19:30',
    minutes: 120,
    capacity: 40,
    price: 6,
    registration_open: false,
    meeting_link: jitsi('obchod-na-korze'),
    categories: ['Film', 'História'],
    outside_seats: [],
  },
  {
    slug: 'vylet-na-devin',
    title: 'Výlet na hrad Devín',
    subtitle: 'Nad sútokom Moravy a Dunaja',
    subdescription: 'Zrúcanina hradu nad dvoma riekami, legenda o Panenskej veži a prechádzka po náučnom chodníku.',
    description:
      'Hrad Devín stojí na skale nad miestom, kde sa Morava vlieva do Dunaja. Prejdeme sa po hradbách, ' +
      'vypočujeme si legendu o Panenskej veži a povieme si, prečo je Devín dôležitý pre slovenské dejiny ' +
      '(Veľká Morava, Ľudovít Štúr a jeho priatelia). Na spiatočnej ceste ochutnáme ríbezľové víno.',
    place: 'Hrad Devín, Muránska 10, Bratislava-Devín',
    format: 'offline',
    days_from_now: -10,
    time: '10:00',
    minutes: 240,
    capacity: 15,
    price: 12,
    registration_open: true,
    meeting_link: map('Hrad Devín, Bratislava'),
    categories: ['Výlety', 'História'],
    outside_seats: GUESTS.slice(2, 6),
    demo_status: 'joined',
  },
  {
    slug: 'kviz-slovenske-zvyky',
    title: 'Kvíz: Slovenské zvyky a sviatky',
    subtitle: 'Online súťaž v tímoch',
    subdescription: 'Čo sa robí na Veľkú noc, kedy sa pečú oblátky a prečo Slováci stavajú máje?',
    description:
      'Zábavný kvíz v malých tímoch o slovenských sviatkoch: kraslice a šibačka na Veľkú noc, stavanie mája, ' +
      'Lucia a oblátky v decembri. Otázky sú v jednoduchej slovenčine, ku každej odpovedi pridáme krátky príbeh. ' +
      'Víťazný tím dostane knihu slovenských receptov.',
    place: 'Online (Jitsi Meet)',
    format: 'online',
    days_from_now: -25,
    time: '19:00',
    minutes: 60,
    capacity: 30,
    price: 4,
    registration_open: true,
    meeting_link: jitsi('kviz-slovenske-zvyky'),
    categories: ['Tradície'],
    outside_seats: GUESTS.slice(0, 3),
    demo_status: 'no-show',
  },
];
