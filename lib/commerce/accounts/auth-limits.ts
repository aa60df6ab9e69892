// Spec §4 (30009 → captcha), §8 (30001, 30002, 30008, 30009, 30014) and §9 (a code once per
// minute with an hourly cap; a code required after 3 wrong passwords): the numbers and the
// decisions, once. The upstream enforces them with counts from its database.
import { shopToday } from "../time/shop-time";
import { Codes } from "../contract/error-codes";

export const AUTH_LIMITS = {
  /** the third wrong password answers 30009; from then on sign-in needs the captcha */
  captchaAfterFailures: 3,
  /**
   * from this many failures of one (account, client address) in the window, sign-in from that
   * address is refused even with the captcha (30008); other addresses are not locked out
   */
  lockAfterFailures: 10,
  /** past lockAfterFailures of the account from all addresses together, each attempt waits a doubling delay, at most this long */
  accountDelayMaxSeconds: 60,
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

type Code<N extends keyof typeof Codes> = (typeof Codes)[N];
export type SigninVerdict =
  "ok" | Code<"wrongCredentials"> | Code<"tooManyPasswordAttempts"> | Code<"captchaRequired">;

/**
 * Earlier failed password sign-ins of one account in the window, since its last success: from
 * every address (`account`) and from this request's address (`address`, since that address's
 * last success), and how long ago the latest was (null: none).
 */
export type SigninFailures = { account: number; address: number; sinceLastMs: number | null };

/**
 * The wait the account imposes between attempts once strangers from many addresses have
 * failed lockAfterFailures times: 1 s, 2 s, 4 s … at most accountDelayMaxSeconds. An owner meets
 * it at most once, briefly; a spread-out guesser gets one guess per delay.
 */
export function accountDelaySeconds(accountFailures: number): number {
  if (accountFailures < AUTH_LIMITS.lockAfterFailures) return 0;
  return Math.min(
    AUTH_LIMITS.accountDelayMaxSeconds,
    2 ** (accountFailures - AUTH_LIMITS.lockAfterFailures),
  );
}

/**
 * Before the password is checked: is this address locked out of the account (30008), must it
 * wait the account's delay (30008), or is the captcha needed (30009, after three failures of the
 * account from anywhere — the spec's rule)? The lock counts per (account, address), so a stranger
 * who knows an e-mail locks only themselves out; code sign-in never passes this gate.
 */
export function signinGate(
  failures: SigninFailures,
  captchaOk: boolean,
): "open" | Code<"tooManyPasswordAttempts"> | Code<"captchaRequired"> {
  if (failures.address >= AUTH_LIMITS.lockAfterFailures) return Codes.tooManyPasswordAttempts;
  const delayMs = accountDelaySeconds(failures.account) * 1000;
  if (delayMs > 0 && failures.sinceLastMs !== null && failures.sinceLastMs < delayMs)
    return Codes.tooManyPasswordAttempts;
  if (failures.account >= AUTH_LIMITS.captchaAfterFailures && !captchaOk)
    return Codes.captchaRequired;
  return "open";
}

/** After a wrong password: the counts are of the earlier failures in the window. */
export function wrongPasswordVerdict(
  failures: Pick<SigninFailures, "account" | "address">,
): Exclude<SigninVerdict, "ok"> {
  if (failures.address + 1 >= AUTH_LIMITS.lockAfterFailures) return Codes.tooManyPasswordAttempts;
  if (failures.account + 1 >= AUTH_LIMITS.captchaAfterFailures) return Codes.captchaRequired;
  return Codes.wrongCredentials;
}

/**
 * May another code be sent to a target that was sent codes at `sentAt`? null = yes; otherwise the
 * §8 code: 30014 within a minute of the last, 30002 at the hourly cap, 30001 at the daily count.
 */
export function codeSendVerdict(
  sentAt: readonly Date[],
  now: Date,
): null | Code<"codeCountLimit"> | Code<"retryInHour"> | Code<"oneCodePerMinute"> {
  const t = now.getTime();
  if (sentAt.some((d) => t - d.getTime() < AUTH_LIMITS.codeResendSeconds * 1000))
    return Codes.oneCodePerMinute;
  const today = shopToday(now);
  if (sentAt.filter((d) => shopToday(d) === today).length >= AUTH_LIMITS.codeDailyCap)
    return Codes.codeCountLimit;
  if (sentAt.filter((d) => t - d.getTime() < 3600_000).length >= AUTH_LIMITS.codeHourlyCap)
    return Codes.retryInHour;
  return null;
}

/** Seconds until the resend button works again (the storefront's 60 s countdown). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const left = AUTH_LIMITS.codeResendSeconds * 1000 - (now.getTime() - lastSentAt.getTime());
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
