// Idempotency-Key rows (STYLE.md "Idempotency"): the key is inserted before the work, so of two
// simultaneous duplicates only one runs. The HTTP side (routes/accounts/shared.ts `idempotent`)
// decides what to answer; the SQL is here, since handlers never touch the database.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";

export type KeyRef = { owner: string; key: string };

const match = (ref: KeyRef) => and(eq(idempotencyKeys.owner, ref.owner), eq(idempotencyKeys.key, ref.key));

/** True when this request holds the key now; false when another request claimed it first. */
export async function claimKey(db: Db, ref: KeyRef, requestHash: string, now: Date): Promise<boolean> {
  const [fresh] = await db
    .insert(idempotencyKeys)
    .values({ ...ref, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return fresh !== undefined;
}

export async function storedKey(db: Db, ref: KeyRef) {
  const [row] = await db.select().from(idempotencyKeys).where(match(ref));
  return row;
}

/** The work failed: free the key, so a retry with it runs again. */
export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(match(ref));
}

/** The answer replayed to a later request with the same key and body. */
export async function storeAnswer(db: Db, ref: KeyRef, status: number, response: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ status, response }).where(match(ref));
}
