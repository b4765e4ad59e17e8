import { plural } from '@app/shared/format';

/** The Stretnutia row on home (spec section 2); apart from `text` so registration.js carries only these. */
export const homeText = {
  title: 'Stretnutia',
  subtitle: 'Kultúrne podujatia so Slovákmi',
  today: 'Najbližšie stretnutie je dnes',
  tomorrow: 'Najbližšie stretnutie je zajtra',
  on: (date: string) => `Najbližšie stretnutie je ${date}`,
  none: 'Zatiaľ nemáte naplánované žiadne stretnutie',
};

/** mf-meetings' Slovak strings. Spec strings (SPEC.md sections 2, 4, 8) verbatim, except the typos and English that docs/SLOVAK.md lists beside their correction. */
export const text = {
  meetingsTitle: 'Stretnutia',
  tabsLabel: 'Stretnutia',
  tabAll: 'Všetky',
  tabAttended: 'Zúčastnené',
  searchLabel: 'Hľadať stretnutia',
  listLoading: 'Načítavam stretnutia...',
  feedEmpty: 'Oops, zatiaľ sme nepridali žiadne stretnutia...',
  attendedEmpty: 'Zatiaľ ste sa neprihlásili na žiadne stretnutie.',
  noThumbnail: 'Bez obrázka',
  pastMeeting: 'Skončené',
  // List card states: a full or closed meeting must not look bookable; few seats are worth saying.
  soldOut: 'Vypredané',
  /** The school cancelled it (not in the spec: its registrations ended, paid ones refunded). */
  meetingCancelled: 'Stretnutie je zrušené',
  meetingCancelledHint: 'Škola stretnutie zrušila. Lístok už neplatí; zaplatené Vám vrátime.',
  registrationClosed: 'Prihlasovanie je uzavreté',
  fewSeats: (n: number) =>
    `${plural(n, { one: 'Zostáva', few: 'Zostávajú', other: 'Zostáva' })} ${n} ${plural(n, { one: 'miesto', few: 'miesta', other: 'miest' })}`,

  meetingLoading: 'Načítavam stretnutie...',
  meetingLoadFailed: 'Nepodarilo sa načítať stretnutie.',
  meetingNotFound: 'Stretnutie nenájdené.',
  rateNotFound: 'Sadzba sa nenašla.',
  rateLoadFailed: 'Nepodarilo sa načítať sadzbu.',
  retry: 'Skúsiť znova',
  /** A list that failed to load (not the spec's empty text, which would claim there is nothing). */
  listLoadFailed: 'Nepodarilo sa načítať stretnutia.',
  back: 'Späť',
  gallery: 'Fotografie stretnutia',
  slide: (n: number, of: number) => `${n} / ${of}`,
  // Swiper fills in {{index}}.
  goToPicture: 'Prejsť na obrázok {{index}}',
  description: 'Popis',
  place: 'Miesto',
  dateTime: 'Dátum a čas',
  format: 'Formát',
  formatOffline: 'Naživo',
  formatOnline: 'Online',
  categories: 'Kategórie',
  capacity: 'Kapacita',
  capacityUnlimited: 'Neobmedzená',
  seatsLeft: (n: number) => `voľné miesta: ${n}`,
  included: 'V sadzbe',
  priceLabel: 'Cena',

  register: 'Prihlásiť sa',
  joined: 'Super! Už máte lístok',
  pending: 'Prebieha spracovanie',
  noShow: 'Škoda, že ste neprišli :(',
  notJoinable: 'Lístky? Už len vo sne',

  formSubtitle: 'Prihlasovanie na podujatie',
  formLabel: 'Prihláška na stretnutie',
  firstName: 'Meno',
  lastName: 'Priezvisko',
  email: 'Email',
  confirm: 'Potvrdiť',
  toPayment: 'Prejsť k platbe',
  paymentNext: 'Po prihlásení zaplatíte v Telegram Stars. Miesto vám dovtedy podržíme.',
  cancelForm: 'Zrušiť',
  registerFailed: 'Prihlásenie sa nepodarilo!',
  registerFailedHint: 'Vyplnené údaje sme si zapamätali.',
  checkField: (label: string) => `Skontrolujte pole ${label}.`,
  /** Ours (the spec is silent): the price changed between showing it and registering (409 on expected_price). */
  priceChanged: 'Cena stretnutia sa medzitým zmenila. Pozrite si ju a prihláste sa znova.',
  backToMeeting: 'Späť na stretnutie',

  ticketTitle: 'Lístok',
  ticketLoading: 'Načítavam lístok...',
  ticketNotFound: 'Lístok sa nenašiel.',
  ticketMissing: 'Lístok sa nenašiel.',
  qrLabel: 'QR kód lístka',
  qrHint: 'Ukážte tento kód pri vstupe.',
  meetingLink: 'Odkaz na stretnutie',
  copyLink: 'Kopírovať odkaz',
  copied: 'Skopírované',
  copiedHint: 'Použite odkaz na pripojenie k stretnutiu',
  copyFailed: 'Odkaz sa nepodarilo skopírovať.',
  status: 'Stav',
  statusLabels: {
    joined: 'Potvrdené',
    pending: 'Čakáme na platbu',
    cancelled: 'Zrušené',
    no_show: 'Nezúčastnil(a) sa',
  },
  addToCalendar: 'Pridať do kalendára',
  noValue: '—',
} as const;
