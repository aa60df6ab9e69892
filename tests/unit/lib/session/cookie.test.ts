/** @jest-environment node */
// The session cookie is Secure behind an https proxy (X-Forwarded-Proto), as
// docs/request-handling.md says and as every other cookie is; /api/auth/expired clears only a
// session that is already dead.

type Cookie = { name: string; value: string; options?: Record<string, unknown> };
const jar = new Map<string, Cookie>();
let requestHeaders = new Headers();

jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => jar.get(name),
    set: (name: string, value: string, options?: Record<string, unknown>) =>
      void jar.set(name, { name, value, options }),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => requestHeaders,
}));

import { COOKIES } from "@/lib/shop/preferences";
import {
  clearSessionIfExpired,
  expiryProof,
  readSessionToken,
  startSession,
} from "@/lib/session/cookie";

const TOKEN = "tok_0123456789abcdefghijklmnop";

beforeEach(() => {
  jar.clear();
  requestHeaders = new Headers();
});

it.each<[string, Record<string, string>, boolean]>([
  ["plain http, no proxy (a localhost run): not Secure", {}, false],
  ["behind an https proxy: Secure", { "x-forwarded-proto": "https" }, true],
  ["behind proxies, the nearest https: Secure", { "x-forwarded-proto": "https, http" }, true],
  ["behind an http proxy: not Secure", { "x-forwarded-proto": "http" }, false],
])("%s", async (_name, headers, secure) => {
  requestHeaders = new Headers(headers);
  await startSession(TOKEN);
  expect(jar.get(COOKIES.session)?.options).toMatchObject({
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
});

describe("clearing on /api/auth/expired", () => {
  it.each<[string, () => string | null, boolean]>([
    // an <img src="/api/auth/expired"> on another site: no proof, the live session stays
    ["no proof: kept", () => null, false],
    ["a made-up proof: kept", () => "x".repeat(32), false],
    [
      "the proof for another token: kept",
      () => expiryProof("tok_another_one_0123456789abcd"),
      false,
    ],
    // the page that saw the upstream refuse this token (40003)
    ["the proof for this token: cleared", () => expiryProof(TOKEN), true],
  ])("a live session with %s", async (_name, proof, cleared) => {
    await startSession(TOKEN);
    expect(await clearSessionIfExpired(proof())).toBe(cleared);
    expect(await readSessionToken()).toBe(cleared ? null : TOKEN);
  });

  it("a cookie holding no usable token is cleared without proof (nothing to protect)", async () => {
    jar.set(COOKIES.session, { name: COOKIES.session, value: "garbage" });
    expect(await clearSessionIfExpired(null)).toBe(true);
    expect(jar.has(COOKIES.session)).toBe(false);
  });
});
