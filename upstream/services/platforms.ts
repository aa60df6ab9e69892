// The brands (platforms) this upstream serves, read at most once a minute: every request resolves
// its platform header against them.
import type { Db } from "../db/client";
import { platforms } from "../db/schema";

export type Platform = typeof platforms.$inferSelect;

let platformCache: { at: number; rows: Platform[] } | null = null;

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
