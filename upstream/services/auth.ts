// Sign-up, sign-in (password with captcha after three failures, phone code, guest), password
// reset and change (spec §5 Credentials, §8 30003–30014, 30020, §9).
import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { SigninBody, SignupBody } from "../../lib/commerce/accounts/account-forms.schema";
import {
  AUTH_LIMITS,
  signinGate,
  wrongPasswordVerdict,
  type SigninFailures,
} from "../../lib/commerce/accounts/auth-limits";
import { normalisePhone } from "../../lib/commerce/accounts/credentials";
import type { Locale } from "../../lib/commerce/platform/locales";
import type { Db } from "../db/client";
import { loginAttempts, passwordResets, users } from "../db/schema";
import { DomainError } from "./errors";
import { verifyCaptcha } from "./captcha";
import { randomToken, sha256 } from "./crypto";
import type { Deps } from "./deps";
import { createUser, findIdentity, nicknameFor } from "./identity";
import { createSession, endOtherSessions, type UserRow } from "./sessions";
import { consumeCode, takeCode } from "./verification";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { USER_STATUS } from "../../lib/commerce/contract/record-status";
import {
  allowsStep,
  type CredentialStep,
  IDENTITY_TYPE,
} from "../../lib/commerce/accounts/login-ways";

// argon2id with the OWASP minimum (19 MiB, 2 passes)
const ARGON = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const hashPassword = (password: string) => hash(password, ARGON);

/** Verifying against this when the user is unknown keeps the answer time the same. */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword("not-a-real-password-1"));

export const refused = () =>
  new DomainError(
    Codes.loginRefused,
    "You can't log in with this account, please contact customer service.",
  );

type Ctx = {
  db: Db;
  deps: Deps;
  platformId: number;
  now: Date;
  /** the brand's login ways (platforms.login_ways) */ loginWays: readonly string[];
};

/** Refuses a credential step the brand does not offer (lib/commerce/accounts/login-ways): no account the brand cannot sign in to. */
export function requireStep(ways: readonly string[], step: CredentialStep): void {
  if (!allowsStep(step, ways))
    throw new DomainError(Codes.loginRefused, "this brand does not offer this way to sign in");
}

export async function signup(ctx: Ctx, body: SignupBody): Promise<string> {
  const { db, now } = ctx;
  requireStep(ctx.loginWays, { kind: "signup", identityType: body.identity_type });
  if (body.identity_type === IDENTITY_TYPE.phoneCode) {
    const phone = normalisePhone(body.country_code, body.phone);
    await consumeCode(db, phone, "signup", body.code, now);
    const passwordHash = await hashPassword(body.password);
    const user = await db
      .transaction(async (tx) => {
        if (await findIdentity(tx, "phone", phone))
          throw new DomainError(Codes.alreadyRegistered, "account already registered");
        return createUser(
          tx,
          { platformId: ctx.platformId, nickname: nicknameFor({ phone }), passwordHash, now },
          [{ kind: "phone", value: phone, verified: true }],
        );
      })
      .catch(uniqueToRegistered);
    return createSession(db, user.id, ctx.platformId, now);
  }
  const passwordHash = await hashPassword(body.password);
  const phone = normalisePhone(body.country_code, body.mobile);
  const user = await db
    .transaction(async (tx) => {
      if (await findIdentity(tx, "email", body.email))
        throw new DomainError(Codes.alreadyRegistered, "account already registered");
      const phoneTaken = await findIdentity(tx, "phone", phone);
      return createUser(
        tx,
        {
          platformId: ctx.platformId,
          nickname: nicknameFor({ firstName: body.first_name, lastName: body.last_name }),
          firstName: body.first_name,
          lastName: body.last_name,
          company: body.company ?? "",
          jobTitle: body.job_title ?? "",
          passwordHash,
          now,
        },
        // the mobile becomes a sign-in identity only when nobody holds it; it is not verified
        [
          { kind: "email", value: body.email, verified: false },
          ...(phoneTaken ? [] : [{ kind: "phone" as const, value: phone, verified: false }]),
        ],
      );
    })
    .catch(uniqueToRegistered);
  return createSession(db, user.id, ctx.platformId, now);
}

/** Two sign-ups racing for one e-mail: the unique index decides, the loser gets 30003. */
function uniqueToRegistered(error: unknown): never {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  if (/duplicate key|unique/i.test(text))
    throw new DomainError(Codes.alreadyRegistered, "account already registered");
  throw error;
}

