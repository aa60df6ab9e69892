/** @jest-environment node */
// Spec §7 Account calls on PGlite and PostgreSQL: sign-up and sign-in each way, the captcha after
// three wrong passwords (§4, §8 30009), code limits (§8 30014/30002/30001, §9) under a fake clock,
// sessions, and ownership — another user's ids answer as missing.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { AUTH_LIMITS } from "../../../lib/commerce/accounts/auth-limits";
import { DATABASES } from "./databases";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";

jest.setTimeout(120_000);

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

const TOURIST = {
  first_name: "Ada",
  last_name: "Lovelace",
  id_type: 1,
  id_number: "11010519491231002X",
  birthday: "1990-05-01",
  country_code: "86",
  phone: "13800138000",
};
const ADDRESS = {
  name: "Ada",
  country_code: "86",
  phone: "13800138000",
  district: "Pudong",
  address: "1 Century Ave",
  email: "ada@example.com",
};

describe.each(DATABASES)("accounts on %s", (kind) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  describe("sign-up and sign-in", () => {
    it("registers with e-mail and the §2 fields, then signs in with the password", async () => {
      const token = await h.signupEmail("reg@example.com", "abc12345");
      const me = await h.as(token)("GET", "/accounts/privacy");
      expect(me.body.data).toMatchObject({
        email: "reg@example.com",
        first_name: "Ada",
        last_name: "Lovelace",
        has_password: true,
        is_guest: false,
      });
      const again = await h.call("POST", "/accounts/signin", {
        identity_type: 1,
        username: "REG@example.com",
        password: "abc12345",
      });
      expect(again.status).toBe(200);
      expect(again.body.data.token).not.toBe(token);
    });

    it("refuses a second registration of the same e-mail with 409 / 30003 (the status /openapi.json documents)", async () => {
      await h.signupEmail("twice@example.com");
      await expect(h.signupEmail("twice@example.com")).rejects.toThrow(
        /signup failed: 409 \{"code":30003/,
      );
    });

    it.each<[Record<string, string>, string]>([
      [{ password: "abcdef", password_confirm: "abcdef" }, "password without a digit"],
      [{ password: "abc12345", password_confirm: "abc12346" }, "passwords differ"],
      [{ email: "not-an-email" }, "bad e-mail"],
      [{ mobile: "12345" }, "bad mobile"],
    ])("refuses a registration with %j (%s) as 40000", async (patch) => {
      const body = {
        identity_type: 1,
        first_name: "A",
        last_name: "B",
        email: "x@example.com",
        password: "abc12345",
        password_confirm: "abc12345",
        country_code: "86",
        mobile: "13900000000",
        agree: true,
        ...patch,
      };
      const res = await h.call("POST", "/accounts/signup", body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(40000);
    });

    it("signs in with phone + code from the outbox, registering the number", async () => {
      const sent = await h.call("POST", "/accounts/verification_code_send", {
        purpose: "signin",
        channel: "phone",
        country_code: "86",
        phone: "13911112222",
      });
      expect(sent.body.data).toEqual({
        resend_after: 60,
        expires_in: AUTH_LIMITS.codeTtlMinutes * 60,
      });
      const code = await h.lastCode("+86 13911112222");
      const wrong = await h.call("POST", "/accounts/signin", {
        identity_type: 2,
        country_code: "86",
        phone: "13911112222",
        code: code === "000000" ? "111111" : "000000",
      });
      expect(wrong.body.code).toBe(30005);
      const res = await h.call("POST", "/accounts/signin", {
        identity_type: 2,
        country_code: "86",
        phone: "13911112222",
        code,
      });
      expect(res.status).toBe(200);
      const me = await h.as(res.body.data.token)("GET", "/accounts/privacy");
      expect(me.body.data).toMatchObject({ country_code: "86", phone: "13911112222" });
      // a code is spent once
      expect(
        (
          await h.call("POST", "/accounts/signin", {
            identity_type: 2,
            country_code: "86",
            phone: "13911112222",
            code,
          })
        ).body.code,
      ).toBe(30005);
    });

    it("resets a password with phone + code; a refused new password (30010) leaves the code usable", async () => {
      const phone = "13933334444";
      const target = `+86 ${phone}`;
      const resetCode = async () => {
        h.clock.advance(61_000);
        expect(
          (
            await h.call("POST", "/accounts/verification_code_send", {
              purpose: "reset",
              channel: "phone",
              country_code: "86",
              phone,
            })
          ).status,
        ).toBe(200);
        return h.lastCode(target);
      };
      await h.call("POST", "/accounts/verification_code_send", {
        purpose: "signin",
        channel: "phone",
        country_code: "86",
        phone,
      });
      expect(
        (
          await h.call("POST", "/accounts/signin", {
            identity_type: 2,
            country_code: "86",
            phone,
            code: await h.lastCode(target),
          })
        ).status,
      ).toBe(200);
      const reset = (code: string, password: string) =>
        h.call("POST", "/accounts/password_reset", {
          country_code: "86",
          phone,
          code,
          password,
          password_confirm: password,
        });
      expect((await reset(await resetCode(), "first1234")).status).toBe(200);
      const code = await resetCode();
      expect((await reset(code, "first1234")).body.code).toBe(30010);
      expect((await reset(code, "second1234")).status).toBe(200);
      expect((await reset(code, "third1234")).body.code).toBe(30005);
      const signin = await h.call("POST", "/accounts/signin", {
        identity_type: 1,
        country_code: "86",
        username: phone,
        password: "second1234",
      });
      expect(signin.status).toBe(200);
    });

    it("signs in as a guest", async () => {
      const res = await h.call("POST", "/accounts/signin", { identity_type: 3 });
      const me = await h.as(res.body.data.token)("GET", "/accounts/privacy");
      expect(me.body.data).toMatchObject({ is_guest: true, login_ways: ["guest"], email: null });
    });

    it("honours the brand's login ways: a guest-only brand (vistara) refuses every account it could never sign in to (30020), and takes guests", async () => {
      const vistara = { platform: "vistara" };
      const signup = {
        identity_type: 1,
        first_name: "Ada",
        last_name: "Chan",
        email: "vistara-only@example.com",
        password: "abc12345",
        password_confirm: "abc12345",
        country_code: "852",
        mobile: "51234567",
        agree: true,
      };
      for (const [path, body] of [
        ["/accounts/signup", signup],
        [
          "/accounts/signup",
          {
            identity_type: 2,
            country_code: "86",
            phone: "13912345678",
            code: "123456",
            password: "abc12345",
            password_confirm: "abc12345",
            agree: true,
          },
        ],
        [
          "/accounts/signin",
          { identity_type: 1, username: "vistara-only@example.com", password: "abc12345" },
        ],
        [
          "/accounts/signin",
          { identity_type: 2, country_code: "86", phone: "13912345678", code: "123456" },
        ],
        [
          "/accounts/verification_code_send",
          { channel: "phone", country_code: "86", phone: "13912345678", purpose: "signup" },
        ],
        [
          "/accounts/password_reset_mail",
          { email: "vistara-only@example.com", link_base: "http://localhost:3000" },
        ],
      ] as const) {
        const res = await h.call("POST", path, body, vistara);
        expect([path, res.body.code]).toEqual([path, 30020]);
      }
      // nothing was made: the e-mail is still free on a brand that offers it
      expect((await h.call("POST", "/accounts/signup", signup)).body.code).toBe(10000);
      const guest = await h.call("POST", "/accounts/signin", { identity_type: 3 }, vistara);
      expect(guest.body.code).toBe(10000);
      // and a brand without guests refuses a guest
      expect(
        (await h.call("POST", "/accounts/signin", { identity_type: 3 }, { platform: "jk-club" }))
          .body.code,
      ).toBe(30020);
    });

    it("answers 30006 for an unknown e-mail exactly as for a wrong password", async () => {
      const res = await h.call("POST", "/accounts/signin", {
        identity_type: 1,
        username: "nobody@example.com",
        password: "abc12345",
      });
      expect(res.body.code).toBe(30006);
    });
  });

  describe("captcha after three wrong passwords (spec §4, §8 30009)", () => {
    it("answers 30006, 30006, then 30009; needs the captcha after that; a solved one lets the right password in", async () => {
      await h.signupEmail("cap@example.com", "right123");
      const attempt = (extra = {}) =>
        h.call("POST", "/accounts/signin", {
          identity_type: 1,
          username: "cap@example.com",
          password: "wrong123",
          ...extra,
        });
      expect((await attempt()).body.code).toBe(30006);
      expect((await attempt()).body.code).toBe(30006);
      expect((await attempt()).body.code).toBe(30009);
      // even the right password needs the captcha now
      expect(
        (
          await h.call("POST", "/accounts/signin", {
            identity_type: 1,
            username: "cap@example.com",
            password: "right123",
          })
        ).body.code,
      ).toBe(30009);
      const proof = await solvedTicket(h);
      const ok = await h.call("POST", "/accounts/signin", {
        identity_type: 1,
        username: "cap@example.com",
        password: "right123",
        ...proof,
      });
      expect(ok.status).toBe(200);
      expect(typeof ok.body.data.token).toBe("string");
    });

    it("refuses a forged ticket, a ticket for another randstr, and a ticket used twice", async () => {
      await h.signupEmail("forge@example.com", "right123");
      for (let i = 0; i < 3; i++)
        await h.call("POST", "/accounts/signin", {
          identity_type: 1,
          username: "forge@example.com",
          password: "wrong123",
        });
      const proof = await solvedTicket(h);
      const forged = Buffer.from(
        JSON.stringify({
          challenge: { parameters: { salt: proof.randstr } },
          solution: { counter: 1, derivedKey: "00" },
        }),
      ).toString("base64");
      const signin = (extra: object) =>
        h.call("POST", "/accounts/signin", {
          identity_type: 1,
          username: "forge@example.com",
          password: "right123",
          ...extra,
        });
      expect((await signin({ ticket: forged, randstr: proof.randstr })).body.code).toBe(30009);
      expect((await signin({ ticket: proof.ticket, randstr: "another-salt" })).body.code).toBe(
        30009,
      );
      expect((await signin(proof)).status).toBe(200);
      // a success resets the count; three new failures need a new captcha, the spent one is refused
      for (let i = 0; i < 3; i++)
        await h.call("POST", "/accounts/signin", {
          identity_type: 1,
          username: "forge@example.com",
          password: "wrong123",
        });
      expect((await signin(proof)).body.code).toBe(30009);
    });

    it("locks the account with 30008 after too many failures, even with a solved captcha", async () => {
      await h.signupEmail("lock@example.com", "right123");
      let last = 0;
      for (let i = 0; i < AUTH_LIMITS.lockAfterFailures; i++) {
        const proof = i >= AUTH_LIMITS.captchaAfterFailures ? await solvedTicket(h) : {};
        last = (
          await h.call("POST", "/accounts/signin", {
            identity_type: 1,
            username: "lock@example.com",
            password: "wrong123",
            ...proof,
          })
        ).body.code;
      }
      expect(last).toBe(30008);
      const proof = await solvedTicket(h);
      expect(
        (
          await h.call("POST", "/accounts/signin", {
            identity_type: 1,
            username: "lock@example.com",
            password: "right123",
            ...proof,
          })
        ).body.code,
      ).toBe(30008);
      // the window passes: the captcha is still asked (failures are old), then it works
      h.clock.advance((AUTH_LIMITS.failureWindowMinutes + 1) * 60_000);
      expect(
        (
          await h.call("POST", "/accounts/signin", {
            identity_type: 1,
            username: "lock@example.com",
            password: "right123",
          })
        ).status,
      ).toBe(200);
    });
  });

  describe("verification code limits (spec §8, §9) under a fake clock", () => {
    const send = (phone: string) =>
      h.call("POST", "/accounts/verification_code_send", {
        purpose: "signin",
        channel: "phone",
        country_code: "86",
        phone,
      });

    it("allows one code a minute per target (30014)", async () => {
      expect((await send("13700000001")).status).toBe(200);
      const again = await send("13700000001");
      expect(again.status).toBe(429);
      expect(again.body.code).toBe(30014);
      expect((await send("13700000002")).status).toBe(200);
      h.clock.advance(61_000);
      expect((await send("13700000001")).status).toBe(200);
    });

    it("caps codes per hour (30002) and per day (30001)", async () => {
      const phone = "13700000009";
      for (let i = 0; i < AUTH_LIMITS.codeHourlyCap; i++) {
        expect((await send(phone)).status).toBe(200);
        h.clock.advance(61_000);
      }
      expect((await send(phone)).body.code).toBe(30002);
      h.clock.advance(3600_000);
      for (let i = 0; i < AUTH_LIMITS.codeDailyCap - AUTH_LIMITS.codeHourlyCap; i++) {
        const res = await send(phone);
        if (res.body.code === 30002) h.clock.advance(3600_000);
        else h.clock.advance(61_000);
      }
      // send until refused with the daily code, within the same shop day
      let code = 0;
      for (let i = 0; i < 20 && code !== 30001; i++) {
        const res = await send(phone);
        code = res.body.code;
        h.clock.advance(code === 30002 ? 3600_000 : 61_000);
      }
      expect(code).toBe(30001);
    });

    it("refuses a malformed target with 40000", async () => {
      expect(
        (
          await h.call("POST", "/accounts/verification_code_send", {
            purpose: "signin",
            channel: "phone",
            country_code: "86",
            phone: "12345",
          })
        ).body.code,
      ).toBe(40000);
      expect(
        (
          await h.call("POST", "/accounts/verification_code_send", {
            purpose: "x",
            channel: "email",
            email: "a@example.com",
          })
        ).body.code,
      ).toBe(40000);
    });
  });

  describe("sessions and passwords", () => {
    it("answers 40003 without a token, with a made-up one, and after sign-out", async () => {
      expect((await h.call("GET", "/accounts/privacy")).body.code).toBe(40003);
      expect((await h.as("x".repeat(43))("GET", "/accounts/privacy")).body.code).toBe(40003);
      const token = await h.signupEmail("out@example.com");
      expect((await h.as(token)("POST", "/accounts/signout")).status).toBe(200);
      const after = await h.as(token)("GET", "/accounts/privacy");
      expect(after.status).toBe(401);
      expect(after.body.code).toBe(40003);
    });

    it("changes the password: 30010 for the same one; the other sessions end", async () => {
      const first = await h.signupEmail("pw@example.com", "old12345");
      const second = (
        await h.call("POST", "/accounts/signin", {
          identity_type: 1,
          username: "pw@example.com",
          password: "old12345",
        })
      ).body.data.token;
      const change = (password: string) =>
        h.as(first)("POST", "/accounts/password_reset", {
          old_password: "old12345",
          password,
          password_confirm: password,
        });
      expect((await change("old12345")).body.code).toBe(30010);
      expect((await change("new12345")).status).toBe(200);
      expect((await h.as(first)("GET", "/accounts/privacy")).status).toBe(200);
      expect((await h.as(second)("GET", "/accounts/privacy")).body.code).toBe(40003);
    });
  });

  describe("addresses, travellers, favourites, coupons: ownership", () => {
    let alice: string;
    let bob: string;
    beforeAll(async () => {
      alice = await h.signupEmail("alice@example.com");
      bob = await h.signupEmail("bob@example.com");
    });

    it("keeps one default address and refuses a bad form with 40000", async () => {
      const a1 = (await h.as(alice)("POST", "/accounts/address", ADDRESS)).body.data;
      const a2 = (await h.as(alice)("POST", "/accounts/address", { ...ADDRESS, is_default: true }))
        .body.data;
      expect(a1.is_default).toBe(true);
      expect(a2.is_default).toBe(true);
      const list = (await h.as(alice)("GET", "/accounts/address")).body.data;
      expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
        [a2.id, true],
        [a1.id, false],
      ]);
      expect(
        (await h.as(alice)("POST", "/accounts/address", { ...ADDRESS, email: "nope" })).body.code,
      ).toBe(40000);
    });

    it("checks the ID number against the ID type", async () => {
      expect((await h.as(alice)("POST", "/accounts/tourist", TOURIST)).status).toBe(200);
      expect(
        (await h.as(alice)("POST", "/accounts/tourist", { ...TOURIST, id_number: "E12345678" }))
          .body.code,
      ).toBe(40000);
      expect(
        (
          await h.as(alice)("POST", "/accounts/tourist", {
            ...TOURIST,
            id_type: 2,
            id_number: "E12345678",
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await h.as(alice)("POST", "/accounts/tourist", {
            ...TOURIST,
            id_type: 7,
            id_number: "A1234567",
          })
        ).body.code,
      ).toBe(40000);
      const me = await h.as(alice)("GET", "/accounts/privacy");
      expect(me.body.data.default_tourist).toMatchObject({ first_name: "Ada", id_type: 1 });
    });

    it("answers 'missing' when user B reads, changes or deletes user A's address or traveller", async () => {
      const address = (await h.as(alice)("POST", "/accounts/address", ADDRESS)).body.data;
      const tourist = (await h.as(alice)("POST", "/accounts/tourist", TOURIST)).body.data;
      for (const [path, body] of [
        [`/accounts/address/${address.id}`, ADDRESS],
        [`/accounts/tourist/${tourist.id}`, TOURIST],
      ] as const) {
        for (const method of ["GET", "PUT", "DELETE"]) {
          const res = await h.as(bob)(method, path, method === "PUT" ? body : undefined);
          expect([method, path, res.status, res.body.code]).toEqual([method, path, 404, 20004]);
        }
        expect((await h.as(alice)("GET", path)).status).toBe(200);
      }
      expect((await h.as(bob)("GET", "/accounts/address")).body.data).toEqual([]);
      expect((await h.as(alice)("GET", "/accounts/address/abc")).body.code).toBe(20004);
    });

    it("keeps favourites per user: B cannot remove A's favourite", async () => {
      const product = (await h.get("/products?page_size=1")).body.data.list[0].id as number;
      expect(
        (await h.as(alice)("POST", "/accounts/favorites", { product_id: product })).status,
      ).toBe(200);
      expect(
        (await h.as(alice)("POST", "/accounts/favorites", { product_id: product })).status,
      ).toBe(200);
      expect((await h.as(bob)("DELETE", `/accounts/favorites/${product}`)).body.code).toBe(20004);
      const page = (await h.as(alice)("GET", "/accounts/favorites")).body.data;
      expect(page.count).toBe(1);
      expect(page.list[0].product.id).toBe(product);
      expect(
        (await h.as(alice)("GET", `/accounts/favorites/ids?product_ids=${product},999999`)).body
          .data,
      ).toEqual([product]);
      expect(
        (await h.as(bob)("GET", `/accounts/favorites/ids?product_ids=${product}`)).body.data,
      ).toEqual([]);
      expect(
        (await h.as(alice)("POST", "/accounts/favorites", { product_id: 999999 })).body.code,
      ).toBe(20004);
      expect((await h.as(alice)("DELETE", `/accounts/favorites/${product}`)).status).toBe(200);
    });

    it("claims a coupon once per user (24003), lists it under available, and B does not see it", async () => {
      const discount = (
        await h.get(
          `/product/${(await h.get("/products?page_size=1")).body.data.list[0].id}/discount`,
        )
      ).body.data;
      const coupon = discount.coupons.find((c: { is_available: boolean }) => c.is_available);
      expect(coupon).toBeTruthy();
      const claim = await h.as(alice)("POST", "/coupon/redeem", { coupon_id: coupon.id });
      expect(claim.status).toBe(200);
      expect((await h.as(alice)("GET", `/coupon/${coupon.id}`)).body.data.claim_state).toBe(
        "already_claimed",
      );
      expect(
        (await h.as(alice)("POST", "/coupon/redeem", { coupon_id: coupon.id })).body.code,
      ).toBe(24003);
      const mine = (await h.as(alice)("GET", "/accounts/coupons?tab=available")).body.data;
      expect(mine.list.map((c: { coupon: { id: number } }) => c.coupon.id)).toContain(coupon.id);
      expect((await h.as(bob)("GET", "/accounts/coupons?tab=available")).body.data.count).toBe(0);
      expect((await h.as(alice)("GET", "/accounts/coupons?tab=used")).body.data.count).toBe(0);
      expect((await h.as(bob)("GET", `/coupon/${coupon.id}`)).body.data.claim_state).toBe(
        "available",
      );
    });

    it("replays an Idempotency-Key and refuses it for another body", async () => {
      const key = { "idempotency-key": "key-0123456789" };
      const first = await h.as(alice)(
        "POST",
        "/accounts/address",
        { ...ADDRESS, name: "Once" },
        key,
      );
      const again = await h.as(alice)(
        "POST",
        "/accounts/address",
        { ...ADDRESS, name: "Once" },
        key,
      );
      expect(again.body).toEqual(first.body);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(
        (await h.as(alice)("POST", "/accounts/address", { ...ADDRESS, name: "Other" }, key)).body
          .code,
      ).toBe(40009);
      const names = (await h.as(alice)("GET", "/accounts/address")).body.data.filter(
        (a: { name: string }) => a.name === "Once",
      );
      expect(names).toHaveLength(1);
    });
  });

  it("publishes every account call in /openapi.json", async () => {
    const doc = (await h.call("GET", "/openapi.json")).body;
    for (const path of [
      "/accounts/signup",
      "/accounts/signin",
      "/accounts/captcha",
      "/accounts/verification_code_send",
      "/accounts/password_reset",
      "/accounts/privacy",
      "/accounts/address/{id}",
      "/accounts/tourist/{id}",
      "/accounts/favorites",
      "/accounts/coupons",
      "/coupon/redeem",
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: "http", scheme: "bearer" });
  });
});
