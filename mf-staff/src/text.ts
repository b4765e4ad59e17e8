/**
 * mf-staff's Slovak strings. The spec has no staff screens: 'Pre lektorov', 'Nemáte prístup',
 * 'Skenovať vstupenky', 'Vstup potvrdený', 'Už prihlásený', 'Neplatná vstupenka', 'Hovor prebehol',
 * 'Študent neprišiel' and 'Výsledok - N%' come from the issue that asked for them; the rest is ours.
 */
/** The staff row on home; apart from `text` so registration.js carries only these. */
export const homeText = { title: 'Pre lektorov', subtitle: 'Hodnotenie, vstupenky a hovory' };

export const text = {
  title: homeText.title,
  loading: 'Načítavam...',
  loadFailed: 'Nepodarilo sa načítať údaje.',
  retry: 'Skúsiť znova',
  noAccess: 'Nemáte prístup',
  noAccessHint: 'Táto časť je len pre lektorov, organizátorov a hovorcov.',
  backHome: 'Späť na hlavnú stránku',

  sections: {
    speaking: 'Hodnotenie hovorenia',
    speakingHint: 'Odoslané úlohy, ktoré čakajú na hodnotenie',
    meetings: 'Stretnutia a vstup',
    meetingsHint: 'Účastníci a kontrola vstupeniek',
    calls: 'Moje hovory',
    callsHint: 'Kto si u vás rezervoval hovor',
    roles: 'Roly',
    rolesHint: 'Prideliť alebo odobrať rolu',
  },

  speaking: {
    title: 'Hodnotenie hovorenia',
    empty: 'Žiadne odpovede nečakajú na hodnotenie.',
    submitted: (when: string) => `Odoslané ${when}`,
    skipped: 'Študent úlohu preskočil',
    writeToLearner: 'Napísať študentovi',
    instructions: 'Zadanie',
    score: 'Hodnotenie (0–100 %)',
    feedback: 'Spätná väzba',
    save: 'Uložiť hodnotenie',
    saved: (percent: number) => `Výsledok - ${percent}%`,
    takenBy: (message: string) => `Túto odpoveď už ohodnotil iný lektor. ${message}`,
    failed: 'Hodnotenie sa nepodarilo uložiť.',
    notInQueue: 'Táto odpoveď už nečaká na hodnotenie.',
    toQueue: 'Späť na zoznam',
  },

  meetings: {
    title: 'Stretnutia',
    empty: 'Žiadne stretnutia.',
    counts: (c: { joined: number; pending: number; checked_in: number; no_show: number }) =>
      `Prihlásení ${c.joined} · čaká na platbu ${c.pending} · prišli ${c.checked_in} · neprišli ${c.no_show}`,
    scan: 'Skenovať vstupenky',
    scanText: 'Naskenujte QR kód vstupenky',
    noScanner: 'Skener QR kódov je len v aplikácii Telegram. Prihláste účastníkov podľa mena.',
    participants: 'Účastníci',
    checkIn: 'Prihlásiť',
    checkedInAt: (time: string) => `Prišiel o ${time}`,
    noParticipants: 'Zatiaľ sa nikto neprihlásil.',
    status: { joined: 'Prihlásený', pending: 'Čaká na platbu', cancelled: 'Zrušené', 'no-show': 'Neprišiel' } as Record<
      string,
      string
    >,
    admitted: 'Vstup potvrdený',
    already: 'Už prihlásený',
    alreadyAt: (time: string) => `Prvé skenovanie o ${time}`,
    invalid: 'Neplatná vstupenka',
    reasons: {
      unknown: 'Takú vstupenku nepoznáme.',
      other_meeting: 'Vstupenka je na iné stretnutie.',
      cancelled: 'Registrácia bola zrušená.',
      pending: 'Vstupenka ešte nie je zaplatená.',
      no_show: 'Vstupenka prepadla (neprišiel).',
    } as Record<string, string>,
    checkFailed: 'Vstupenku sa nepodarilo overiť. Skúste to znova.',
    lastCheck: 'Posledná kontrola',
  },

  calls: {
    title: 'Moje hovory',
    empty: 'Zatiaľ žiadne hovory.',
    timeZone: (zone: string) => `Časy sú v pásme ${zone}`,
    comment: 'Komentár',
    write: 'Napísať študentovi',
    held: 'Hovor prebehol',
    missed: 'Študent neprišiel',
    status: { scheduled: 'Naplánovaný', completed: 'Prebehol', cancelled: 'Zrušený', missed: 'Študent neprišiel' } as Record<
      string,
      string
    >,
    failed: 'Nepodarilo sa uložiť.',
  },

  roles: {
    title: 'Roly',
    search: 'Meno alebo @používateľ',
    searchLabel: 'Hľadať používateľa',
    staffOnly: 'Používatelia s rolou',
    empty: 'Nikto sa nenašiel.',
    names: {
      admin: 'Administrátor',
      teacher: 'Lektor',
      organiser: 'Organizátor',
      speaker: 'Hovorca',
      editor: 'Editor obsahu',
    } as Record<string, string>,
    fromEnv: 'z nastavenia servera',
    grant: (role: string) => `Prideliť: ${role}`,
    revoke: (role: string) => `Odobrať: ${role}`,
    speaker: 'Hovorca',
    failed: 'Zmena sa nepodarila.',
  },
};
