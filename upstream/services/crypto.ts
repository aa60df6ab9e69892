import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 32 random bytes, base64url: session tokens, reset links, auth codes. */
export const randomToken = () => randomBytes(32).toString("base64url");

/** Only hashes of tokens and codes are stored. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A six-digit verification code. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
