// Verification codes (spec §5, §8 30001/30002/30005/30014, §9): per target, once a minute, an
// hourly cap and a daily count — counted from the codes table itself, under a per-target
// advisory lock so several upstream instances (one PostgreSQL) agree and two sends cannot race.
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { AUTH_LIMITS, codeSendVerdict } from "../../lib/commerce/accounts/auth-limits";
import type { CodePurpose } from "../../lib/commerce/accounts/credentials";
import type { Locale } from "../../lib/commerce/platform/locales";
import type { Db } from "../db/client";
import { verificationCodes } from "../db/schema";
import { DomainError } from "./errors";
import { randomCode, sameHash, sha256 } from "./crypto";
import type { Deps } from "./deps";
import { Codes } from "../../lib/commerce/contract/error-codes";

export type CodeTarget = { channel: "phone" | "email"; target: string };

const TEXT: Record<Locale, (code: string, minutes: number) => { subject: string; body: string }> = {
  en: (code, m) => ({
    subject: "Your verification code",
    body: `Your verification code is ${code}. It expires in ${m} minutes. Never share it with anyone.`,
  }),
  "zh-hans": (code, m) => ({
    subject: "您的验证码",
    body: `您的验证码是 ${code}，${m} 分钟内有效。请勿告诉他人。`,
  }),
  "zh-hant": (code, m) => ({
    subject: "您的驗證碼",
    body: `您的驗證碼是 ${code}，${m} 分鐘內有效。請勿告訴他人。`,
  }),
};

const lockKey = (target: string) => sql`pg_advisory_xact_lock(hashtext(${`code:${target}`}))`;

export async function sendCode(
  db: Db,
  deps: Deps,
  to: CodeTarget,
  purpose: CodePurpose,
  lang: Locale,
  now: Date,
) {
  const code = randomCode();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select ${lockKey(to.target)}`);
    const since = new Date(now.getTime() - 36 * 3600_000);
    const history = await tx
      .select({ at: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, to.target), gte(verificationCodes.createdAt, since)));
    const verdict = codeSendVerdict(
      history.map((h) => h.at),
      now,
    );
    if (verdict)
      throw new DomainError(
        verdict,
        verdict === Codes.oneCodePerMinute
          ? "one code per minute"
          : verdict === Codes.retryInHour
            ? "hourly limit reached"
            : "daily limit reached",
      );
    await tx.insert(verificationCodes).values({
      channel: to.channel,
      target: to.target,
      purpose,
      codeHash: sha256(`${to.target}:${code}`),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.codeTtlMinutes * 60_000),
    });
  });
  const text = TEXT[lang](code, AUTH_LIMITS.codeTtlMinutes);
  await deps.outbox.send(
    db,
    {
      channel: to.channel === "email" ? "email" : "sms",
      to: to.target,
      subject: text.subject,
      body: text.body,
    },
    now,
  );
  return {
    resend_after: AUTH_LIMITS.codeResendSeconds,
    expires_in: AUTH_LIMITS.codeTtlMinutes * 60,
  };
}

/**
 * Spends the latest live code of a target for a purpose. A wrong code counts an attempt (the code
 * dies after AUTH_LIMITS.codeMaxAttempts) and answers 30005, as does a missing or expired one.
 */
/**
 * Spends the latest live code for target + purpose inside the caller's transaction: false (and one
 * more attempt counted) when it is wrong, expired or out of attempts. The caller commits the
 * attempt and answers 30005, or rolls everything back when its own later step is refused.
 */
export async function takeCode(
  tx: Db,
  target: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  await tx.execute(sql`select ${lockKey(target)}`);
  const [latest] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt <= now || latest.attempts >= AUTH_LIMITS.codeMaxAttempts)
    return false;
  if (!sameHash(latest.codeHash, sha256(`${target}:${code}`))) {
    await tx
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, latest.id));
    return false;
  }
  await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(eq(verificationCodes.id, latest.id));
  return true;
}

export async function consumeCode(
  db: Db,
  target: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<void> {
  const ok = await db.transaction((tx) => takeCode(tx, target, purpose, code, now));
  if (!ok) throw new DomainError(Codes.wrongCode, "wrong or expired code");
}
