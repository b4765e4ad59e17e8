/** Strings of the home news scroller (the spec names the parts but gives no Slovak for them). */
export const newsText = {
  sectionLabel: 'Novinky',
  loading: 'Načítavam novinky',
} as const;
