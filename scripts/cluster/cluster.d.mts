export type ClusterOptions = {
  /** Project root; the production build (.next) must exist. */
  root: string;
  instances?: number;
  /** sites.length === instances */
  ports: { proxy: number; redis: number; postgres: number; api: number; sites: number[] };
  /** The agency API's data folder (seeded on first start); default: a folder in the run folder. */
  dataDir?: string;
  siteEnv?: Record<string, string>;
  apiEnv?: Record<string, string>;
  /** An external PostgreSQL for the instances: then none is started. */
  databaseUrl?: string;
  /** The folder of the PostgreSQL the cluster starts; default: one in the run folder, thrown away. */
  postgresDir?: string;
  /** An external Redis: then no redis-server is started. */
  redisUrl?: string;
  /** Seconds nginx keeps a page (default PROXY_HTML_MAX_AGE, else 10). */
  proxyHtmlMaxAge?: number;
  /** Children's output to log files in the run folder instead of this process's. */
  quiet?: boolean;
};

export type Cluster = {
  proxyUrl: string;
  apiUrl: string;
  redisUrl: string;
  /** The site's database, shared by the instances. */
  databaseUrl: string;
  siteUrls: string[];
  runDir: string;
  revalidateSecret: string;
  /** Left down unless `restart`; resolves once it ended and is out of the upstream. */
  killInstance(
    index: number,
    options?: { signal?: NodeJS.Signals; restart?: boolean },
  ): Promise<void>;
  /** Resolves once the instance answers and is back in the upstream. */
  startInstance(index: number): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  /** Stops every child (nginx first) and removes the run folder. */
  stop(): Promise<void>;
};

export function startCluster(options: ClusterOptions): Promise<Cluster>;
