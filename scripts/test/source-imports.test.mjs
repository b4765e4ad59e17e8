/**
 * The whole-repo checks of check-remotes.mjs read imports with these functions: what they keep and
 * leave out decides whether a page would break unnoticed (a type import counted as loaded asks the
 * shell for nothing; a re-export or dynamic import missed lets a remote load what no one provides).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kernelModules, lazyImportsOfEager, missingExports, runtimeImports } from '../source-imports.mjs';

const at = (file, code, tsx = false) => runtimeImports(code, { tsx }).map((found) => ({ ...found, file }));

describe('runtimeImports: what a source loads at run time', () => {
  it('keeps value imports by the name imported, default and namespace included', () => {
    const code = `import { a, b as c, type D } from 'x';\nimport e from 'y';\nimport * as f from 'z';\nimport 'side';`;
    assert.deepEqual(runtimeImports(code), [
      { source: 'x', names: ['a', 'b'] },
      { source: 'y', names: ['default'] },
      { source: 'z', names: ['*'] },
      { source: 'side', names: [] },
    ]);
  });

  it('leaves out type-only imports and re-exports: they vanish from the bundle', () => {
    const code = `import type { A } from 'x';\nimport { type B, type C } from 'y';\nexport type { D } from 'z';`;
    assert.deepEqual(runtimeImports(code), []);
  });

  it('counts re-exports and dynamic imports, however deep', () => {
    const code = `export { a as b } from 'x';\nexport * from 'y';\nconst f = () => () => import('z').then((m) => m);`;
    assert.deepEqual(runtimeImports(code), [
      { source: 'x', names: ['a'] },
      { source: 'y', names: ['*'] },
      { source: 'z', names: ['*'] },
    ]);
  });

  it('reads <T>(x) as a generic in .ts and JSX in .tsx, as tsc does', () => {
    assert.deepEqual(runtimeImports(`import { a } from 'x';\nconst f = <T>(value: T) => value;`), [
      { source: 'x', names: ['a'] },
    ]);
    assert.deepEqual(runtimeImports(`import { a } from 'x';\nconst e = <div>{a}</div>;`, { tsx: true }), [
      { source: 'x', names: ['a'] },
    ]);
  });
});

describe('the checks over the imports', () => {
  it('missingExports names an export a tree-shaken package lacks, with its file', () => {
    const imports = [
      ...at('a.ts', `import { Link, useMatch } from 'react-router';\nimport { type NavigateFunction } from 'react-router';`),
      ...at('b.ts', `import { useQuery } from '@tanstack/react-query';`),
    ];
    assert.deepEqual(missingExports(imports, { 'react-router': ['Link'], '@tanstack/react-query': ['useQuery'] }), [
      'useMatch from react-router (a.ts)',
    ]);
  });

  it('lazyImportsOfEager names an eager module importing a shared one that is not eager', () => {
    const imports = at(
      'shared/src/http/x.ts',
      `import { a } from '@app/shared/ui';\nimport { b } from '@app/shared/remotes';\nimport { c } from 'react/jsx-runtime';\nimport type { D } from '@app/shared/query';\nimport { e } from './local';\nimport { f } from 'react-router';`,
    );
    const problems = lazyImportsOfEager(imports, {
      shellEager: ['react', 'react/', '@app/shared/http', '@app/shared/remotes'],
      singletons: ['react', 'react-router'],
    });
    assert.deepEqual(problems, ['shared/src/http/x.ts imports @app/shared/ui', 'shared/src/http/x.ts imports react-router']);
  });

  it('kernelModules lists the kernel modules loaded, dynamic ones included, dev-only ones not', () => {
    const imports = [
      ...at('a.ts', `import { a } from '@app/shared/ui';\nimport type { B } from '@app/shared/contract';`),
      ...at('b.ts', `export const load = () => import('@app/shared/calendar');\nimport { c } from '@app/shared/testing';`),
    ];
    assert.deepEqual(
      [...kernelModules(imports, ['testing'])],
      [
        ['ui', 'a.ts'],
        ['calendar', 'b.ts'],
      ],
    );
  });
});
