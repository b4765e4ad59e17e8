import { formatTime } from '@app/shared/format';

/** The Slovak words of paying in Telegram Stars (the spec leaves payment unshown). */
export const paymentText = {
  pay: 'Zaplatiť',
  heldUntil: (expiresAt: string) => `Rezervované do ${formatTime(expiresAt)}. Potom sa miesto uvoľní.`,
  cancelledHeld: (expiresAt: string | null) =>
    expiresAt ? `Platba bola zrušená. Rezervácia platí do ${formatTime(expiresAt)}.` : 'Platba bola zrušená.',
  failedHeld: (expiresAt: string | null) =>
    expiresAt ? `Platba sa nepodarila. Rezervácia platí do ${formatTime(expiresAt)}.` : 'Platba sa nepodarila.',
  processing: 'Platba sa spracúva…',
  openFailed: 'Platbu sa nepodarilo otvoriť. Skúste to, prosím, znova.',
  status: {
    pending: 'Čaká na platbu',
    paid: 'Zaplatené',
    expired: 'Rezervácia vypršala, platba sa nevykonala',
    cancelled: 'Zrušené, nič sa neplatilo',
    refund_pending: 'Hviezdy sa vracajú',
    refunded: 'Vrátené v Telegram Stars',
    refund_failed: 'Vrátenie sa nepodarilo, napíšte nám, prosím',
  },
  demo: {
    title: 'Ukážková platba',
    notice:
      'Toto je ukážkový režim bez Telegramu: žiadne hviezdy sa neminú. Server prehrá to, čo by poslal Telegram, rovnakou cestou ako pri skutočnej platbe.',
    confirm: (stars: number | null) => (stars ? `Zaplatiť ${stars} ⭐ (ukážka)` : 'Zaplatiť (ukážka)'),
    cancel: 'Zrušiť',
  },
} as const;
