/**
 * The failing tests of a TAP stream (node --test's output off a terminal), gathered so a run can
 * name them again at its end: CI keeps only the tail of a 20-minute log, where a lone `# fail 1`
 * otherwise names nothing. Suites failing only because a child failed (`subtestsFailed`) are left
 * out: the child is the news.
 */

const SUBTEST = /^(\s*)# Subtest: (.*)$/;
const NOT_OK = /^(\s*)not ok \d+ - (.*)$/;
/** The YAML keys worth reading again; the rest (duration, the runner's own frames) is noise. */
const KEPT = /^(\s*)(location|error|expected|actual|operator|code|stack):/;
/** Lines of a multi-line value kept, and of a stack only the project's own frames. */
const MAX_BLOCK_LINES = 12;
const OWN_FRAME = /^(?!.*\(?node:)(?!.*node_modules)(?!.*\(<anonymous>\))/;

export function tapFailures() {
  const path = [];
  const failures = [];
  let open = null;
  // The kept key whose indented lines follow (`error: |-`, `stack: |-`), with its indentation.
  let block = null;
  return {
    line(text) {
      if (open) {
        const indent = /^\s*/.exec(text)[0].length;
        if (block && indent > block.indent) {
          if (block.lines < MAX_BLOCK_LINES && (block.key !== 'stack' || OWN_FRAME.test(text))) {
            open.details.push(`  ${text.trim()}`);
            block.lines += 1;
          }
          return;
        }
        block = null;
        const kept = KEPT.exec(text);
        if (/^\s*\.\.\.$/.test(text)) {
          if (!open.subtestsFailed) failures.push(open);
          open = null;
        } else if (/failureType: 'subtestsFailed'/.test(text)) open.subtestsFailed = true;
        else if (kept) {
          if (kept[2] !== 'stack') open.details.push(text.trim());
          if (/: [|>]-?$/.test(text)) block = { key: kept[2], indent: kept[1].length, lines: 0 };
        }
        return;
      }
      const subtest = SUBTEST.exec(text);
      if (subtest) {
        const depth = subtest[1].length / 4;
        path.length = depth;
        path[depth] = subtest[2];
        return;
      }
      const notOk = NOT_OK.exec(text);
      if (notOk) {
        const depth = notOk[1].length / 4;
        open = { title: [...path.slice(0, depth), notOk[2]].join(' › '), details: [], subtestsFailed: false };
      }
    },
    /** One paragraph per failing test; empty when none failed. */
    report() {
      return failures
        .map(({ title, details }) => [`✗ ${title}`, ...details.map((detail) => `    ${detail}`)].join('\n'))
        .join('\n');
    },
    get count() {
      return failures.length;
    },
  };
}
