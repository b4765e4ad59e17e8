/** The shell's Slovak strings; spec strings verbatim (SPEC.md sections 1, 2, 8). */
export const text = {
  loadingUser: 'Načítanie',
  userErrorTitle: 'Oops, chyba',
  unknownError: 'Unknown error',
  /** Spec section 1, one sentence as the spec quotes it. */
  oldClient: 'Oops – You are using too old Telegram client to run this application',
  outsideTelegramTitle: 'Oops',
  outsideTelegramMessage: 'Otvorte aplikáciu v Telegrame.',
  unhandledError: 'An unhandled error occurred:',
  remoteErrorTitle: 'Túto časť sa nepodarilo načítať',
  remoteErrorMessage: 'Skontrolujte pripojenie a skúste to znova.',
  retry: 'Skúsiť znova',

  onboardingTitle: 'Pridajte sa k slovenskej kultúre',
  onboardingLead: 'Učte sa po slovensky každý deň: úlohy, hovory s rodenými hovorcami a stretnutia.',
  seeMore: 'Pozrite si',
  features: [
    {
      id: 'calls',
      title: 'Hovory',
      bullets: ['Online hovor s rodeným Slovákom', 'Vyberte si deň a čas, ktorý vám vyhovuje', 'Spätná väzba po každom hovore'],
    },
    {
      id: 'activities',
      title: 'Aktivity',
      bullets: [
        'Každý deň nové počúvanie, čítanie a hovorenie',
        'Úlohy sa kontrolujú automaticky',
        'Sledujte svoje skóre a pokrok',
      ],
    },
    {
      id: 'meetings',
      title: 'Stretnutia',
      bullets: ['Kultúrne podujatia so Slovákmi', 'Naživo aj online', 'Lístok s QR kódom v aplikácii'],
    },
  ],
  subscriptionTitle: 'Predplatné',
  basicPlan: 'Basic',
  free: 'Zadarmo',
  basicBullets: ['Úplne zadarmo', 'Riešte základné úlohy', 'Jeden hovor mesačne v sadzbe', 'Jedno stretnutie mesačne v sadzbe'],
  activate: 'Aktivovať',
  subscriptionError: 'Subscription error',
  /** Ours (spec section 8 only logs): the server's own message is English and technical. As in settings. */
  activateFailed: 'Predplatné sa nepodarilo aktivovať. Skúste to znova.',

  activitiesTitle: 'Aktivity',
  activityKinds: [
    { id: 'listening', title: 'Počúvanie', body: 'Nahrávky rodených hovorcov s otázkami na porozumenie.' },
    { id: 'reading', title: 'Čítanie', body: 'Krátke texty zo slovenského života a úlohy k nim.' },
    { id: 'speaking', title: 'Hovorenie', body: 'Nahrajte hlasovú správu; hodnotí ju lektor manuálne.' },
  ],

  greeting: (firstName: string) => `Ahoj, ${firstName}`,
  profileLink: 'Nastavenia',
} as const;
