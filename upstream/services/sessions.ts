// Sign-in sessions: a random token handed to the caller, only its SHA-256 stored.
import { and, eq, gt, ne } from "drizzle-orm";
import { AUTH_LIMITS } from "../../lib/commerce/accounts/auth-limits";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { randomToken, sha256 } from "./crypto";
import { USER_STATUS } from "../../lib/commerce/contract/record-status";

export type UserRow = typeof users.$inferSelect;

/** last_used_at is written at most this often per session (a read path must not write every time) */
const TOUCH_EVERY_MS = 5 * 60_000;

export async function createSession(
  db: Db,
  userId: number,
  platformId: number,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    platformId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + AUTH_LIMITS.sessionDays * 86400_000),
  });
  return token;
}

/** The active user of a token, or null (unknown, expired, or the account is refused). */
export async function userForToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ user: UserRow; sessionId: number } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)));
  if (!row || row.user.status !== USER_STATUS.active) return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
  }
  return { user: row.user, sessionId: row.session.id };
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** After a password change: every other session of the user ends. */
export async function endOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: number | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId === null
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    );
}
