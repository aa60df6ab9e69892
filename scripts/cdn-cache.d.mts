import type { ChildProcess } from "node:child_process";

export type CdnCacheBounds = { maxSize: string; keysZone: string; inactive: string };

export function nginxConfig(options: {
  dir: string;
  listen: string;
  upstream: string;
  user?: string;
  cache?: CdnCacheBounds;
}): string;

export function nginxPid(dir: string): number | null;

export function startNginx(options: {
  dir: string;
  listen: string;
  upstream: string;
  cache?: CdnCacheBounds;
  log?: string;
}): ChildProcess;
