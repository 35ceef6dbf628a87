import type { ChildProcess } from 'node:child_process';

export interface Cluster {
  webUrl: string;
  apiUrl: string;
  webPort: number;
  apiPort: number;
  processes: Record<'api1' | 'api2' | 'web1' | 'web2' | 'haproxy', ChildProcess>;
  stop(): Promise<void>;
  restart(name: 'api1' | 'api2' | 'web1' | 'web2'): Promise<void>;
}

export declare function startCluster(options?: {
  webPort?: number;
  apiPort?: number;
  databaseUrl?: string;
  redisUrl?: string;
  dataDir?: string;
  distDir?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<Cluster>;
