/**
 * Search folds case and diacritics the way the publications.search_text column does (migration
 * 010): the same letters are translated, then everything is lower-cased. 'stedry vecer' finds
 * 'Štedrý večer'.
 */
const FROM = 'ÁÄČĎÉĚÍĹĽŇÓÔÖŐŔŘŠŤÚŮÜŰÝŽáäčďéěíĺľňóôöőŕřšťúůüűýž';
const TO = 'AACDEEILLNOOOORRSTUUUUYZaacdeeillnoooorrstuuuuyz';
const MAP = new Map([...FROM].map((char, i) => [char, TO[i]!]));

export function foldForSearch(text: string): string {
  return [...text].map((char) => MAP.get(char) ?? char).join('').toLowerCase();
}

/** A LIKE pattern that matches the folded text anywhere; %, _ and \ in it match literally. */
export function containsPattern(search: string): string {
  return `%${foldForSearch(search).replace(/[\\%_]/g, '\\$&')}%`;
}
