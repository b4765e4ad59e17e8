/** mf-blog's Slovak strings. Spec strings (SPEC.md sections 2, 8) verbatim, except the typos and English that docs/SLOVAK.md lists beside their correction. */
/** The blog's row on home (spec section 2); apart from `text` so registration.js carries only these. */
export const homeText = { title: 'Blog', subtitle: 'Články, podcasty a videá', latest: (title: string) => `Najnovšie: ${title}` };

export const text = {
  blogTitle: 'Blog',
  tabsLabel: 'Publikácie',
  tabAll: 'Všetky',
  tabStarred: 'Označené',
  searchLabel: 'Hľadať publikácie',
  feedLoading: 'Načítavam publikácie...',
  feedEmpty: 'Oops, zatiaľ sme nepridali žiadne publikácie...',
  starredEmpty: 'Zatiaľ ste si neoznačili žiadnu publikáciu.',
  play: (minutes: number) => `Prehrať (${minutes} min.)`,
  read: 'Prečítať',
  noThumbnail: 'Bez obrázka',

  publicationLoading: 'Načítavam publikáciu...',
  publicationNotFound: 'Publikácia sa nenašla.',
  publicationLoadFailed: 'Nepodarilo sa načítať publikáciu.',
  publicationMissing: 'Publikácia nenájdená.',
  retry: 'Skúsiť znova',
  /** A list that failed to load (not the spec's empty text, which would claim there is nothing). */
  listLoadFailed: 'Nepodarilo sa načítať publikácie.',
  readingTime: (minutes: number) => `${minutes} min. čítania`,
  runningTime: (minutes: number) => `${minutes} min.`,
  episode: (n: number, series: string) => `Epizóda ${n} · Cyklus "${series}"`,
  published: (date: string) => `Publikované ${date}`,
  contentLoading: 'Načítavam text...',
  pdfDocument: 'PDF dokument',
  document: 'Dokument',
  download: (filename: string) => `Stiahnuť ${filename}`,
  mediaUnavailable: 'Nahrávka nie je k dispozícii.',

  actionsLabel: 'Akcie publikácie',
  star: 'Označiť',
  like: 'Páči sa mi',
  dislike: 'Nepáči sa mi',
  share: 'Zdieľať',
  shareText: 'Pozrite si túto publikáciu!',
  linkCopied: 'Odkaz bol skopírovaný.',
  saveFailed: 'Zmenu sa nepodarilo uložiť.',
} as const;
