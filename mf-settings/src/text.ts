import { plural } from '@app/shared/format';
import type { LanguageLevel, NotificationFlag, PaymentKind, PaymentStatus, SubscriptionStatus } from '@app/shared/contract';
import type { StatisticsSectionType } from '@app/statistics-contract';

/**
 * The remote's Slovak strings. Strings from SPEC.md are verbatim except the ones docs/SLOVAK.md
 * lists beside their correction (e.g. the English profile toasts of section 8); the rest is ours.
 */
export const text = {
  /** While a screen's code downloads: the spec's loading title of section 1 (ours to reuse here). */
  screenLoading: 'Načítanie',

  settings: {
    title: 'Nastavenia',
    editProfile: 'Upraviť profil',
    groups: {
      subscription: 'Predplatné',
      notifications: 'Notifikácie',
      study: 'Štúdium',
    },
    links: {
      subscriptions: 'Moje Predplatné',
      payments: 'Prehľad Platieb',
      studyNotifications: 'Študijné',
      systemNotifications: 'Systémové',
      level: 'Jazyková úroveň',
      statistics: 'Štatistika',
    },
  },

  notifications: {
    studyTitle: 'Študijné',
    systemTitle: 'Systémové',
    loading: 'Načítavam nastavenia...',
    loadError: 'Nastavenia sa nepodarilo načítať.',
    childrenHint: 'Zapnite hlavný prepínač, aby ste mohli nastaviť jednotlivé upozornenia.',
    // The spec shows no bot; these follow the 'Povoliť správy'.
    writeAccess: {
      title: 'Správy od bota',
      notAllowed: 'Upozornenia Vám zatiaľ neprichádzajú: botovi ste ešte nepovolili písať Vám. Povoľte mu správy.',
      blocked: 'Upozornenia vám neprichádzajú: bot vám nemôže písať (možno ste ho zablokovali). Povoľte mu správy znova.',
      allow: 'Povoliť správy',
      cancelled: 'Správy ste nepovolili, upozornenia preto neprídu.',
      unavailable: 'Povolenie sa dá udeliť len v aplikácii Telegram.',
      failed: 'Povolenie sa nepodarilo uložiť. Skúste to znova.',
    },
    labels: {
      notify_on_study: 'Študijné upozornenia',
      notify_on_new_tasks: 'Nové úlohy',
      notify_on_checked_tasks: 'Skontrolované úlohy',
      notify_on_system: 'Systémové upozornenia',
      notify_on_new_events: 'Nové podujatia',
      notify_on_new_publication: 'Nové publikácie',
      notify_on_upcoming_calls: 'Blížiace sa hovory',
      notify_on_upcoming_payment: 'Blížiace sa platby',
      notify_on_study_reminder: 'Pripomienka štúdia',
    } satisfies Record<NotificationFlag, string>,
    /** The study reminder's hour and days (issue 39; the spec has no such setting). */
    reminder: {
      title: 'Kedy chcete študovať',
      hour: 'Hodina',
      noHour: 'Nevybraná',
      hourOption: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
      nightHour: (hour: number) => `${String(hour).padStart(2, '0')}:00 (v noci)`,
      days: 'Dni',
      /** ISO weekdays 1 (Monday) to 7: the chip's label and its accessible name. */
      dayShort: ['Po', 'Ut', 'St', 'Št', 'Pi', 'So', 'Ne'],
      dayName: ['pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota', 'nedeľa'],
      lead: 'V zvolenú hodinu Vám bot v Telegrame pripomenie dnešnú aktivitu alebo opakovanie, ak ste v ten deň ešte neštudovali.',
      pickHour: 'Vyberte hodinu a pripomienka začne chodiť.',
      night: 'Medzi 22:00 a 7:00 pripomienku posielame, len ak si takú hodinu vyberiete sami.',
      zone: (zone: string) => `Čas podľa pásma ${zone}.`,
      off: 'Pripomienka je vypnutá. Zapnite ju vyššie a hodina s dňami sa znova použijú.',
      lastDay: 'Aspoň jeden deň musí zostať vybraný.',
      saveError: 'Čas pripomienky sa nepodarilo uložiť. Skúste to znova.',
    },
  },

  subscription: {
    title: 'Moje Predplatné',
    planType: 'Typ plánu',
    expires: 'Platné do',
    noExpiry: 'Bez obmedzenia',
    price: 'Cena',
    free: 'Zadarmo',
    perMonth: (price: string) => `${price} / mesiac`,
    statusLabels: {
      active: 'Aktívne',
      pending: 'Čaká na vybavenie',
      cancelled: 'Zrušené',
      expired: 'Neplatné',
    } satisfies Record<SubscriptionStatus, string>,
    cancel: 'Zrušiť predplatné',
    cancelTitle: 'Zrušiť predplatné?',
    cancelBody: (plan: string) => `Predplatné ${plan} bude zrušené. Znova si ho môžete aktivovať neskôr.`,
    cancelConfirm: 'Áno, zrušiť',
    cancelKeep: 'Ponechať predplatné',
    /** Spec section 2: the activation label of the Basic plan; here it resumes a cancelled one. */
    activate: 'Aktivovať',
    activateError: 'Predplatné sa nepodarilo aktivovať. Skúste to znova.',
    premium: 'Premium',
    premiumHint: 'Viac hovorov, stretnutí a úloh. Pripravujeme.',
    upgrade: 'Prejsť na Premium',
  },

  profile: {
    title: 'Profil',
    firstName: 'Meno*',
    lastName: 'Priezvisko*',
    email: 'Email',
    birthDate: 'Dátum narodenia',
    birthDatePlaceholder: '2000-01-01',
    openCalendar: 'Vybrať dátum v kalendári',
    calendarTitle: 'Dátum narodenia',
    calendarLoading: 'Načítavam kalendár...',
    save: 'Uložiť',
    success: 'Profil je uložený.',
    failure: 'Profil sa nepodarilo uložiť.',
    /** Under the field a save was refused for (server rules: server/src/modules/users/README.md, settings/README.md). */
    invalid: {
      first_name: 'Zadajte meno (najviac 64 znakov).',
      last_name: 'Zadajte priezvisko (najviac 64 znakov).',
      email: 'Zadajte platnú emailovú adresu.',
      date_of_birth: 'Zadajte existujúci dátum od 1900-01-01, nie v budúcnosti.',
    },
  },

  payments: {
    title: 'Prehľad Platieb',
    loading: 'Načítavam platby...',
    loadError: 'Platby sa nepodarilo načítať.',
    retry: 'Skúsiť znova',
    empty: 'Zatiaľ nemáte žiadne platby. Tu uvidíte platby za hovory a stretnutia.',
    listLabel: 'Platby',
    kinds: { call: 'Hovor', meeting: 'Stretnutie', subscription: 'Predplatné' } satisfies Record<PaymentKind, string>,
    statusLabels: {
      paid: 'Zaplatené',
      pending: 'Čaká na platbu',
      refunded: 'Vrátené',
      expired: 'Vypršalo',
      cancelled: 'Zrušené',
      refund_pending: 'Vracia sa',
      refund_failed: 'Vrátenie zlyhalo',
    } satisfies Record<PaymentStatus, string>,
    totalPaid: 'Spolu zaplatené',
  },

  level: {
    title: 'Jazyková úroveň',
    lead: 'Vyberte úroveň, ktorá vám najlepšie sedí. Podľa nej vám budeme vyberať úlohy.',
    loading: 'Načítavam nastavenia...',
    loadError: 'Nastavenia sa nepodarilo načítať.',
    saveError: 'Úroveň sa nepodarilo uložiť. Skúste to znova.',
    groupLabel: 'Jazyková úroveň podľa SERR',
    levels: {
      A1: { name: 'Začiatočník', description: 'Rozumiete jednoduchým každodenným frázam a viete sa predstaviť.' },
      A2: { name: 'Mierne pokročilý', description: 'Zvládnete nákup, cestu či krátky rozhovor o sebe a svojom okolí.' },
      B1: {
        name: 'Stredne pokročilý',
        description: 'Rozumiete hlavným myšlienkam o známych témach a porozprávate o svojich zážitkoch.',
      },
      B2: {
        name: 'Vyššie stredne pokročilý',
        description: 'Plynulo sa dohovoríte s rodenými hovorcami a rozumiete zložitejším textom.',
      },
      C1: { name: 'Pokročilý', description: 'Vyjadrujete sa plynulo a presne, rozumiete aj dlhým a náročným textom.' },
      C2: { name: 'Expert', description: 'Rozumiete takmer všetkému, čo počujete a čítate, a hovoríte ako rodený hovorca.' },
    } satisfies Record<LanguageLevel, { name: string; description: string }>,
  },

  statistics: {
    title: 'Štatistika',
    loading: 'Načítavam štatistiku...',
    loadError: 'Štatistiku sa nepodarilo načítať.',
    retry: 'Skúsiť znova',
    empty: 'Zatiaľ ste nedokončili žiadnu sekciu. Prvá dokončená úloha sa tu hneď objaví.',
    startLink: 'Prejsť na aktivity',
    finishedSections: 'Dokončené sekcie',
    streak: 'Aktuálna séria',
    averageTitle: 'Priemerné skóre',
    noScore: '-',
    sectionTypes: { listening: 'Počúvanie', reading: 'Čítanie', speaking: 'Hovorenie' } satisfies Record<
      StatisticsSectionType,
      string
    >,
    finishedCount: (n: number) => `Dokončené: ${n}`,
    days: (n: number) => `${n} ${plural(n, { one: 'deň', few: 'dni', other: 'dní' })}`,
  },
} as const;
