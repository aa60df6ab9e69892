/** @jest-environment node */
// Spec §5 validation, §8 40000: hostile values (a NUL byte, a lone surrogate, a date that does not
// exist, an identity type outside the list) are refused as bad input — 400 / 40000 and nothing
// saved — on PGlite and PostgreSQL, where each used to reach the database and answer 500.
import { count, eq } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { ADDRESS, CONTACT, goods, ticket } from "./checkout-fixtures";
import { DATABASES } from "./databases";
import { goodsLine, key, paidTicket } from "./orders-fixtures";

jest.setTimeout(120_000);

const TOURIST = {
  first_name: "Ada",
  last_name: "Lee",
  chinese_name: "",
  id_type: 2,
  id_number: "E12345678",
  birthday: "1990-01-01",
  country_code: "86",
  phone: "13800138000",
};

describe.each(DATABASES)("hostile text on %s", (kind) => {
  let h: AccountHarness;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    h = await openAccountHarness(kind);
    token = await h.signupEmail(`hostile-${kind}@example.com`);
    userId = (await h.as(token)("GET", "/accounts/privacy")).body.data.id as number;
  });
  afterAll(async () => {
    await h?.close();
  });

  const rows = async (
    table: typeof s.tourists | typeof s.userCoupons | typeof s.orders | typeof s.refunds,
  ) => {
    const [row] = await h.database.db.select({ n: count() }).from(table);
    return row!.n;
  };
  const refused = (res: { status: number; body: { code?: number } }) => {
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 40000 });
  };

  it.each([
    [
      "a NUL in the username",
      { identity_type: 1, username: "a\u0000b@example.com", password: "secret123" },
    ],
    [
      "a lone surrogate in the username",
      { identity_type: 1, username: "a\ud800@example.com", password: "secret123" },
    ],
    [
      "a NUL in the captcha salt",
      {
        identity_type: 1,
        username: "a@example.com",
        password: "secret123",
        ticket: "x",
        randstr: "\u0000",
      },
    ],
  ])("POST accounts/signin with %s: 400 / 40000", async (_, body) => {
    const before = await h.database.db.select({ n: count() }).from(s.loginAttempts);
    refused(await h.call("POST", "/accounts/signin", body));
    expect(await h.database.db.select({ n: count() }).from(s.loginAttempts)).toEqual(before);
  });

  it.each([
    ["a NUL in the Chinese name", { chinese_name: "张\u0000三" }],
    ["a lone surrogate in the Chinese name", { chinese_name: "\udc00张" }],
    ["a NUL in the ID number", { id_number: "E1234\u00005678" }],
    ["a birthday that does not exist", { birthday: "2026-02-31" }],
    ["the 30th of February", { birthday: "1990-02-30" }],
    ["id_type 0", { id_type: 0 }],
    ["id_type -1", { id_type: -1 }],
    ["id_type null", { id_type: null }],
    ["id_type 2147483648", { id_type: 2147483648 }],
    ["id_type 7 (not selectable)", { id_type: 7, id_number: "ABCD1234" }],
  ])("POST accounts/tourist with %s: 400 / 40000, no traveller saved", async (_, change) => {
    const before = await rows(s.tourists);
    refused(await h.as(token)("POST", "/accounts/tourist", { ...TOURIST, ...change }));
    expect(await rows(s.tourists)).toBe(before);
  });

  it("PUT accounts/tourist/{id} with a NUL or an impossible birthday: 400 / 40000, the traveller unchanged", async () => {
    const created = await h.as(token)("POST", "/accounts/tourist", TOURIST);
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    refused(
      await h.as(token)("PUT", `/accounts/tourist/${id}`, { ...TOURIST, chinese_name: "\u0000" }),
    );
    refused(
      await h.as(token)("PUT", `/accounts/tourist/${id}`, { ...TOURIST, birthday: "2001-04-31" }),
    );
    const [row] = await h.database.db.select().from(s.tourists).where(eq(s.tourists.id, id));
    expect(row).toMatchObject({ chineseName: "", birthday: "1990-01-01" });
  });

  it.each(["SAVE\u0000", "SAVE\ud800", "\u0085SAVE"])(
    "POST coupon/redeem with the code %j: 400 / 40000, nothing claimed",
    async (code) => {
      const before = await rows(s.userCoupons);
      refused(await h.as(token)("POST", "/coupon/redeem", { code }));
      expect(await rows(s.userCoupons)).toBe(before);
    },
  );

  it.each([
    ["POST", "/checkout/fee"],
    ["POST", "/basket/line"],
  ])(
    "%s %s with a date of use that does not exist (2026-02-31): 400 / 40000, bad input rather than a missing date (it was 20004)",
    async (method, path) => {
      const t = await ticket(h, 5);
      const line = {
        product_id: t.productId,
        variant_id: t.variantId,
        quantity: 1,
        book_at: "2026-02-31",
        book_time: t.bookTime,
      };
      const body = path === "/checkout/fee" ? { currency: "CNY", checkout_lines: [line] } : line;
      refused(await h.as(token)(method, path, body));
    },
  );

  describe("POST order/booking", () => {
    let booking: (
      change: (body: Record<string, any>) => void,
    ) => Promise<{ status: number; body: any }>;
    beforeAll(async () => {
      const g = await goods(h, 50, 1);
      const address = (await h.as(token)("POST", "/accounts/address", ADDRESS)).body.data
        .id as number;
      const lines = [goodsLine(g)];
      const quote = (
        await h.as(token)("POST", "/checkout/fee", {
          currency: "CNY",
          checkout_lines: lines,
          address_id: address,
        })
      ).body.data;
      booking = (change) => {
        const body: Record<string, any> = {
          currency: "CNY",
          contact: { ...CONTACT },
          checkout_lines: lines,
          address_id: address,
          tourist_ids: [],
          other: {},
          expected_amount: quote.payable_amount,
        };
        change(body);
        return h.as(token)("POST", "/order/booking", body, key());
      };
    });

    it.each<[string, (b: Record<string, any>) => void]>([
      ["a NUL in contact.name", (b) => (b.contact.name = "Ada\u0000")],
      ["a lone surrogate in contact.name", (b) => (b.contact.name = "Ada\ud83d")],
      ["a NUL in contact.phone", (b) => (b.contact.phone = "1380013\u00008000")],
      ["a NUL in contact.email", (b) => (b.contact.email = "ada\u0000@example.com")],
      ["a NUL in other.note", (b) => (b.other.note = "ring twice\u0000")],
      ["a C1 control in other.company", (b) => (b.other.company = "ACME\u009b")],
      ["a NUL in other.flight", (b) => (b.other.flight = "\u0000")],
    ])("with %s: 400 / 40000, no order", async (_, change) => {
      const before = await rows(s.orders);
      refused(await booking(change));
      expect(await rows(s.orders)).toBe(before);
    });

    it("a note on several lines is text (the control check is not a blanket ban)", async () => {
      const res = await booking((b) => (b.other.note = "ring twice\nleave at the door"));
      expect(res.body.code).toBe(10000);
    });
  });

  describe("order complaints", () => {
    let sn: string;
    let refundable: number;
    beforeAll(async () => {
      const order = await paidTicket(h, token, { quantity: 1 });
      sn = order.sn;
      refundable = order.amount;
    });

    it.each([
      ["a NUL in the reason", { reason: "broken\u0000" }],
      ["a lone surrogate in the reason", { reason: "\ud800" }],
      ["a lone low surrogate in the reason", { reason: "broken \udc00" }],
      ["a NUL in the tracking number", { type: 1, tracking: "YT\u0000998877" }],
      ["a lone surrogate in the tracking number", { type: 1, tracking: "YT998877\ud800" }],
    ])("POST with %s: 400 / 40000, no application", async (_, change) => {
      const before = await rows(s.refunds);
      refused(
        await h.as(token)(
          "POST",
          `/accounts/privacy/order/${sn}/complaints`,
          { type: 0, reason: "Broken", amount: 1, ...change },
          key(),
        ),
      );
      expect(await rows(s.refunds)).toBe(before);
    });

    it("PUT order_complaints/{id} with a NUL or a lone surrogate: 400 / 40000, the application unchanged", async () => {
      const applied = await h.as(token)(
        "POST",
        `/accounts/privacy/order/${sn}/complaints`,
        { type: 0, reason: "Broken", amount: Math.min(1, refundable) },
        key(),
      );
      expect(applied.body.code).toBe(10000);
      const id = applied.body.data.id as number;
      refused(
        await h.as(token)("PUT", `/accounts/privacy/order_complaints/${id}`, {
          action: "update",
          reason: "x\u0000",
        }),
      );
      refused(
        await h.as(token)("PUT", `/accounts/privacy/order_complaints/${id}`, {
          action: "update",
          reason: "\ud800",
        }),
      );
      refused(
        await h.as(token)("PUT", `/accounts/privacy/order_complaints/${id}`, {
          action: "update",
          tracking: "\u0000",
        }),
      );
      const [row] = await h.database.db.select().from(s.refunds).where(eq(s.refunds.id, id));
      expect(row).toMatchObject({ reason: "Broken" });
    });
  });

  describe("the sandbox gateway page (a browser page: HTML, never a JSON 500)", () => {
    it.each([
      ["GET", "/sandbox/pay/%00"],
      ["POST", "/sandbox/pay/%00"],
      ["GET", "/sandbox/pay/%ED%A0%80"],
      ["GET", "/sandbox/pay/PAY%00"],
      ["POST", "/sandbox/pay/nope"],
      ["GET", `/sandbox/pay/PAY${"0".repeat(24)}`],
      ["GET", `/sandbox/pay/BAL${"0".repeat(24)}`],
    ])("%s %s: 404, an HTML page in the shopper's language", async (method, path) => {
      const res = await h.app.request(path, {
        method,
        headers: { "accept-language": "zh-CN,zh;q=0.9" },
        ...(method === "POST" ? { body: new URLSearchParams({ decision: "approve" }) } : {}),
      });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await res.text()).toContain("找不到这笔支付");
    });

    it("a balance payment (settled inside the shop, no gateway page) is not a sandbox page", async () => {
      const [payment] = await h.database.db
        .insert(s.payments)
        .values({
          ref: `BAL${"A".repeat(24)}`,
          orderId: (
            await h.database.db
              .select({ id: s.orders.id })
              .from(s.orders)
              .where(eq(s.orders.userId, userId))
              .limit(1)
          )[0]!.id,
          method: "points",
          amount: 1,
          currencyCode: "CNY",
          status: 1,
          returnUrl: "",
          createdAt: h.clock.now,
          settledAt: h.clock.now,
        })
        .returning();
      const res = await h.app.request(`/sandbox/pay/${payment!.ref}`);
      expect(res.status).toBe(404);
    });
  });
});
