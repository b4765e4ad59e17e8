/**
 * early-start.js as the build emits it (rspack.base.ts, ShellStartPlugin fills its two slots), for
 * the tests that run it: the remotes' prefixes and the shell's scripts of each lazily provided
 * shared package, none unless a test gives them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const source = readFileSync(path.join(__dirname, '../early-start.js'), 'utf8');

export function earlyStartScript({
  prefixes = [],
  sharedScripts = {},
}: { prefixes?: Array<[string, string]>; sharedScripts?: Record<string, string[]> } = {}): string {
  const slots: Array<[string, string]> = [
    ['var prefixes = __REMOTE_PREFIXES__;', `var prefixes = ${JSON.stringify(prefixes)};`],
    ['var sharedScripts = __SHARED_SCRIPTS__;', `var sharedScripts = ${JSON.stringify(sharedScripts)};`],
  ];
  return slots.reduce((script, [slot, value]) => {
    if (!script.includes(slot)) throw new Error(`early-start.js lost "${slot}"`);
    return script.replace(slot, value);
  }, source);
}
