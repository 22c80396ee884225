import type { ChildProcess } from 'node:child_process';

export function postgresBin(): string;

export function startPostgres(options: {
  port: number;
  dataDir: string;
  database?: string;
  logFile?: string;
  ephemeral?: boolean;
}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }>;
