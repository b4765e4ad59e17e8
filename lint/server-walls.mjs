/**
 * The server's module walls as a lint rule (server/README.md, "Modules and their walls"): a file
 * under server/src imports a module of server/src/modules only through its entrance, index.ts,
 * unless the file is in that module. The module's index exports what others may use (services,
 * events, types, its routes plugin); everything else is its own. Cycles between modules are the
 * check's (lint/server-modules.mjs, in `npm run check`): a rule sees one file at a time.
 */
import path from 'node:path';

const MODULES = `${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;
/** Files of src/modules that are not modules: the composition root and the table owners. */
const NOT_MODULES = new Set(['index', 'table-owners']);

/** { name, folder } of the module a path lies in, or null. */
function moduleAt(file) {
  const at = file.lastIndexOf(MODULES);
  if (at === -1) return null;
  const rest = file.slice(at + MODULES.length).split(path.sep);
  const name = rest[0].replace(/\.ts$/, '');
  if (NOT_MODULES.has(name)) return null;
  return { name, folder: rest.length > 1, inside: rest.slice(1).join('/').replace(/\.ts$/, '') };
}

const entrance = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another server module only through its index.ts' },
    schema: [],
    messages: {
      pastEntrance:
        "'{{spec}}' reaches past the {{module}} module's entrance: import from its index.ts (add what you need to server/src/modules/{{module}}/index.ts if it is meant for others, or move the code into {{module}}).",
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleAt(file);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = moduleAt(path.resolve(path.dirname(file), spec));
      if (!target || !target.folder || target.name === own?.name) return;
      if (target.inside === '' || target.inside === 'index') return;
      context.report({ node: node.source, messageId: 'pastEntrance', data: { spec, module: target.name } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { entrance } };
