// components/ is grouped by feature; a folder may use another's parts, but two folders that import
// each other are one feature split in two, and a reader following an import goes in circles.
// The imports are read from the files as written (static, dynamic and re-exports).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const components = join(root, 'components');

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The folder of components/ a specifier names, seen from `file`; null outside components/. */
function folderOf(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/components/')) target = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
  else return null;
  const inside = relative(components, target);
  if (inside.startsWith('..')) return null;
  return inside.split(sep)[0] ?? null;
}

/** Every folder of components/ with the other folders its files import. */
function folderImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const paths = readdirSync(components, { recursive: true, encoding: 'utf8' });
  for (const path of paths.filter((name) => /\.tsx?$/.test(name))) {
    const file = join(components, path);
    const own = path.split(sep)[0]!;
    const imported = graph.get(own) ?? new Set<string>();
    graph.set(own, imported);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const folder = folderOf(file, specifier!);
      if (folder !== null && folder !== own) imported.add(folder);
    }
  }
  return graph;
}

/** Each pair of folders that import each other, once, as "a ↔ b". */
function mutualPairs(graph: Map<string, Set<string>>): string[] {
  return [...graph].flatMap(([folder, imported]) =>
    [...imported]
      .filter((other) => folder < other && graph.get(other)?.has(folder))
      .map((other) => `${folder} ↔ ${other}`),
  );
}

describe('components/ folders', () => {
  it('reads an import by alias or by relative path, and names the pairs that import each other', () => {
    const file = join(components, 'selection', 'SelectionItem.tsx');
    expect(folderOf(file, '@/components/favorites/FavoriteButton')).toBe('favorites');
    expect(folderOf(file, '../talents/TalentCard')).toBe('talents');
    expect(folderOf(file, './MarkControl')).toBe('selection');
    expect(folderOf(file, '@/lib/selection/marks')).toBeNull();
    const graph = new Map([
      ['favorites', new Set(['selection', 'ui'])],
      ['selection', new Set(['favorites'])],
      ['ui', new Set<string>()],
    ]);
    expect(mutualPairs(graph)).toEqual(['favorites ↔ selection']);
  });

  it('has no two folders that import each other', () => {
    const graph = folderImports();
    // The reading found the imports (a regex that found none would pass anything).
    expect(graph.get('talents')).toContain('favorites');
    expect(mutualPairs(graph)).toEqual([]);
  });
});
