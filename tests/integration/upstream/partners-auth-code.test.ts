/** @jest-environment node */
// Spec §7 "GET open/accounts/auth_code (returns auth_code); auth gat and gatTravel take auth_code":
// the shop hands a signed-in shopper a one-time code (§2 /auth/gat), and the partner app's server
// redeems it, with its brand's partner secret, to learn who the shopper is — once, before it
// expires, for that brand only. On PGlite and PostgreSQL (the race: partners-race.test.ts).
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import * as s from "../../../upstream/db/schema";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { DATABASES } from "./databases";

jest.setTimeout(120_000);

const SECRETS = {
  default: "default-partner-secret-0123456789",
  www: "www-partner-secret-0123456789abcd",
};

describe.each(DATABASES)("partner auth codes on %s", (kind) => {
  let h: AccountHarness;
  let n = 0;
  const shopper = async () => h.signupEmail(`gat-${kind}-${++n}-${Date.now()}@example.com`);
  const codeFor = async (token: string) =>
    (await h.as(token)("GET", "/open/accounts/auth_code")).body.data.auth_code as string;
  const redeem = (code: unknown, secret: string | null = SECRETS.default, platform = "default") =>
    h.call(
      "POST",
      "/open/accounts/auth_code/redeem",
      { auth_code: code },
      { platform, ...(secret === null ? {} : { "x-partner-secret": secret }) },
    );
  const userIdOf = async (token: string) =>
    (await h.as(token)("GET", "/accounts/privacy")).body.data.id as number;

  beforeAll(async () => {
    h = await openAccountHarness(kind, { partnerSecrets: SECRETS });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("tells the partner who the shopper is, once", async () => {
    const token = await shopper();
    const code = await codeFor(token);
    const first = await redeem(code);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      user_id: await userIdOf(token),
      partner_user_id: null,
      nickname: expect.any(String),
    });
    const again = await redeem(code);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 401, code: 10001 });
  });

  it("names the partner's own user for a shopper who came through its union sign-in", async () => {
    const jwt = await new SignJWT({ name: "Grace" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("partner-user-42")
      .setIssuedAt(Math.floor(h.clock.now.getTime() / 1000))
      .setExpirationTime(Math.floor(h.clock.now.getTime() / 1000) + 300)
      .sign(new TextEncoder().encode(SECRETS.default));
    const signin = await h.call("POST", "/accounts/union/signin", { thirdPartyToken: jwt });
    expect(signin.status).toBe(200);
    const res = await redeem(await codeFor(signin.body.data.token));
    expect(res.body.data).toMatchObject({ partner_user_id: "partner-user-42", nickname: "Grace" });
  });

  it.each<[string, string | null]>([
    ["no secret", null],
    ["another brand's secret", SECRETS.www],
    ["a wrong secret", "not-the-partner-secret-0123456789"],
  ])("refuses a partner with %s (10005), and the code stays redeemable", async (_what, secret) => {
    const code = await codeFor(await shopper());
    const res = await redeem(code, secret);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 10005 });
    expect((await redeem(code)).status).toBe(200);
  });

  it("refuses a brand without a partner secret (10005)", async () => {
    const code = await codeFor(await shopper());
    const res = await redeem(code, SECRETS.default, "kraft");
    expect(res.body.code).toBe(10005);
  });

  it("redeems a code only for the brand that handed it out (10001)", async () => {
    const code = await codeFor(await shopper());
    const res = await redeem(code, SECRETS.www, "www");
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 10001 });
    expect((await redeem(code)).status).toBe(200);
  });

  it("refuses a code past its 5 minutes (10002)", async () => {
    const code = await codeFor(await shopper());
    h.clock.advance(300_000);
    const res = await redeem(code);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 10002 });
  });

  it("refuses a code of a shopper whose account was refused since (30020), without spending it", async () => {
    const token = await shopper();
    const code = await codeFor(token);
    const id = await userIdOf(token);
    await h.database.db.update(s.users).set({ status: 1 }).where(eq(s.users.id, id));
    expect((await redeem(code)).body.code).toBe(30020);
    await h.database.db.update(s.users).set({ status: 0 }).where(eq(s.users.id, id));
    expect((await redeem(code)).status).toBe(200);
  });

  it.each<[string, number, number, unknown]>([
    ["a made-up code", 401, 10001, "A".repeat(43)],
    ["a malformed code", 400, 40000, "not a code"],
    ["no code", 400, 40000, undefined],
  ])("answers %s with %i / %i", async (_what, status, expected, code) => {
    const res = await redeem(code);
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code: expected });
  });
});
