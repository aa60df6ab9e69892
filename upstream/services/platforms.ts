// The platforms (brands) table, read by the request context (http/context.ts) on every request
// and by the config service; here so services need not reach into the HTTP layer for it.
import type { Db } from "../db/client";
import { platforms } from "../db/schema";

export type Platform = typeof platforms.$inferSelect;

let platformCache: { at: number; rows: Platform[] } | null = null;

/** Platforms change rarely; read them at most once a minute. */
export async function allPlatforms(db: Db): Promise<Platform[]> {
  if (platformCache && Date.now() - platformCache.at < 60_000) return platformCache.rows;
  const rows = await db.select().from(platforms).orderBy(platforms.id);
  platformCache = { at: Date.now(), rows };
  return rows;
}

export function clearPlatformCache() {
  platformCache = null;
}

export async function platformByDomain(db: Db, domain: string): Promise<Platform | null> {
  const name = domain.toLowerCase().replace(/:\d+$/, "");
  return (await allPlatforms(db)).find((p) => p.domains.includes(name)) ?? null;
}
