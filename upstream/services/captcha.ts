// Self-hosted proof-of-work captcha (ALTCHA) for sign-in after 30009. `ticket` is the widget's
// base64 payload ({ challenge, solution }); `randstr` is the challenge salt. A solved challenge
// is spent once: its salt goes into captcha_spent until it expires.
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { captchaSpent } from "../db/schema";
import type { Deps } from "./deps";

const TTL_MS = 5 * 60_000;

export async function newChallenge(deps: Deps): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(Math.floor(deps.captcha.maxCounter / 10), deps.captcha.maxCounter),
    deriveKey,
    // wall-clock expiry: altcha-lib checks it against the real time, whatever the request's clock
    expiresAt: new Date(Date.now() + TTL_MS),
    hmacSignatureSecret: deps.captcha.secret,
    hmacKeySignatureSecret: `${deps.captcha.secret}:key`,
  });
}

function decodeTicket(ticket: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(ticket, "base64").toString("utf8"));
    if (typeof value !== "object" || value === null) return null;
    const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
    if (
      !challenge?.parameters ||
      typeof solution?.counter !== "number" ||
      typeof solution.derivedKey !== "string"
    )
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** True when the ticket solves a challenge we signed, for this randstr, not expired and not used before. */
export async function verifyCaptcha(
  db: Db,
  deps: Deps,
  ticket: string | undefined,
  randstr: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!ticket || !randstr) return false;
  const payload = decodeTicket(ticket);
  if (!payload || payload.challenge.parameters.salt !== randstr) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: deps.captcha.secret,
    hmacKeySignatureSecret: `${deps.captcha.secret}:key`,
  }).catch(() => null);
  if (!result?.verified) return false;
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
  const spent = await db
    .insert(captchaSpent)
    .values({ salt: randstr, expiresAt: new Date(now.getTime() + TTL_MS) })
    .onConflictDoNothing()
    .returning({ salt: captchaSpent.salt });
  return spent.length === 1;
}
