import "server-only";
import { cookies } from "next/headers";
import { z } from "zod";
import { COOKIES } from "./preferences";

// The upstream token lives only in this httpOnly cookie; the browser never reads it.
const tokenSchema = z.string().min(8).max(512).regex(/^[A-Za-z0-9._~+/=-]+$/);

export async function readSessionToken(): Promise<string | null> {
  const raw = (await cookies()).get(COOKIES.session)?.value;
  const parsed = tokenSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export async function clearSession(): Promise<void> {
  (await cookies()).delete(COOKIES.session);
}

export const SESSION_COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 30,
} as const;
