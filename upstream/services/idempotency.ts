// Idempotency-Key claims (STYLE.md "Idempotency"). A claim lives and dies with the work: where the
// work is database-only, the key is inserted and its answer stored inside the transaction that does
// the work, so a crash either leaves the committed work with its answer (a retry replays it) or
// nothing at all (a retry simply runs). Work that takes long outside the database (password
// hashing, a call to WeChat) must not hold a transaction open, so there the claim is committed
// first, and a claim left "in progress" by a crash is taken over once older than `staleAfterMs`.
// Keys are purged after a day.
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";

export type IdempotencySettings = {
  /** an unanswered claim older than this is taken over by the next request with the key */
  staleAfterMs: number;
  /** how long a duplicate waits for the first request's transaction before answering "in progress" */
  waitMs: number;
};

export const DEFAULT_IDEMPOTENCY: IdempotencySettings = { staleAfterMs: 60_000, waitMs: 5_000 };

/** Stored keys are kept this long (Stripe keeps them 24 hours), then purged. */
export const KEY_LIFETIME_MS = 24 * 3600_000;

export type Claim = { owner: string; key: string; requestHash: string; now: Date };

export type ClaimResult =
  | { kind: "fresh" }
  | { kind: "replay"; status: number; response: unknown }
  | { kind: "conflict" } // another request body with the same key
  | { kind: "inProgress" };

const rowOf = (claim: Claim) =>
  and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.key, claim.key));

/**
 * Inserts the key, or reports what the key already holds. Inside a transaction on PostgreSQL the
 * insert waits for a concurrent duplicate's transaction to end (the unique index), so it then sees
 * that request's stored answer, or no row at all when it rolled back.
 */
export async function claimKey(
  db: Db,
  claim: Claim,
  settings: IdempotencySettings,
): Promise<ClaimResult> {
  const [fresh] = await db
    .insert(idempotencyKeys)
    .values({
      owner: claim.owner,
      key: claim.key,
      requestHash: claim.requestHash,
      createdAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (fresh) return { kind: "fresh" };
  const [row] = await db.select().from(idempotencyKeys).where(rowOf(claim));
  // gone between the insert and the read: purged or given up by its request; the client retries
  if (!row) return { kind: "inProgress" };
  if (row.requestHash !== claim.requestHash) return { kind: "conflict" };
  if (row.status !== null) return { kind: "replay", status: row.status, response: row.response };
  const cutoff = new Date(claim.now.getTime() - settings.staleAfterMs);
  // a claim nobody answered within the bound: its request died; only one taker wins the update
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: claim.now })
    .where(and(rowOf(claim), isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, cutoff)))
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1 ? { kind: "fresh" } : { kind: "inProgress" };
}

/** The answer a replay sends (the body text, kept as a jsonb string), stored with the claim (in the work's transaction where there is one). */
export async function storeAnswer(db: Db, claim: Claim, status: number, response: unknown) {
  await db.update(idempotencyKeys).set({ status, response }).where(rowOf(claim));
}

/** A committed claim whose work failed (5xx): removed, so a retry runs the work again. */
export async function releaseClaim(db: Db, claim: Claim) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(rowOf(claim), isNull(idempotencyKeys.status), eq(idempotencyKeys.createdAt, claim.now)),
    );
}

/** PostgreSQL's lock_timeout for the rest of this transaction (milliseconds; null: the server's default). */
export async function setLockTimeout(db: Db, ms: number | null) {
  await db.execute(
    ms === null
      ? "set local lock_timeout to default"
      : `set local lock_timeout = ${Math.max(1, Math.round(ms))}`,
  );
}

/** lock_not_available (55P03): the wait for a duplicate's transaction ran past lock_timeout. */
export function isLockTimeout(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "55P03") return true;
  }
  return false;
}

/**
 * Deletes keys older than KEY_LIFETIME_MS, at most `batch` per call (the oldest first), so the
 * sweep never holds a long lock; returns how many went. The caller repeats while it returns `batch`.
 */
export async function purgeIdempotencyKeys(db: Db, now: Date, batch = 500): Promise<number> {
  const cutoff = new Date(now.getTime() - KEY_LIFETIME_MS);
  const oldest = db
    .select({ owner: idempotencyKeys.owner, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .orderBy(asc(idempotencyKeys.createdAt))
    .limit(batch)
    .for("update", { skipLocked: true });
  const gone = await db
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.owner}, ${idempotencyKeys.key}) in (${oldest})`)
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
