/** @jest-environment node */
// Spec §8 30008/30009: a stranger who knows an e-mail cannot lock its owner out. The lock
// counts failures per (account, client address); the captcha after three stays per account (the
// spec's rule); once ten failed from anywhere, each attempt waits a short doubling delay; a phone
// code sign-in is never gated. The storefront says the shopper's address (x-shopper-address),
// which counts only with the shared token. docs/decisions/account-lock.md
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { AUTH_LIMITS } from "../../../lib/commerce/accounts/auth-limits";
import { DATABASES } from "./databases";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";

jest.setTimeout(180_000);

const TOKEN = "test-shopper-address-token-0123456789";
const ATTACKER = "203.0.113.66";
const OWNER = "198.51.100.7";

async function solvedTicket(h: AccountHarness) {
  const challenge = (await h.call("GET", "/accounts/captcha")).body.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  const ticket = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64");
  return { ticket, randstr: challenge.parameters.salt as string };
}

describe.each(DATABASES)("the sign-in lock on %s", (kind) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(kind, { shopperAddressToken: TOKEN });
  });
  afterAll(async () => {
    await h?.close();
  });

  const from = (address: string, token = TOKEN) => ({
    "x-shopper-address": address,
    "x-shopper-address-token": token,
  });
  const signin = async (
    username: string,
    password: string,
    headers: Record<string, string>,
    withCaptcha = false,
  ) =>
    (
      await h.call(
        "POST",
        "/accounts/signin",
        { identity_type: 1, username, password, ...(withCaptcha ? await solvedTicket(h) : {}) },
        headers,
      )
    ).body.code as number;

  /** ten wrong passwords, a second apart, solving the captcha when asked: the address is locked */
  async function lockOut(username: string, headers: Record<string, string>) {
    const codes = [];
    for (let i = 0; i < AUTH_LIMITS.lockAfterFailures; i++) {
      h.clock.advance(1000);
      codes.push(
        await signin(username, "wrong123", headers, i >= AUTH_LIMITS.captchaAfterFailures),
      );
    }
    return codes;
  }

  it("the attacker's address is locked (30008); the owner signs in from another address with the captcha", async () => {
    await h.signupEmail("owner@example.com", "right123");
    expect((await lockOut("owner@example.com", from(ATTACKER))).at(-1)).toBe(30008);
    h.clock.advance(61_000);
    // locked for the attacker, even with the right password and a solved captcha
    expect(await signin("owner@example.com", "right123", from(ATTACKER), true)).toBe(30008);
    // the owner, elsewhere: the captcha (three failures of the account), then in
    h.clock.advance(61_000);
    expect(await signin("owner@example.com", "right123", from(OWNER))).toBe(30009);
    expect(await signin("owner@example.com", "right123", from(OWNER), true)).toBe(10000);
    // the owner's success does not unlock the attacker's address: its own failures still count
    expect(await signin("owner@example.com", "wrong123", from(ATTACKER), true)).toBe(30008);
  });

  it("an address said without the storefront's token counts as the caller's own: made-up headers all land in one lock", async () => {
    await h.signupEmail("forged@example.com", "right123");
    const codes = [];
    for (let i = 0; i < AUTH_LIMITS.lockAfterFailures + 2; i++) {
      h.clock.advance(1000);
      codes.push(
        await signin(
          "forged@example.com",
          "wrong123",
          from(`192.0.2.${i + 1}`, "not-the-token-000000000000000000000"),
          i >= AUTH_LIMITS.captchaAfterFailures,
        ),
      );
    }
    expect(codes.slice(AUTH_LIMITS.lockAfterFailures - 1)).toEqual([30008, 30008, 30008]);
  });

  it("ten failures spread over ten addresses: nobody is locked, each further attempt waits the account's doubling delay", async () => {
    await h.signupEmail("spread@example.com", "right123");
    for (let i = 0; i < AUTH_LIMITS.lockAfterFailures; i++) {
      h.clock.advance(1000);
      await signin(
        "spread@example.com",
        "wrong123",
        from(`192.0.2.${100 + i}`),
        i >= AUTH_LIMITS.captchaAfterFailures,
      );
    }
    // 10 failures: 1 s between attempts; the 11th makes it 2 s
    h.clock.advance(500);
    expect(await signin("spread@example.com", "wrong123", from("192.0.2.200"), true)).toBe(30008);
    h.clock.advance(500);
    expect(await signin("spread@example.com", "wrong123", from("192.0.2.200"), true)).toBe(30009);
    h.clock.advance(1999);
    expect(await signin("spread@example.com", "right123", from(OWNER), true)).toBe(30008);
    h.clock.advance(1);
    expect(await signin("spread@example.com", "right123", from(OWNER), true)).toBe(10000);
  });

  it("a phone code sign-in works while the password sign-in is locked from the same address", async () => {
    const phone = "51234567";
    const signup = await h.call("POST", "/accounts/signup", {
      identity_type: 1,
      first_name: "Ada",
      last_name: "Lovelace",
      email: "coded@example.com",
      password: "right123",
      password_confirm: "right123",
      country_code: "852",
      mobile: phone,
      agree: true,
    });
    expect(signup.status).toBe(200);
    expect((await lockOut("coded@example.com", from(ATTACKER))).at(-1)).toBe(30008);
    await h.call(
      "POST",
      "/accounts/verification_code_send",
      { purpose: "signin", channel: "phone", country_code: "852", phone },
      from(ATTACKER),
    );
    const code = await h.lastCode(`+852 ${phone}`);
    const res = await h.call(
      "POST",
      "/accounts/signin",
      { identity_type: 2, country_code: "852", phone, code },
      from(ATTACKER),
    );
    expect(res.status).toBe(200);
    expect((await h.as(res.body.data.token)("GET", "/accounts/privacy")).body.data).toMatchObject({
      email: "coded@example.com",
    });
  });
});
