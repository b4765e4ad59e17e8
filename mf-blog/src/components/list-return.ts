/**
 * Where back from a publication goes (spec section 2: back to /blog): the /blog list it was opened
 * from, with its tab (the tab lives in the URL), so a reader of 'Označené' returns there, not to
 * 'Všetky'. '/blog' when no list was shown yet (the page opened on the publication).
 */
let lastList = '/blog';

export function rememberList(url: string): void {
  lastList = url;
}

export function listToReturnTo(): string {
  return lastList;
}
