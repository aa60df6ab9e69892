// Spec §7 Idempotency-Key: calls that move money, stock or points take a key, and a retry with it
// gets the first answer again. The middlewares here are applied from a route's definition
// (`idempotency` in ./route.ts), after the guard, so a claim is owned by the signed-in caller.
import type { Context, MiddlewareHandler } from "hono";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { DomainError, sendError, type Env } from "./context";
import { sha256 } from "../services/crypto";
import {
  claimKey,
  DEFAULT_IDEMPOTENCY,
  isLockTimeout,
  releaseClaim,
  setLockTimeout,
  storeAnswer,
  type Claim,
  type ClaimResult,
  type IdempotencySettings,
} from "../services/idempotency";

/** Money, stock or points move: such a call must carry an Idempotency-Key (a retry then finds the same result). */
export const requireIdempotencyKey: MiddlewareHandler<Env> = async (c, next) => {
  if (!c.req.header("idempotency-key"))
    return sendError(c, new DomainError(Codes.badRequest, "Idempotency-Key header is required"));
  await next();
};

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** A 5xx inside the claim's transaction: roll the work and the claim back, keep the answer. */
class RollBack extends Error {}

type Claimed = { claim: Claim; settings: IdempotencySettings } | Response;

/** The key's owner and request hash, or the 400 for a malformed key; null when the call has no key. */
async function claimOf(c: Context<Env>): Promise<Claimed | null> {
  const key = c.req.header("idempotency-key");
  if (!key) return null;
  if (!KEY.test(key))
    return sendError(c, new DomainError(Codes.badRequest, "invalid Idempotency-Key"));
  const user = c.get("viewer");
  const owner = user ? `u${user.id}` : `anon:${c.get("platform").id}`;
  const requestHash = sha256(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
  return {
    claim: { owner, key, requestHash, now: c.get("now") },
    settings: c.get("deps").idempotency ?? DEFAULT_IDEMPOTENCY,
  };
}

/** The answer to a request whose key is already taken (replay, another body, still running). */
function answerTaken(c: Context<Env>, result: Exclude<ClaimResult, { kind: "fresh" }>) {
  if (result.kind === "conflict")
    return sendError(
      c,
      new DomainError(Codes.idempotencyConflict, "Idempotency-Key reused with another request"),
    );
  if (result.kind === "inProgress")
    return sendError(
      c,
      new DomainError(
        Codes.idempotencyConflict,
        "a request with this Idempotency-Key is in progress",
      ),
    );
  c.header("idempotent-replayed", "true");
  // the body as it was sent, byte for byte (a jsonb object would come back with its keys reordered)
  if (typeof result.response === "string")
    return c.body(result.response, result.status as 200, { "content-type": "application/json" });
  return c.json(result.response as object, result.status as 200);
}

const storedBody = (res: Response): Promise<string> => res.clone().text();

/**
 * Idempotency-Key (optional here, required where money moves) for database-only work: the key is
 * claimed, the work done and its answer stored in ONE transaction (the services' own transactions
 * become savepoints of it). A crash after the commit leaves the work and its answer, so a retry
 * replays it (same order sn); a crash before it leaves nothing, so a retry runs. A duplicate
 * arriving meanwhile waits for that transaction (up to `waitMs`), then replays or answers 40009
 * "in progress"; another body with the key is refused (40009). 4xx answers are stored too.
 */
export const idempotent: MiddlewareHandler<Env> = async (c, next) => {
  const claimed = await claimOf(c);
  if (claimed === null) return next();
  if (claimed instanceof Response) return claimed;
  const { claim, settings } = claimed;
  const db = c.get("db");
  let taken: Exclude<ClaimResult, { kind: "fresh" }> | null = null;
  try {
    await db.transaction(async (tx) => {
      await setLockTimeout(tx, settings.waitMs);
      const result = await claimKey(tx, claim, settings);
      if (result.kind !== "fresh") {
        taken = result;
        return;
      }
      await setLockTimeout(tx, null);
      // every query of the handler runs on this transaction's connection, one at a time
      c.set("db", tx);
      try {
        await next();
      } finally {
        c.set("db", db);
      }
      if (c.res.status >= 500) throw new RollBack();
      await storeAnswer(tx, claim, c.res.status, await storedBody(c.res));
    });
  } catch (error) {
    if (error instanceof RollBack) return;
    if (isLockTimeout(error)) return answerTaken(c, { kind: "inProgress" });
    throw error;
  }
  if (taken) return answerTaken(c, taken);
  c.get("deps").faults?.afterCommit?.(c.req.path);
};

/**
 * Idempotency-Key for work that takes long outside the database (password hashing, a call to
 * WeChat), which must not hold a transaction open meanwhile: the claim is committed before the
 * work and the answer stored after it; a 5xx or a throw gives the claim up. If the process dies
 * in between, the claim is taken over once older than `staleAfterMs` (default 60 s).
 */
export const idempotentOutside: MiddlewareHandler<Env> = async (c, next) => {
  const claimed = await claimOf(c);
  if (claimed === null) return next();
  if (claimed instanceof Response) return claimed;
  const { claim, settings } = claimed;
  const db = c.get("db");
  const result = await claimKey(db, claim, settings);
  if (result.kind !== "fresh") return answerTaken(c, result);
  try {
    await next();
  } catch (error) {
    await releaseClaim(db, claim);
    throw error;
  }
  if (c.res.status >= 500) return void (await releaseClaim(db, claim));
  await storeAnswer(db, claim, c.res.status, await storedBody(c.res));
};

/** The Idempotency-Key header as a parameter of the document. */
export const idempotencyHeader = (required: boolean) => ({
  in: "header",
  name: "Idempotency-Key",
  required,
  description:
    "8–100 of A–Z a–z 0–9 _ -. A retry with the same key and body gets the first answer again (header idempotent-replayed: true); keys are kept 24 hours.",
  schema: { type: "string", pattern: KEY.source },
});
