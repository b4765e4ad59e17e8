/**
 * What the front-end sources import at run time, read by a parser (swc, the builds' own compiler)
 * rather than by patterns, for the checks over all apps that no single build makes
 * (check-remotes.mjs): type-only imports vanish from bundles and are left out, re-exports and
 * dynamic imports count. Tested in scripts/test/source-imports.test.mjs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

/**
 * The run-time imports of one source: `{ source, names }`, names being the imported or re-exported
 * names ('default' for a default import, '*' for a namespace or a dynamic import, none for a bare
 * `import 'x'`).
 */
export function runtimeImports(code, { tsx = false } = {}) {
  const imports = [];
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    if (/^(?:Import|ExportNamed|ExportAll)Declaration$/.test(node.type) && node.source && !node.typeOnly) {
      const specifiers = node.specifiers ?? [];
      const values = specifiers.filter((specifier) => !specifier.isTypeOnly);
      // `import { type A }` vanishes like `import type { A }`.
      if (values.length || !specifiers.length) {
        const name = (s) =>
          s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : /Namespace/.test(s.type)
              ? '*'
              : (s.imported ?? s.orig ?? s.local).value;
        imports.push({ source: node.source.value, names: node.type === 'ExportAllDeclaration' ? ['*'] : values.map(name) });
      }
    }
    const [argument] = node.type === 'CallExpression' && node.callee?.type === 'Import' ? node.arguments : [];
    if (argument?.expression?.type === 'StringLiteral') imports.push({ source: argument.expression.value, names: ['*'] });
    for (const key in node) if (key !== 'span') visit(node[key]);
  };
  // <T>(x) is a generic in .ts and an element in .tsx: the file's extension decides, as for tsc.
  visit(parseSync(code, { syntax: 'typescript', tsx }).body);
  return imports;
}

/** The sources below `folder` (none if it does not exist) whose names match `pattern`. */
export function* sourceFiles(folder, pattern = /\.(?:ts|tsx|js|mjs)$/) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full, pattern);
    else if (pattern.test(entry.name)) yield full;
  }
}

/** Every run-time import of the sources below `folders`, with the file (relative to `root`). */
export function importsBelow(root, folders, include = () => true) {
  return folders.flatMap((folder) =>
    [...sourceFiles(folder)].filter(include).flatMap((file) =>
      runtimeImports(readFileSync(file, 'utf8'), { tsx: file.endsWith('.tsx') }).map((found) => ({
        ...found,
        file: path.relative(root, file),
      })),
    ),
  );
}

/** Imports from a tree-shaken shared package of a name its used-exports list lacks (the page's copy would lack it). */
export const missingExports = (imports, treeShaken) =>
  imports.flatMap(({ source, names, file }) =>
    names
      .filter((name) => treeShaken[source] && !treeShaken[source].includes(name))
      .map((name) => `${name} from ${source} (${file})`),
  );

/** Imports of a shared key that is not eager, from a module the shell provides eagerly (RUNTIME-006 at start). */
export function lazyImportsOfEager(imports, { shellEager, singletons }) {
  const eager = (specifier) => shellEager.some((key) => specifier === key || (key.endsWith('/') && specifier.startsWith(key)));
  const shared = (specifier) =>
    specifier.startsWith('@app/shared/') || singletons.some((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
  return imports.filter(({ source }) => shared(source) && !eager(source)).map(({ source, file }) => `${file} imports ${source}`);
}

/** The @app/shared modules a list of imports loads, each with one file that loads it. */
export function kernelModules(imports, devOnly) {
  const modules = new Map();
  for (const { source, file } of imports) {
    const module = /^@app\/shared\/([\w-]+)$/.exec(source)?.[1];
    if (module && !devOnly.includes(module) && !modules.has(module)) modules.set(module, file);
  }
  return modules;
}

/** Tests, mocks and the standalone entry: only a remote's own page and Jest load them. */
export const isPageCode = (file) => !/(?:\.test\.tsx?$|__tests__|[/\\]mocks[/\\]|bootstrap\.tsx$)/.test(file);
