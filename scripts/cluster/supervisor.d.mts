export function siteAnswers(baseUrl: string, timeoutMs?: number): Promise<boolean>;
export function waitForSite(baseUrl: string, timeoutMs?: number): Promise<void>;

export type Supervisor = {
  start(): void;
  stop(): Promise<void>;
  markDown(index: number): Promise<void>;
  markUp(index: number): Promise<void>;
  expectExit(index: number): void;
  exited(index: number, how: unknown): Promise<void>;
  isIn(index: number): boolean;
};

export function createSupervisor(options: {
  instances: Array<{ url: string }>;
  applyDown: (downIndexes: number[]) => Promise<void>;
  restart: (index: number) => Promise<unknown>;
  intervalMs?: number;
  failuresBeforeDown?: number;
  log?: (line: string) => void;
}): Supervisor;
