// Types of client-lines.mjs for the unit tests (tests/unit/bench).
export function parseModule(
  text: string,
  fileName?: string,
): { useClient: boolean; useServer: boolean; imports: string[] };

export function resolveImport(
  from: string,
  specifier: string,
  exists: (path: string) => boolean,
): string | null;

export function countLines(text: string): number;

export type ClientReach = {
  boundaries: number;
  files: number;
  lines: number;
  siteFiles: number;
  siteLines: number;
  pct: number;
  serverActions: number;
  throughServerActions: { lines: number; pct: number };
  rules: { files: number; lines: number };
  other: string[];
  unresolved: string[];
  reached: string[];
};

export function clientReach(files: Map<string, string>): ClientReach;

export function filesAt(root: string, commit: string): Map<string, string>;
