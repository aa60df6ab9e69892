export type SharedCacheSettings = {
  url: string;
  prefix: string;
  timeoutMs: number;
  defaultStaleAge: number;
};
export function sharedCacheSettings(
  env?: Record<string, string | undefined>,
): SharedCacheSettings | undefined;
