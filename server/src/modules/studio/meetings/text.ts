/** The bot's Slovak messages about a meeting a learner registered for. */
export const meetingText = {
  changedIntro: (title: string) => `Stretnutie „${title}“, na ktoré ste prihlásený/á, sa zmenilo:`,
  time: (when: string) => `• čas: ${when}`,
  place: (place: string) => `• miesto: ${place}`,
  link: '• odkaz na pripojenie (nový nájdete na lístku)',
  format: (online: boolean) => `• formát: ${online ? 'online' : 'naživo'}`,
  title: (before: string) => `• názov (predtým „${before}“)`,
  description: '• popis',
  cancelled: (title: string, when: string) => `Stretnutie „${title}“ (${when}) je zrušené. Váš lístok už neplatí.`,
  refunded: (stars: number) => `Zaplatených ${stars} ⭐ Vám vraciame.`,
  button: 'Zobraziť stretnutie',
  /** The field names the studio's answer and history use. */
  fields: {
    time: 'čas',
    place: 'miesto',
    link: 'odkaz',
    format: 'formát',
    title: 'názov',
    description: 'popis',
  },
} as const;