/**
 * The failed password sign-ins of `subject` in the window: from every address since the account's
 * last success, from `address` since that address's last success, and how long ago the latest
 * was (by insertion order: one clock tick can hold a failure and a success).
 */
async function recentFailures(
  db: Db,
  subject: string,
  address: string,
  now: Date,
): Promise<SigninFailures> {
  const since = new Date(now.getTime() - AUTH_LIMITS.failureWindowMinutes * 60_000);
  const lastSuccess = sql`coalesce((select max(a.id) from ${loginAttempts} a where a.subject = ${subject} and a.succeeded), 0)`;
  const lastSuccessHere = sql`coalesce((select max(a.id) from ${loginAttempts} a where a.subject = ${subject} and a.address = ${address} and a.succeeded), 0)`;
  const failed = sql`not ${loginAttempts.succeeded} and ${loginAttempts.id} > ${lastSuccess}`;
  const [row] = await db
    .select({
      account: sql<number>`count(*) filter (where ${failed})`.mapWith(Number),
      address:
        sql<number>`count(*) filter (where not ${loginAttempts.succeeded} and ${loginAttempts.address} = ${address} and ${loginAttempts.id} > ${lastSuccessHere})`.mapWith(
          Number,
        ),
      lastMs: sql<
        number | null
      >`floor(extract(epoch from max(${loginAttempts.at}) filter (where ${failed})) * 1000)`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.subject, subject), gt(loginAttempts.at, since)));
  const lastMs = row?.lastMs ?? null;
  return {
    account: row?.account ?? 0,
    address: row?.address ?? 0,
    sinceLastMs: lastMs === null ? null : now.getTime() - lastMs,
  };
}

function signinSubject(
  username: string,
  countryCode: string | undefined,
): { kind: "email" | "phone"; value: string } {
  if (username.includes("@")) return { kind: "email", value: username.trim().toLowerCase() };
  return {
    kind: "phone",
    value: normalisePhone(countryCode ?? "86", username.replace(/[\s-]/g, "")),
  };
}

/** `address`: the client's (upstream/http/shopper-address.ts); password failures lock per (account, address). */
export async function signin(ctx: Ctx, body: SigninBody, address = "unknown"): Promise<string> {
  const { db, now } = ctx;
  requireStep(ctx.loginWays, { kind: "signin", identityType: body.identity_type });
  if (body.identity_type === IDENTITY_TYPE.guest) {
    const user = await createUser(
      db,
      { platformId: ctx.platformId, nickname: "Guest", isGuest: true, now },
      [],
    );
    return createSession(db, user.id, ctx.platformId, now);
  }
  if (body.identity_type === IDENTITY_TYPE.phoneCode) {
    const phone = normalisePhone(body.country_code, body.phone);
    await consumeCode(db, phone, "signin", body.code, now);
    const found = await findIdentity(db, "phone", phone);
    const user =
      found?.user ??
      (await createUser(db, { platformId: ctx.platformId, nickname: nicknameFor({ phone }), now }, [
        { kind: "phone", value: phone, verified: true },
      ]).catch(async (e) => {
        const again = await findIdentity(db, "phone", phone);
        if (again) return again.user;
        throw e;
      }));
    if (user.status !== USER_STATUS.active) throw refused();
    return createSession(db, user.id, ctx.platformId, now);
  }

  const subject = signinSubject(body.username, body.country_code);
  const key = `${subject.kind}:${subject.value}`;
  const failures = await recentFailures(db, key, address, now);
  const captchaOk =
    failures.account >= AUTH_LIMITS.captchaAfterFailures
      ? await verifyCaptcha(db, ctx.deps, body.ticket, body.randstr, now)
      : false;
  const gate = signinGate(failures, captchaOk);
  if (gate !== "open")
    throw new DomainError(
      gate,
      gate === Codes.captchaRequired ? "captcha required" : "too many password attempts",
    );

  const found = await findIdentity(db, subject.kind, subject.value);
  const storedHash = found?.user.passwordHash ?? null;
  const passwordOk = await verify(storedHash ?? (await dummy()), body.password).catch(() => false);
  if (!found || !storedHash || !passwordOk) {
    await db.insert(loginAttempts).values({ subject: key, address, succeeded: false, at: now });
    const verdict = wrongPasswordVerdict(failures);
    throw new DomainError(
      verdict,
      verdict === Codes.wrongCredentials
        ? "wrong e-mail or password"
        : verdict === Codes.captchaRequired
          ? "captcha required"
          : "too many password attempts",
    );
  }
  if (found.user.status !== USER_STATUS.active) throw refused();
  await db.insert(loginAttempts).values({ subject: key, address, succeeded: true, at: now });
  return createSession(db, found.user.id, ctx.platformId, now);
}

