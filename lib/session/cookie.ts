import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies, headers } from "next/headers";
import { z } from "zod";
import { env, sessionSecret } from "../env";
import { cookiesAreSecure } from "../http/secure-cookies";
import { COOKIES } from "../shop/preferences";

// The upstream token lives only inside this sealed (encrypted + signed), httpOnly cookie; the
// browser can neither read nor forge it. Route handlers turn it into `Authorization: Bearer`.
type SessionData = { token?: string; since?: number };

const tokenSchema = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9._~+/=-]+$/);
const MAX_AGE = 60 * 60 * 24 * 30;

function options(forwardedProto: string | null): SessionOptions {
  return {
    password: sessionSecret,
    cookieName: COOKIES.session,
    ttl: MAX_AGE,
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // Secure on https deployments, a TLS-terminating proxy's included (X-Forwarded-Proto, as for
      // every other cookie we set); a plain-http localhost run would otherwise lose the cookie
      secure: cookiesAreSecure({
        production: env.SHOP_STAGE === "production",
        publicOrigin: env.PUBLIC_ORIGIN,
        forwardedProto,
      }),
      maxAge: MAX_AGE - 60,
    },
  };
}

async function session() {
  return getIronSession<SessionData>(
    await cookies(),
    options((await headers()).get("x-forwarded-proto")),
  );
}

/** The upstream token of the signed-in person, or null (missing, tampered or malformed cookie). */
export async function readSessionToken(): Promise<string | null> {
  try {
    const parsed = tokenSchema.safeParse((await session()).token);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Route handlers and server actions only: seal a new token into the cookie. */
export async function startSession(token: string): Promise<void> {
  const s = await session();
  s.token = tokenSchema.parse(token);
  s.since = Date.now();
  await s.save();
}

/** Route handlers and server actions only. */
export async function clearSession(): Promise<void> {
  (await cookies()).delete(COOKIES.session);
}

/**
 * Proof, for /api/auth/expired, that the upstream refused this very token (40003). Signing out
 * changes state, so a GET must not do it on anyone's say-so (an <img> on another site would sign
 * the shopper out): the route clears the cookie only when it holds no usable token or the
 * redirect carries the proof for the token it holds — which only this server can compute.
 */
export function expiryProof(token: string): string {
  return createHmac("sha256", sessionSecret)
    .update(`expired\u0000${token}`)
    .digest("base64url")
    .slice(0, 32);
}

/** Clears the session if it is already dead (no usable token) or `proof` is its expiryProof; false: a live session, left alone. */
export async function clearSessionIfExpired(proof: string | null): Promise<boolean> {
  const token = await readSessionToken();
  if (token) {
    const expected = Buffer.from(expiryProof(token));
    const given = Buffer.from(proof ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  }
  await clearSession();
  return true;
}
