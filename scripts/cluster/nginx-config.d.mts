export type NginxConfigOptions = {
  listen: string | number;
  upstreams: string[];
  staticRoot: string;
  runDir: string;
  user?: string | null;
  brotli?: boolean;
  down?: string[];
  upstreamsFile?: string | null;
  /** Seconds nginx keeps a page (default DEFAULT_HTML_MAX_AGE). */
  htmlMaxAge?: number | string;
  template?: string;
};

export const DEFAULT_HTML_MAX_AGE: number;

export const TEMPLATE_PATH: string;
export const BROTLI_FILTER_MODULE: string;
export function upstreamServerLines(upstreams: string[], options?: { down?: string[] }): string;
export function renderNginxConfig(options: NginxConfigOptions): string;
export function brotliAvailable(): boolean;
export function configFromEnv(
  env: Record<string, string | undefined>,
  options: { root: string },
): Required<
  Pick<NginxConfigOptions, 'listen' | 'upstreams' | 'staticRoot' | 'runDir' | 'brotli'>
> & {
  user: string | null;
};
