/** Markdown image sources in publication content point at files as /files/{id} (spec section 2). */
export const FILE_SOURCE_PREFIX = '/files/';

/** The file id of a /files/{id} image source (the numeric last path segment), else null. */
export function fileIdFromSource(source: string): number | null {
  if (!source.startsWith(FILE_SOURCE_PREFIX)) return null;
  const last = source.split(/[?#]/)[0]!.split('/').filter(Boolean).pop();
  if (!last || !/^\d+$/.test(last)) return null;
  const id = Number(last);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
