/** The draft of a live day on the day screen (see server/src/modules/studio/day-drafts.ts). */
export const draftText = {
  /** A published day without unsaved or unpublished changes. */
  liveNote: 'Deň je publikovaný. Uložené zmeny sa študentom ukážu až po „Publikovať“.',
  badge: 'neuverejnené zmeny',
  note: (by: string | null) =>
    `${by ? `Zmeny uložil(a) ${by}. ` : ''}Študenti zatiaľ vidia publikovanú verziu; zmeny sa im ukážu po „Publikovať“.`,
  discard: 'Zahodiť koncept',
  discarded: 'Koncept je zahodený: platí publikovaná verzia.',
  published: 'Zmeny sú publikované.',
  effectsTitle: 'Čo urobí publikovanie s výsledkami',
  failed: 'Nepodarilo sa to. Skúste znova.',
};