const RESET_TEXT: Record<
  Locale,
  (link: string, minutes: number) => { subject: string; body: string }
> = {
  en: (link, m) => ({
    subject: "Reset your password",
    body: `Open this link within ${m} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
  }),
  "zh-hans": (link, m) => ({
    subject: "重置密码",
    body: `请在 ${m} 分钟内打开以下链接设置新密码：\n${link}\n\n如果这不是您本人的操作，请忽略此邮件。`,
  }),
  "zh-hant": (link, m) => ({
    subject: "重設密碼",
    body: `請在 ${m} 分鐘內打開以下連結設定新密碼：\n${link}\n\n如果這不是您本人的操作，請忽略此郵件。`,
  }),
};

/**
 * Mails a single-use reset link. Answers the same whether or not the e-mail is registered, so the
 * call cannot be used to find out who has an account.
 */
export async function sendResetMail(
  ctx: Ctx & { lang: Locale },
  email: string,
  origin: string,
): Promise<void> {
  requireStep(ctx.loginWays, { kind: "reset", channel: "email" });
  const found = await findIdentity(ctx.db, "email", email);
  if (!found || found.user.status !== USER_STATUS.active) return;
  const token = randomToken();
  await ctx.db.insert(passwordResets).values({
    userId: found.user.id,
    tokenHash: sha256(token),
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + AUTH_LIMITS.resetLinkTtlMinutes * 60_000),
  });
  const link = `${origin}/auth/password-reset2?token=${encodeURIComponent(token)}`;
  const text = RESET_TEXT[ctx.lang](link, AUTH_LIMITS.resetLinkTtlMinutes);
  await ctx.deps.outbox.send(
    ctx.db,
    { channel: "email", to: email, subject: text.subject, body: text.body },
    ctx.now,
  );
}

async function setPassword(
  db: Db,
  user: UserRow,
  password: string,
  now: Date,
  keepSessionId: number | null,
) {
  if (user.passwordHash && (await verify(user.passwordHash, password).catch(() => false)))
    throw new DomainError(Codes.newPasswordEqualsOld, "new password equals old");
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: now })
    .where(eq(users.id, user.id));
  await endOtherSessions(db, user.id, keepSessionId);
}

export async function resetByToken(ctx: Ctx, token: string, password: string): Promise<void> {
  requireStep(ctx.loginWays, { kind: "reset", channel: "email" });
  const { now } = ctx;
  // spend the link first (conditional update): two submits of one link cannot both win; in one
  // transaction with the change, so a refused password (30010) leaves the link usable
  await ctx.db.transaction(async (db) => {
    const [spent] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) throw new DomainError(Codes.tokenExpired, "reset link expired or used");
    const [user] = await db.select().from(users).where(eq(users.id, spent.userId));
    if (!user) throw new DomainError(Codes.tokenExpired, "reset link expired or used");
    await setPassword(db, user, password, now, null);
  });
}

export async function resetByCode(
  ctx: Ctx,
  countryCode: string,
  phoneNumber: string,
  code: string,
  password: string,
): Promise<void> {
  requireStep(ctx.loginWays, { kind: "reset", channel: "phone" });
  const phone = normalisePhone(countryCode, phoneNumber);
  // one transaction: a refused new password (30010) rolls the spent code back so the person can
  // choose another one with the same code; a wrong code still counts its attempt
  const codeOk = await ctx.db.transaction(async (db) => {
    if (!(await takeCode(db, phone, "reset", code, ctx.now))) return false;
    const found = await findIdentity(db, "phone", phone);
    if (!found) return false;
    await setPassword(db, found.user, password, ctx.now, null);
    return true;
  });
  if (!codeOk) throw new DomainError(Codes.wrongCode, "wrong or expired code");
}

export async function changePassword(
  ctx: Ctx,
  user: UserRow,
  sessionId: number,
  oldPassword: string,
  password: string,
): Promise<void> {
  if (!user.passwordHash || !(await verify(user.passwordHash, oldPassword).catch(() => false)))
    throw new DomainError(Codes.wrongPassword, "wrong password");
  await setPassword(ctx.db, user, password, ctx.now, sessionId);
}
