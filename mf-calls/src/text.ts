/** The Hovory row on home (spec section 2); apart from `text` so registration.js carries only these. */
export const homeText = {
  title: 'Hovory',
  /** Spec section 2: no call booked yet; also while loading or after a failure. */
  subtitle: 'Zatiaľ nemáte rezervovaný žiadny hovor',
  next: (day: string, time: string) => `Najbližší hovor: ${day} o ${time}`,
  today: 'dnes',
  tomorrow: 'zajtra',
};

/**
 * mf-calls' Slovak strings. Strings from SPEC.md (sections 2, 4, 8, 9) are verbatim except the
 * ones docs/SLOVAK.md lists beside their correction (the spec's English and typos); the rest is
 * ours.
 */
export const text = {
  title: 'Hovory',
  tabsLabel: 'Hovory',
  tabBook: 'Rezervovať',
  tabList: 'Zoznam',

  booking: {
    speaker: 'Hovorca',
    speakersLoading: 'Načítavam hovorcov...',
    speakersFailed: 'Hovorcov sa nepodarilo načítať.',
    speakersEmpty: 'Momentálne nie je k dispozícii žiadny hovorca.',
    date: 'Dátum',
    datePlaceholder: 'Vyberte dátum',
    dateNeedsSpeaker: 'Najprv vyberte hovorcu',
    calendarTitle: 'Vyberte dátum',
    calendarLoading: 'Načítavam kalendár',
    slot: 'Čas',
    slotPlaceholder: 'Vyberte čas',
    slotsLoading: 'Načítavam časy...',
    slotsFailed: 'Časy sa nepodarilo načítať.',
    /** Spec section 2 and 8. */
    noSlots: 'V daný deň nie sú k dispozícii hovory',
    /** Ends the name of a calendar day the speaker has nothing free on; the hint under the calendar. */
    dayNoSlots: 'žiadne voľné hovory',
    emptyDaysHint: 'Dni bez voľných hovorov sa nedajú vybrať.',
    slotLabel: (start: string, end: string) => `${start} - ${end}`,
    comment: 'Komentár',
    commentPlaceholder: 'O čom by ste sa chceli porozprávať? (nepovinné)',
    /** Spec section 2: included in the subscription. */
    included: 'V SADZBE',
    /** Spec section 2: the rate says not available. */
    unavailable: 'Už rezervované',
    /** Why the chosen slot was let go: taken meanwhile (the rate said not available). */
    slotGone: (slot: string) => `Čas ${slot} si medzitým rezervoval niekto iný. Vyberte si iný čas.`,
    book: 'Rezervovať',
    rateLoading: 'Zisťujem cenu...',
    rateFailed: 'Cenu sa nepodarilo zistiť. Skúsiť znova',
    bookPrice: (price: string) => `Rezervovať za ${price}`,
    paidHint: 'Mesačný hovor v sadzbe ste už využili; tento hovor je platený.',
    includedHint: 'Hovor je v sadzbe Vášho predplatného.',
    /** Spec section 2: the loading dialog while booking runs. */
    bookingTitle: 'Rezervácia hovoru',
    bookingBody: 'Rezervujeme Váš hovor...',
    /** Spec section 4: HTTP 201. */
    successTitle: 'Máte rezerváciu!',
    /** Names stay in the nominative after a colon: no declension, right for any speaker (docs/SLOVAK.md). */
    successBody: (speaker: string, when: string) => `Hovor: ${speaker}, ${when}.`,
    showList: 'Zobraziť v Zozname',
    paidConfirmed: 'Zaplatené. Hovor je potvrdený.',
    close: 'Zatvoriť',
    /** Spec section 8. */
    errorTitle: 'Vyskytla sa chyba!',
    knownFailure: 'Rezerváciu sa nepodarilo dokončiť.',
    unexpectedFailure: 'Nastala neočakávaná chyba.',
    /** The unpaid-bookings cap: where to pay or cancel them (the settings' 'Prehľad Platieb'). */
    toPayments: 'Prehľad platieb',
    slotTaken: 'Ponuka sa medzitým zmenila (čas obsadil niekto iný alebo sa zmenila cena). Časy a cenu sme načítali znova.',
  },

  list: {
    loading: 'Načítavam hovory...',
    /** Spec section 8. */
    empty: 'Zatiaľ nemáte žiadne hovory.',
    failed: 'Hovory sa nepodarilo načítať.',
    retry: 'Skúsiť znova',
    /** Spec section 2: 'Hovor v {weekday}', the preposition vocalised where Slovak needs it ('Hovor vo štvrtok'). */
    cardTitle: (onWeekday: string) => `Hovor ${onWeekday}`,
    speaker: 'Hovorca',
    dateTime: 'Dátum a čas',
    format: 'Formát',
    formatValue: 'Online, Telegram',
    price: 'Cena',
    free: 'Zadarmo',
    /** Ours: a paid call cancelled in time, whose payment went back. */
    refunded: 'Zadarmo (platba vrátená)',
    statusLabels: {
      scheduled: 'Naplánovaný',
      completed: 'Ukončený',
      cancelled: 'Zrušený',
      /** Ours (the spec has no such status): the speaker marked that the learner did not come. */
      missed: 'Zmeškaný',
    },
    /** Ours: a charged call held until paid (issue 29: not 'Naplánovaný' before the payment). */
    awaitingPayment: 'Čaká na platbu',
    cancel: 'Zrušiť hovor',
    /** Not 'Napísať hovorcovi': a speaker may be a 'hovorkyňa'. */
    chat: 'Napísať správu',
    review: 'Ohodnotiť',
    reviewed: 'Ohodnotené',
    reviewedStars: (rating: number) => `Vaše hodnotenie: ${rating} z 5`,
    cancelInfoLoading: 'Zisťujem podmienky zrušenia...',
  },

  review: {
    title: 'Nechajte spätnú väzbu',
    rating: 'Ako sa Vám páčilo?',
    star: (n: number) => `${n} z 5`,
    comment: 'Chcete sa s nami o tom podeliť?',
    submit: 'Odoslať',
    successTitle: 'Ďakujeme',
    successBody: 'Vážime si Vašu spätnú väzbu',
    failTitle: 'Chyba',
    failBody: 'Skúste to ešte raz, prosím.',
    close: 'Zatvoriť',
    retry: 'Skúsiť znova',
  },

  cancel: {
    title: 'Zrušenie hovoru',
    description: (speaker: string, when: string) => `Hovor: ${speaker}, ${when}.`,
    /** Spec section 9: refunded. */
    refunded: 'Platba sa Vám vráti na kartu, ktorou ste platili, do týždňa.',
    /** Paid in Telegram Stars (every payment since Stars): Telegram's refund lands on the account at once. */
    starsRefunded: (stars: number) =>
      `${stars} ⭐ Vám vrátime na účet v Telegrame hneď po zrušení, zvyčajne do niekoľkých minút.`,
    starsNotRefunded: (stars: number) => `Za hovor zrušený menej ako 24 hodín pred začiatkom hviezdy (${stars} ⭐) nevraciame.`,
    /** An unpaid hold: nothing was charged, nothing to give back. */
    unpaid: 'Hovor ešte nie je zaplatený, zrušenie Vás nič nestojí.',
    /** Spec section 9: not refunded (cancelled less than 24 hours before the start). */
    notRefunded: 'Za hovor zrušený menej ako 24 hodín pred začiatkom peniaze nevraciame.',
    /** Ours: an included call gives no money back, but the monthly call. */
    includedBack: 'Hovor v sadzbe sa Vám vráti a môžete si ho znova rezervovať.',
    includedLost: 'Hovor v sadzbe zrušený menej ako 24 hodín pred začiatkom sa už nevracia.',
    notCancellable: 'Hovor sa už začal, nedá sa zrušiť.',
    keep: 'Ponechať si hovor',
    confirm: 'Zrušiť',
    successTitle: 'Hovor bol zrušený',
    successBody: 'Nový si môžete objednať v Rezervovať',
    failTitle: 'Chyba',
    failBody: 'Skúste to ešte raz, prosím.',
    close: 'Zatvoriť',
  },
} as const;
