import { describe, expect, it } from 'vitest';
import {
  clientReach,
  countLines,
  parseModule,
  resolveImport,
} from '../../../scripts/bench/client-lines.mjs';

describe('parseModule', () => {
  it("finds 'use client' only in the directive prologue", () => {
    expect(parseModule("// note\n'use client';\nimport a from './a';").useClient).toBe(true);
    expect(parseModule('/* a */ "use strict";\n"use client"\nexport {};').useClient).toBe(true);
    expect(parseModule("import a from './a';\n'use client';").useClient).toBe(false);
    expect(parseModule("const s = 'use client';").useClient).toBe(false);
    expect(parseModule("'use server';\nexport async function send() {}").useServer).toBe(true);
  });

  it('keeps value imports and leaves type-only ones out', () => {
    const text = [
      "import Default from './default';",
      "import * as all from './namespace';",
      "import './side-effect';",
      "import { value, type Shape } from './mixed';",
      "import { type OnlyType } from './only-types';",
      "import type { Props } from './import-type';",
      "import Also, { type T } from './default-and-type';",
      "export { helper } from './reexport';",
      "export * from './star';",
      "export type { Kind } from './export-type';",
      "export { type Other } from './export-only-types';",
      "const Lazy = () => import('./lazy');",
      'type Mod = typeof import("./type-position");',
      "// import x from './comment';",
      'const text = "import y from \'./string\'";',
      'const url = `./template`;',
      'function load(name: string) { return import(`./dynamic/${name}`); }',
    ].join('\n');
    expect(parseModule(text, 'x.tsx').imports).toEqual([
      './default',
      './namespace',
      './side-effect',
      './mixed',
      './default-and-type',
      './reexport',
      './star',
      './lazy',
    ]);
  });

  it('reads JSX in .tsx modules', () => {
    const text =
      "'use client';\nimport { Card } from '@/components/Card';\nexport const A = () => <Card />;";
    expect(parseModule(text, 'A.tsx')).toEqual({
      useClient: true,
      useServer: false,
      imports: ['@/components/Card'],
    });
  });
});

describe('resolveImport', () => {
  const files = new Set([
    'lib/a.ts',
    'lib/b/index.tsx',
    'components/C.tsx',
    'lib/data.json',
    'packages/agency-rules/src/limits.ts',
  ]);
  const exists = (path: string) => files.has(path);

  it('resolves the alias, relative paths, the shared rules and index files', () => {
    expect(resolveImport('components/X.tsx', '@/lib/a', exists)).toBe('lib/a.ts');
    expect(resolveImport('components/X.tsx', '../lib/b', exists)).toBe('lib/b/index.tsx');
    expect(resolveImport('components/X.tsx', './C', exists)).toBe('components/C.tsx');
    expect(resolveImport('lib/b/index.tsx', '../data.json', exists)).toBe('lib/data.json');
    expect(resolveImport('lib/a.ts', '@agency/rules/limits', exists)).toBe(
      'packages/agency-rules/src/limits.ts',
    );
  });

  it('does not follow packages, and gives null for a missing file', () => {
    expect(resolveImport('lib/a.ts', 'react', exists)).toBeNull();
    expect(resolveImport('lib/a.ts', 'next/navigation', exists)).toBeNull();
    expect(resolveImport('lib/a.ts', './missing', exists)).toBeNull();
  });
});

describe('countLines', () => {
  it("counts as git grep -c '' does", () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\n\nb')).toBe(3);
  });
});

describe('clientReach', () => {
  it('sums the lines of the modules reached from the boundaries', () => {
    const files = new Map([
      ['app/page.tsx', "import { Button } from '@/components/Button';\nexport default 1;\n"],
      [
        'components/Button.tsx',
        "'use client';\nimport { format } from '@/lib/format';\nimport type { T } from '@/lib/types';\nimport { send } from '@/lib/actions';\n",
      ],
      ['lib/format.ts', "import { max } from '@agency/rules/limits';\nexport const format = 1;\n"],
      ['lib/types.ts', 'export type T = string;\n'],
      ['lib/actions.ts', "'use server';\nimport { secret } from './server-only';\n"],
      ['lib/server-only.ts', 'export const secret = 1;\n'],
      ['packages/agency-rules/src/limits.ts', 'export const max = 3;\n'],
    ]);
    const reach = clientReach(files);
    expect(reach.boundaries).toBe(1);
    // Button (4), format (2), the Server Action module (2): not the types, the page
    // or what the action module imports.
    expect(reach.reached).toEqual(['components/Button.tsx', 'lib/actions.ts', 'lib/format.ts']);
    expect(reach.lines).toBe(8);
    expect(reach.siteLines).toBe(12);
    expect(reach.pct).toBe(66.7);
    expect(reach.serverActions).toBe(1);
    expect(reach.throughServerActions.lines).toBe(9);
    expect(reach.rules).toEqual({ files: 1, lines: 1 });
  });
});
