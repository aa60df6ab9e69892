import "server-only";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import { z } from "zod";
import { env, sessionSecret } from "./env";
import { cookiesAreSecure } from "./http/secure-cookies";
import { COOKIES } from "./preferences";

// The upstream token lives only inside this sealed (encrypted + signed), httpOnly cookie; the
// browser can neither read nor forge it. Route handlers turn it into `Authorization: Bearer`.
export type SessionData = { token?: string; since?: number };

const tokenSchema = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9._~+/=-]+$/);
const MAX_AGE = 60 * 60 * 24 * 30;

function options(): SessionOptions {
  return {
    password: sessionSecret,
    cookieName: COOKIES.session,
    ttl: MAX_AGE,
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // Secure on https deployments; a plain-http localhost run would otherwise lose the cookie
      secure: cookiesAreSecure({ production: env.SHOP_STAGE === "production", publicOrigin: env.PUBLIC_ORIGIN }),
      maxAge: MAX_AGE - 60,
    },
  };
}

async function session() {
  return getIronSession<SessionData>(await cookies(), options());
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
