import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The corrections table (docs/SLOVAK.md) and the remotes' strings agree: a string the table says
// is corrected is shown corrected, and the spec's wording is gone from that remote's text.ts.
const repo = join(__dirname, '..', '..');
const rows = readFileSync(join(repo, 'docs', 'SLOVAK.md'), 'utf8')
  .split('\n')
  .filter((line) => /^\| mf-/.test(line))
  .map((line) => {
    const [remote, spec, shown] = line.split(' | ').map((cell) => cell.replace(/^\| /, '').trim());
    return { remote: remote!, spec: spec!.slice(1, -1), shown: shown!.slice(1, -1) };
  })
  .filter((row) => !row.spec.includes('{') && !row.shown.includes('{'));

describe('docs/SLOVAK.md, the corrections of the spec', () => {
  it('lists the corrections', () => expect(rows.length).toBeGreaterThan(30));

  it.each(rows)("$remote shows '$shown', not the spec's '$spec'", ({ remote, spec, shown }) => {
    const source = readFileSync(join(repo, remote, 'src', 'text.ts'), 'utf8');
    expect(source).toContain(`'${shown}'`);
    expect(source).not.toContain(`'${spec}'`);
  });
});
