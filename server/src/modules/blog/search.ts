import { foldForSearch } from '@app/shared/domain';

/**
 * Search folds case and diacritics the way the publications.search_text column does (migration
 * 010) with the rule the mocks use too (@app/shared/domain): 'stedry vecer' finds 'Štedrý večer'.
 */
export { foldForSearch };

/** A LIKE pattern that matches the folded text anywhere; %, _ and \ in it match literally. */
export function containsPattern(search: string): string {
  return `%${foldForSearch(search).replace(/[\\%_]/g, '\\$&')}%`;
}
