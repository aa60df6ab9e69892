// Partner apps (spec §1 union sign-in, §7 accounts/union/signin, open/accounts/auth_code): a
// partner signs its user in with an HS256 JWT made with the brand's partner secret; a signed-in
// user can fetch a one-time auth code to hand back to the partner, whose server redeems it.
import { jwtVerify } from "jose";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { authCodes, identities, users } from "../db/schema";
import { DomainError } from "./errors";
import { randomToken, sameHash, sha256 } from "./crypto";
import type { Deps } from "./deps";
import { createUser, findIdentity } from "./identity";
import { refused } from "./auth";
import { createSession } from "./sessions";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { USER_STATUS } from "../../lib/commerce/contract/record-status";
import { AUTH_CODE_TTL_SECONDS } from "../../lib/commerce/accounts/auth-codes";
import type { AuthCodeRedemption } from "../../lib/commerce/accounts/partners.schema";

export async function unionSignin(
  db: Db,
  deps: Deps,
  platform: { id: number; slug: string },
  token: string,
  now: Date,
): Promise<string> {
  const secret = deps.partnerSecrets[platform.slug];
  if (!secret) throw new DomainError(Codes.authFailed, "this brand has no partner sign-in");
  let payload: { sub?: string; name?: unknown };
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ["HS256"],
      currentDate: now,
      maxTokenAge: "10m",
      requiredClaims: ["sub", "iat", "exp"],
    }));
  } catch (error) {
    const expired = error instanceof Error && /exp|age/i.test(error.message);
    throw new DomainError(
      expired ? Codes.timestampFailed : Codes.signatureFailed,
      expired ? "partner token expired" : "partner token signature failed",
    );
  }
  const value = `${platform.slug}:${String(payload.sub).slice(0, 100)}`;
  const known = await findIdentity(db, "partner", value);
  const nickname =
    typeof payload.name === "string" && payload.name.trim()
      ? payload.name.trim().slice(0, 40)
      : "Member";
  const user =
    known?.user ??
    (await createUser(db, { platformId: platform.id, nickname, now }, [
      { kind: "partner", value, verified: true },
    ]));
  if (user.status !== USER_STATUS.active) throw refused();
  return createSession(db, user.id, platform.id, now);
}

export async function issueAuthCode(db: Db, userId: number, platformId: number, now: Date) {
  const code = randomToken();
  await db.insert(authCodes).values({
    codeHash: sha256(code),
    userId,
    platformId,
    expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_SECONDS * 1000),
  });
  return { auth_code: code, expires_in: AUTH_CODE_TTL_SECONDS };
}

/**
 * Spec §7 "auth gat and gatTravel take auth_code": a partner's server redeems the code the shop
 * handed the shopper (GET open/accounts/auth_code, /auth/gat) and learns who they are — with its
 * platform's secret (PARTNER_SECRETS), once, before the code expires. One transaction: a
 * conditional update claims the code (this platform's, unused, unexpired); zero rows is a refusal,
 * and a read of the row says which. Two redemptions of one code at once: one claims it, the other
 * finds it used.
 */
export async function redeemAuthCode(
  db: Db,
  deps: Pick<Deps, "partnerSecrets">,
  platform: { id: number; slug: string },
  secret: string | undefined,
  code: string,
  now: Date,
): Promise<AuthCodeRedemption> {
  const expected = deps.partnerSecrets[platform.slug];
  if (!expected || !secret || !sameHash(sha256(secret), sha256(expected)))
    throw new DomainError(Codes.authFailed, "partner secret missing or wrong for this brand");
  const hash = sha256(code);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(authCodes.codeHash, hash),
          eq(authCodes.platformId, platform.id),
          isNull(authCodes.usedAt),
          gt(authCodes.expiresAt, now),
        ),
      )
      .returning({ userId: authCodes.userId });
    if (!claimed) {
      const [row] = await tx
        .select({ usedAt: authCodes.usedAt })
        .from(authCodes)
        .where(and(eq(authCodes.codeHash, hash), eq(authCodes.platformId, platform.id)));
      if (row && row.usedAt === null)
        throw new DomainError(Codes.tokenExpired, "auth code expired");
      throw new DomainError(Codes.tokenFetchFailed, "auth code unknown or already redeemed");
    }
    const [user] = await tx
      .select({ id: users.id, nickname: users.nickname, status: users.status })
      .from(users)
      .where(eq(users.id, claimed.userId));
    // the transaction rolls back: a refused account's code stays unredeemed
    if (!user || user.status !== USER_STATUS.active) throw refused();
    const [partner] = await tx
      .select({ value: identities.value })
      .from(identities)
      .where(
        and(
          eq(identities.userId, user.id),
          eq(identities.kind, "partner"),
          sql`starts_with(${identities.value}, ${`${platform.slug}:`})`,
        ),
      )
      .limit(1);
    return {
      user_id: user.id,
      partner_user_id: partner ? partner.value.slice(platform.slug.length + 1) : null,
      nickname: user.nickname,
    };
  });
}
