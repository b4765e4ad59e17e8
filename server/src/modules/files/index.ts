/** The files module's entrance: what other modules may use (files/README.md). */
export { MEDIA_PATH, variantsSql } from './image-variants';
export { filesRoutes } from './routes';
export { FILE_JSON_SQL, ensureFile } from './service';
