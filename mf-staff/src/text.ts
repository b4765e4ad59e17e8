/**
 * mf-staff's Slovak strings. The spec has no staff screens: 'Pre lektorov', 'Nemáte prístup',
 * 'Skenovať vstupenky', 'Vstup potvrdený', 'Neplatná vstupenka', 'Hovor prebehol', 'Študent
 * neprišiel' and 'Výsledok - N%' come from the issue that asked for them; the rest is ours. A
 * participant's gender is not known: their lines are phrased so they fit anyone ('Vstup o 09:10',
 * not 'Prišiel o 09:10').
 */
/** The staff row on home; apart from `text` so registration.js carries only these. */
export const homeText = { title: 'Pre lektorov', subtitle: 'Hodnotenie, vstupenky a hovory' };

export const text = {
  title: homeText.title,
  loading: 'Načítavam...',
  loadFailed: 'Nepodarilo sa načítať údaje.',
  retry: 'Skúsiť znova',
  loadMore: 'Načítať ďalšie',
  noAccess: 'Nemáte prístup',
  noAccessHint: 'Táto časť je len pre lektorov, organizátorov a hovorcov.',
  /** A staff member without the role this screen needs: told which role that is. */
  noAccessFor: {
    admin: 'Táto časť je len pre administrátorov.',
    teacher: 'Táto časť je len pre lektorov.',
    organiser: 'Táto časť je len pre organizátorov.',
    speaker: 'Táto časť je len pre hovorcov.',
  } as Record<string, string>,
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
    // The studio (mf-studio's home row says the same): editors and admins reach it from here without the learner plan.
    studio: 'Obsah',
    studioHint: 'Kurz, publikácie, novinky a stretnutia',
  },

  speaking: {
    title: 'Hodnotenie hovorenia',
    empty: 'Žiadne odpovede nečakajú na hodnotenie.',
    submitted: (when: string) => `Odoslané ${when}`,
    skipped: 'Študent úlohu preskočil',
    writeToLearner: 'Napísať študentovi',
    instructions: 'Zadanie',
    /** What the learner was asked to say (the task's prompt), not the generic instruction. */
    prompt: 'Zadanie pre študenta',
    listen: 'Vypočuť hlasovú správu',
    listenHint: (who: string) => `Hlasová správa od ${who} je v chate, kam ju študent poslal.`,
    /** A voice answer sent to the app's bot, played here. */
    recording: (length: string) => `Nahrávka ${length}`,
    recordingOf: (who: string) => `Nahrávka od ${who}`,
    noRecording: 'Nahrávka od študenta neprišla.',
    scoreHint: 'Celé číslo od 0 do 100.',
    scoreTooHigh: 'Najviac 100 %.',
    correct: 'Opraviť hodnotenie',
    correctTitle: 'Oprava hodnotenia',
    score: 'Hodnotenie (0–100 %)',
    feedback: 'Spätná väzba',
    save: 'Uložiť hodnotenie',
    saved: (percent: number) => `Výsledok - ${percent}%`,
    /** Under the result: the learner (a name stands in the nominative after the colon) and the section. */
    savedFor: (learner: string, section: string) => `Študent: ${learner} · ${section}`,
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
    noScanner: 'Skener QR kódov je len v aplikácii Telegram. Vstup potvrďte podľa mena.',
    participants: 'Účastníci',
    /** Not 'Prihlásiť', which reads as "register". */
    checkIn: 'Potvrdiť vstup',
    undo: 'Zrušiť vstup',
    undone: (name: string) => `Vstup zrušený: ${name}`,
    undoFailed: 'Vstup sa nepodarilo zrušiť.',
    checkedInAt: (time: string) => `Vstup o ${time}`,
    noParticipants: 'Zatiaľ sa nikto neprihlásil.',
    status: { joined: 'Má vstupenku', pending: 'Čaká na platbu', cancelled: 'Zrušené', 'no-show': 'Neúčasť' } as Record<
      string,
      string
    >,
    /** The door's window (server/src/modules/staff/README.md, "The door"). */
    opensAt: (when: string) => `Vstup sa otvára ${when}.`,
    /** The spec's 'Zrušené' (the learner's meeting state), on a meeting the studio cancelled. */
    cancelled: 'Zrušené',
    cancelledDoor: 'Stretnutie je zrušené: vstup je zatvorený.',
    closedNow: 'Vstup je uzavretý, zoznam je konečný.',
    admitted: 'Vstup potvrdený',
    already: 'Vstup už bol potvrdený',
    alreadyAt: (time: string) => `Prvé skenovanie o ${time}`,
    invalid: 'Neplatná vstupenka',
    reasons: {
      unknown: 'Takú vstupenku nepoznáme.',
      other_meeting: 'Vstupenka je na iné stretnutie.',
      meeting_cancelled: 'Stretnutie je zrušené.',
      cancelled: 'Registrácia bola zrušená.',
      pending: 'Vstupenka ešte nie je zaplatená.',
      no_show: 'Vstupenka prepadla (neúčasť).',
      not_open_yet: 'Vstup sa ešte neotvoril.',
      closed: 'Vstup je už uzavretý.',
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
    /** Ended, the speaker has not said how it went: not yet 'Prebehol'. */
    awaiting: 'Čaká na Vaše potvrdenie',
    confirmHeldTitle: 'Hovor prebehol?',
    confirmHeldBody: 'Študent potom môže hovor ohodnotiť.',
    confirmMissedTitle: 'Študent neprišiel?',
    confirmMissedBody: 'Hovor sa označí ako zmeškaný: študent ho nebude môcť ohodnotiť a platba sa nevracia.',
    undoHint: 'Označenie môžete do 24 hodín vrátiť.',
    confirm: 'Potvrdiť',
    back: 'Späť',
    undo: 'Vrátiť označenie',
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
    // Asked before a role is taken away or 'Administrátor' given (@app/shared/telegram confirmAction).
    revokeTitle: (role: string) => `Odobrať rolu ${role}?`,
    revokeMessage: (person: string, part: string) => `${person} stratí prístup do časti „${part}“.`,
    revokeConfirm: 'Odobrať',
    grantAdminTitle: 'Prideliť rolu Administrátor?',
    grantAdminMessage: (person: string) =>
      `${person} bude môcť prideľovať a odoberať roly (aj vám) a otvorí každú časť pre lektorov aj obsah.`,
    grantConfirm: 'Prideliť',
    /** The part of the app each role opens, as its row is called. */
    parts: {
      admin: 'Roly',
      teacher: 'Hodnotenie hovorenia',
      organiser: 'Stretnutia a vstup',
      speaker: 'Moje hovory',
      editor: 'Obsah',
    } as Record<string, string>,
    revoked: (person: string, role: string) => `${person}: rola ${role} je odobratá.`,
    undo: 'Vrátiť',
    speaker: 'Hovorca',
    failed: 'Zmena sa nepodarila.',
  },
};
