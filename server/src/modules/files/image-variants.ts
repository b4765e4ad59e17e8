/** Where an uploaded file is served: its content hash is its name (the studio's media routes). */
export const MEDIA_PATH = '/api/media/';

/**
 * SQL: the sizes of the uploaded image whose URL is the expression `url`, as the contract's
 * ImageVariants JSON ({ srcset, width, height }), or NULL for anything else: a static file under
 * /media/, audio, a document, an image stored before its sizes were made. The hash is the URL's
 * tail, so both lookups are primary-key reads (media_blobs, media_variants). It is cut out with
 * plain string functions, not a regular expression, and inside its own SELECT: the planner copies
 * an expression into the variants' scan through the join's equality, where it ran once per row
 * scanned (a regex: 3.5 ms a call on 120 rows; left/substr still 0.05 ms a call, 2 ms for a blog
 * page's authors). As a sub-SELECT it is computed once per call and the scan compares a parameter.
 */
export const variantsSql = (url: string) => `(
  SELECT json_build_object(
           'srcset', string_agg('${MEDIA_PATH}' || v.hash || ' ' || v.width || 'w', ', ' ORDER BY v.width),
           'width', o.width, 'height', o.height)
  FROM media_blobs o JOIN media_variants v ON v.original_hash = o.hash
  WHERE o.hash = (SELECT CASE WHEN left(${url}, ${MEDIA_PATH.length}) = '${MEDIA_PATH}' THEN substr(${url}, ${MEDIA_PATH.length + 1}) END)
    AND o.width IS NOT NULL
  GROUP BY o.hash, o.width, o.height)`;
