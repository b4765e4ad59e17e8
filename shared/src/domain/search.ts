/**
 * Blog search folds case and diacritics: 'stedry vecer' finds 'Štedrý večer'. The server's
 * publications.search_text column folds with the same letters (migration 010, translate() then
 * lower()); the mocks fold with this function, so a remote run alone finds what the server finds.
 */
const FROM = 'ÁÄČĎÉĚÍĹĽŇÓÔÖŐŔŘŠŤÚŮÜŰÝŽáäčďéěíĺľňóôöőŕřšťúůüűýž';
const TO = 'AACDEEILLNOOOORRSTUUUUYZaacdeeillnoooorrstuuuuyz';
const FOLD = new Map([...FROM].map((char, i) => [char, TO[i]!]));

export function foldForSearch(text: string): string {
  return [...text]
    .map((char) => FOLD.get(char) ?? char)
    .join('')
    .toLowerCase();
}

/** Whether `text` contains `search` once both are folded (the mocks' LIKE '%search%'). */
export function matchesSearch(text: string, search: string): boolean {
  return foldForSearch(text).includes(foldForSearch(search));
}

/**
 * The longest search text the API takes (blog and meetings lists). The search box takes no more,
 * so no search a user types is refused (a refused search emptied the box).
 */
export const MAX_SEARCH_LENGTH = 100;
