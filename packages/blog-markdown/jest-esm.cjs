// react-markdown and its unified/micromark tree ship ESM only: Jest must transform them too.
const esmOnly = [
  'react-markdown',
  'remark-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'devlop',
  'hast-util-.*',
  'mdast-util-.*',
  'micromark.*',
  'unist-util-.*',
  'estree-util-.*',
  'comma-separated-tokens',
  'space-separated-tokens',
  'property-information',
  'html-url-attributes',
  'decode-named-character-reference',
  'character-entities.*',
  'character-reference-invalid',
  'parse-entities',
  'stringify-entities',
  'is-alphanumerical',
  'is-alphabetical',
  'is-decimal',
  'is-hexadecimal',
  'longest-streak',
  'zwitch',
  'ccount',
  'trim-lines',
  '@ungap/structured-clone',
];

/** A workspace's Jest config that renders this package: its ESM-only dependencies are transformed too. */
module.exports = (base) => {
  // The preset's own exceptions (msw's ESM deps and others) stay.
  const inherited =
    (base.transformIgnorePatterns[0].match(/\(\?:([^()]*)\)\/\)$/) ?? [])[1] ??
    'rettime|until-async|@open-draft/deferred-promise';
  return {
    ...base,
    transformIgnorePatterns: [`/node_modules/(?!(?:.+/node_modules/)?(?:${inherited}|${esmOnly.join('|')})/)`],
  };
};
