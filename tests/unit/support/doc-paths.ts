/**
 * The repository paths a Markdown text names in backticks: a token whose first
 * segment is a top-level entry of the repository (`lib/forms/quote.ts`,
 * `app/[lang]/page.tsx`, `README.md`). Public addresses (`/modelos`), globs,
 * placeholders (`<spec>`, `…`) and commands are not paths; a `:line` or
 * `#anchor` after a path is dropped.
 */
export function repositoryPathsIn(markdown: string, topLevel: ReadonlySet<string>): string[] {
  const paths = new Set<string>();
  for (const [, token = ''] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const path = token.replace(/[:#][\w-]*$/, '').replace(/\/$/, '');
    if (!/^[\w.@-][\w.@[\]()+-]*(\/[\w.@[\]()+-]+)*$/.test(path)) continue;
    if (!topLevel.has(path.split('/')[0] ?? path)) continue;
    paths.add(path);
  }
  return [...paths];
}
