/**
 * The server's module graph (server/README.md, "Modules and their walls"), read from the imports:
 * one node per module of server/src/modules (a folder, or a file such as daily-caps.ts), one arrow
 * per module that imports another (types included). `npm run check:server-modules` (in
 * `npm run check`) fails when the arrows make a cycle or when the diagram in server/README.md is
 * not the one the imports draw; `--update` writes it. Reaching past a module's index.ts is the
 * lint rule's (lint/server-walls.mjs): this script sees only which module depends on which.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const modulesDir = path.join(root, 'server/src/modules');
const readme = path.join(root, 'server/README.md');
/** Not modules: the composition root that mounts them, and the declared table owners. */
const NOT_MODULES = new Set(['index', 'table-owners']);

const sources = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.ts$/.test(name) ? [file] : [];
  });

/** The module a file of server/src/modules belongs to (null outside). */
export function moduleOf(file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..')) return null;
  const name = rel.split(path.sep)[0].replace(/\.ts$/, '');
  return NOT_MODULES.has(name) ? null : name;
}

const specifiers = (code) =>
  [...code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? m[2],
  );

/** module -> set of modules it imports. */
export function moduleGraph() {
  const graph = new Map();
  for (const file of sources(modulesDir)) {
    const from = moduleOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** Every strongly connected set of two or more modules (Tarjan): each is a cycle. */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  const visit = (node) => {
    meta.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).onStack) meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
    }
    if (meta.get(node).low === meta.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!meta.has(node)) visit(node);
  return found;
}

/** Layers: a module sits one above the highest module it imports (0 imports nothing). */
export function layers(graph) {
  const layer = new Map();
  const of = (node, seen = new Set()) => {
    if (layer.has(node)) return layer.get(node);
    if (seen.has(node)) return 0;
    seen.add(node);
    const value = Math.max(-1, ...[...(graph.get(node) ?? [])].map((next) => of(next, seen))) + 1;
    layer.set(node, value);
    return value;
  };
  for (const node of graph.keys()) of(node);
  return layer;
}

/** The diagram: mermaid, top-down, arrows from a module to what it uses (always downwards). */
export function mermaid(graph) {
  const layer = layers(graph);
  const byLayer = new Map();
  for (const [node, value] of layer) byLayer.set(value, [...(byLayer.get(value) ?? []), node].sort());
  const lines = ['```mermaid', 'flowchart TD'];
  for (const value of [...byLayer.keys()].sort((a, b) => b - a)) {
    lines.push(
      `  subgraph layer${value}[" "]`,
      ...byLayer.get(value).map((node) => `    ${node.replace(/-/g, '_')}[${node}]`),
      '  end',
    );
  }
  for (const from of [...graph.keys()].sort())
    for (const to of [...graph.get(from)].sort()) lines.push(`  ${from.replace(/-/g, '_')} --> ${to.replace(/-/g, '_')}`);
  lines.push('```');
  return lines.join('\n');
}

const START = '<!-- server-modules:start (npm run check:server-modules -- --update) -->';
const END = '<!-- server-modules:end -->';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = moduleGraph();
  const found = cycles(graph);
  const arrows = [...graph.values()].reduce((sum, set) => sum + set.size, 0);
  const upwards = [...graph].flatMap(([from, tos]) =>
    [...tos].filter((to) => layers(graph).get(to) >= layers(graph).get(from)).map((to) => `${from} -> ${to}`),
  );
  console.log(`server modules: ${graph.size}, arrows: ${arrows}, cycles: ${found.length}, arrows back up: ${upwards.length}`);
  for (const cycle of found)
    console.error(`cycle between modules: ${cycle.join(', ')} (each reaches the others through its imports)`);
  const text = readFileSync(readme, 'utf8');
  const [before, rest] = text.split(START);
  if (rest === undefined || !rest.includes(END)) {
    console.error(`server/README.md has no ${START} … ${END} section`);
    process.exit(1);
  }
  const after = rest.slice(rest.indexOf(END));
  const wanted = `${before}${START}\n${mermaid(graph)}\n${after}`;
  if (process.argv.includes('--update')) writeFileSync(readme, wanted);
  else if (wanted !== text) {
    console.error(
      'server/README.md: the module diagram is not the one the imports draw; run npm run check:server-modules -- --update',
    );
    process.exit(1);
  }
  if (found.length > 0 || upwards.length > 0) process.exit(1);
}
