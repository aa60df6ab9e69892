// Partner apps (spec §1 union sign-in, §7 accounts/union/signin, open/accounts/auth_code): a
// partner signs its user in with an HS256 JWT made with the brand's partner secret; a signed-in
// user can fetch a one-time auth code to hand back to the partner.
import { jwtVerify } from "jose";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { authCodes } from "../db/schema";
import { DomainError } from "./errors";
import { randomToken, sha256 } from "./crypto";
import type { Deps } from "./deps";
import { createUser, findIdentity } from "./identity";
import { refused } from "./auth";
import { createSession } from "./sessions";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { USER_STATUS } from "../../lib/commerce/contract/record-status";

const AUTH_CODE_TTL_S = 300;

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
    expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_S * 1000),
  });
  return { auth_code: code, expires_in: AUTH_CODE_TTL_S };
}

/** For partners exchanging an auth code (single use). */
export async function redeemAuthCode(db: Db, code: string, platformId: number, now: Date) {
  const [row] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(authCodes.codeHash, sha256(code)),
        eq(authCodes.platformId, platformId),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, now),
      ),
    )
    .returning({ userId: authCodes.userId });
  return row?.userId ?? null;
}
