export { default, default as MarkdownContent } from './markdown-content';
export { FILE_SOURCE_PREFIX, fileIdFromSource } from './files';
