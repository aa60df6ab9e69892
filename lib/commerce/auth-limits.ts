// Spec §4 (30009 → captcha), §8 (30001, 30002, 30008, 30009, 30014) and §9 (a code once per
// minute with an hourly cap; a code required after 3 wrong passwords): the numbers and the
// decisions, once. The upstream enforces them with counts from its database.
import { shopToday } from "./calendar";

export const AUTH_LIMITS = {
  /** the third wrong password answers 30009; from then on sign-in needs the captcha */
  captchaAfterFailures: 3,
  /** from this many failures in the window sign-in is refused even with the captcha (30008) */
  lockAfterFailures: 10,
  /** failures older than this no longer count */
  failureWindowMinutes: 60,
  /** one code per target per minute (30014) */
  codeResendSeconds: 60,
  /** codes per target per rolling hour (30002) */
  codeHourlyCap: 5,
  /** codes per target per shop day, GMT+8 (30001) */
  codeDailyCap: 10,
  codeTtlMinutes: 10,
  /** wrong entries before a code is spent */
  codeMaxAttempts: 5,
  resetLinkTtlMinutes: 30,
  sessionDays: 30,
} as const;

/**
 * Per client address, in front of the per-account and per-target limits above (the storefront
 * counts them; several storefront instances share the counts through Redis when REDIS_URL is
 * set). Generous enough for a family or an office behind one address, tight enough to stop a
 * script trying passwords across many accounts or sending codes to many numbers.
 */
export const PER_ADDRESS_LIMITS = {
  /** sign-in and sign-up attempts per address per window */
  signin: { points: 30, windowSeconds: 10 * 60 },
  /** verification codes and reset mails asked for per address per window */
  code: { points: 10, windowSeconds: 60 * 60 },
} as const;

export type AddressBucket = keyof typeof PER_ADDRESS_LIMITS;

export type SigninVerdict = "ok" | 30006 | 30008 | 30009;

/** Before the password is checked: is the captcha needed, or is the account locked? */
export function signinGate(failures: number, captchaOk: boolean): "open" | 30008 | 30009 {
  if (failures >= AUTH_LIMITS.lockAfterFailures) return 30008;
  if (failures >= AUTH_LIMITS.captchaAfterFailures && !captchaOk) return 30009;
  return "open";
}

/** After a wrong password: `failures` counts the earlier ones in the window. */
export function wrongPasswordVerdict(failures: number): 30006 | 30008 | 30009 {
  const now = failures + 1;
  if (now >= AUTH_LIMITS.lockAfterFailures) return 30008;
  if (now >= AUTH_LIMITS.captchaAfterFailures) return 30009;
  return 30006;
}

/**
 * May another code be sent to a target that was sent codes at `sentAt`? null = yes; otherwise the
 * §8 code: 30014 within a minute of the last, 30002 at the hourly cap, 30001 at the daily count.
 */
export function codeSendVerdict(sentAt: readonly Date[], now: Date): null | 30001 | 30002 | 30014 {
  const t = now.getTime();
  if (sentAt.some((d) => t - d.getTime() < AUTH_LIMITS.codeResendSeconds * 1000)) return 30014;
  const today = shopToday(now);
  if (sentAt.filter((d) => shopToday(d) === today).length >= AUTH_LIMITS.codeDailyCap) return 30001;
  if (sentAt.filter((d) => t - d.getTime() < 3600_000).length >= AUTH_LIMITS.codeHourlyCap) return 30002;
  return null;
}

/** Seconds until the resend button works again (the storefront's 60 s countdown). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const left = AUTH_LIMITS.codeResendSeconds * 1000 - (now.getTime() - lastSentAt.getTime());
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
