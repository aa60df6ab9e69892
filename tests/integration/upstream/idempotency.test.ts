/** @jest-environment node */
// Idempotency-Keys that never stick (STYLE.md "Idempotency"): the claim lives and dies
// with the booking's transaction, so a crash after the commit is answered by a replay of the
// committed order, an unanswered claim is taken over once stale, another body is refused (40009),
// and keys are purged after 24 hours — on PGlite and PostgreSQL.
import { and, count, eq } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { sha256 } from "../../../upstream/services/crypto";
import { KEY_LIFETIME_MS, purgeIdempotencyKeys } from "../../../upstream/services/idempotency";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { DATABASES } from "./databases";
import { ADDRESS, CONTACT, goods } from "./checkout-fixtures";

jest.setTimeout(120_000);

const HOUR = 3600_000;

describe.each(DATABASES)("Idempotency-Key on %s", (kind) => {
  let h: AccountHarness;
  let n = 0;

  beforeAll(async () => {
    // the app copies the deps: the faults object is shared, its hook set per test
    h = await openAccountHarness(kind, { faults: {} });
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    h.deps.faults!.afterCommit = undefined;
  });

  /** A shopper with an address and a booking body for one unit of fresh goods. */
  async function shopperWithBooking() {
    const email = `idem-${kind}-${++n}-${Date.now()}@example.com`;
    const token = await h.signupEmail(email);
    const [identity] = await h.database.db
      .select()
      .from(s.identities)
      .where(eq(s.identities.value, email));
    const addressId = (await h.as(token)("POST", "/accounts/address", ADDRESS)).body.data
      .id as number;
    const g = await goods(h, 10, n % 3);
    const lines = [{ product_id: g.productId, variant_id: g.variantId, quantity: 1 }];
    const fee = await h.as(token)("POST", "/checkout/fee", {
      currency: "CNY",
      checkout_lines: lines,
      address_id: addressId,
    });
    const body = {
      currency: "CNY",
      checkout_lines: lines,
      address_id: addressId,
      contact: CONTACT,
      expected_amount: fee.body.data.payable_amount as number,
    };
    const userId = identity!.userId;
    const book = (key: string, b: object = body) =>
      h.as(token)("POST", "/order/booking", b, { "idempotency-key": key });
    const orders = async () =>
      (
        await h.database.db.select({ n: count() }).from(s.orders).where(eq(s.orders.userId, userId))
      )[0]!.n;
    return { userId, body, book, orders };
  }

  it("a crash after the order committed: the retry replays the committed order (same sn), one order, never 40009", async () => {
    const { userId, book, orders } = await shopperWithBooking();
    let crashes = 1;
    h.deps.faults!.afterCommit = () => {
      if (crashes-- > 0) throw new Error("process died before the answer was sent");
    };
    const key = `crash-after-commit-${n}`;
    const first = await book(key);
    expect(first.status).toBe(500);
    expect(await orders()).toBe(1);
    const [saved] = await h.database.db.select().from(s.orders).where(eq(s.orders.userId, userId));

    const retry = await book(key);
    expect(retry.status).toBe(200);
    expect(retry.body.code).toBe(10000);
    expect(retry.body.data.sn).toBe(saved!.sn);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await orders()).toBe(1);
  });

  it("a booking that failed with a 5xx leaves no claim: the retry with the key books", async () => {
    const { book, orders } = await shopperWithBooking();
    const key = `rolled-back-${n}`;
    // the key's transaction rolls back with the work when the answer is a 5xx; simulate that
    // answer by failing inside the transaction (the first query the handler makes)
    const db = h.database.db;
    const spy = jest.spyOn(db, "transaction").mockImplementationOnce(async (work) =>
      db.transaction.call(db, async (tx) => {
        const failing = Object.create(tx) as typeof tx;
        failing.transaction = () => Promise.reject(new Error("connection lost"));
        return work(failing);
      }),
    );
    const first = await book(key);
    spy.mockRestore();
    expect(first.status).toBe(500);
    expect(await orders()).toBe(0);
    const [claim] = await db.select().from(s.idempotencyKeys).where(eq(s.idempotencyKeys.key, key));
    expect(claim).toBeUndefined();
    const retry = await book(key);
    expect(retry.body.code).toBe(10000);
    expect(await orders()).toBe(1);
  });

  it("an unanswered claim answers 40009 while fresh and is taken over once older than 60 s", async () => {
    const { userId, body, book, orders } = await shopperWithBooking();
    const key = `stale-claim-${n}`;
    // what a request that died mid-way leaves: the claim, no answer (status null)
    await h.database.db.insert(s.idempotencyKeys).values({
      owner: `u${userId}`,
      key,
      requestHash: sha256(`POST /order/booking\n${JSON.stringify(body)}`),
      createdAt: h.clock.now,
    });
    const fresh = await book(key);
    expect(fresh.status).toBe(409);
    expect(fresh.body.code).toBe(40009);
    expect(fresh.body.message).toMatch(/in progress/);
    expect(await orders()).toBe(0);

    h.clock.advance(61_000);
    const taken = await book(key);
    expect(taken.status).toBe(200);
    expect(taken.body.code).toBe(10000);
    expect(await orders()).toBe(1);
    // and the answer is stored: the next retry replays the same order
    const again = await book(key);
    expect(again.body.data.sn).toBe(taken.body.data.sn);
    expect(await orders()).toBe(1);
  });

  it("work outside the transaction (sign-up): a committed claim answers 40009 while fresh, and is taken over when stale", async () => {
    const [platform] = await h.database.db
      .select()
      .from(s.platforms)
      .where(eq(s.platforms.slug, "default"));
    const body = {
      identity_type: 1,
      first_name: "Ada",
      last_name: "Lovelace",
      email: `idem-signup-${kind}-${Date.now()}@example.com`,
      password: "secret123",
      password_confirm: "secret123",
      country_code: "852",
      mobile: String(51000000 + Math.floor(Math.random() * 8999999)),
      agree: true,
    };
    const key = `signup-claim-${kind}-${Date.now()}`;
    const signup = () => h.call("POST", "/accounts/signup", body, { "idempotency-key": key });
    await h.database.db.insert(s.idempotencyKeys).values({
      owner: `anon:${platform!.id}`,
      key,
      requestHash: sha256(`POST /accounts/signup\n${JSON.stringify(body)}`),
      createdAt: h.clock.now,
    });
    const fresh = await signup();
    expect(fresh.body.code).toBe(40009);
    h.clock.advance(61_000);
    const taken = await signup();
    expect(taken.body.code).toBe(10000);
    const again = await signup();
    expect(again.body.data.token).toBe(taken.body.data.token);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("another body with the same key answers 409/40009 and books nothing more", async () => {
    const { body, book, orders } = await shopperWithBooking();
    const key = `other-body-${n}`;
    const first = await book(key);
    expect(first.body.code).toBe(10000);
    // the same body again: the first answer, byte for byte
    const same = await book(key);
    expect(same.headers.get("idempotent-replayed")).toBe("true");
    expect(JSON.stringify(same.body)).toBe(JSON.stringify(first.body));
    const other = await book(key, { ...body, contact: { ...CONTACT, name: "Someone Else" } });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(40009);
    expect(other.body.message).toMatch(/another request/);
    expect(await orders()).toBe(1);
  });

  it.each([
    ["/order/booking", "post", true],
    ["/accounts/order/confirm", "post", true],
    ["/open/order/confirm", "post", true],
    ["/accounts/privacy/order/{sn}/complaints", "post", true],
    ["/accounts/privacy/order/{sn}/repurchase", "post", true],
    ["/membership/booking", "post", true],
    ["/points/exchange", "post", true],
    ["/coupon/redeem", "post", false],
    ["/basket/line", "post", false],
    ["/accounts/address", "post", false],
    ["/accounts/tourist", "post", false],
    ["/accounts/signup", "post", false],
    ["/accounts/token_wc_oa_slient", "post", false],
  ] as const)(
    "the OpenAPI document gives %s %s the Idempotency-Key header (required: %s) and its 409/40009",
    async (path, method, required) => {
      const doc = (await h.call("GET", "/openapi.json")).body;
      const op = doc.paths[path][method];
      expect(op.parameters).toContainEqual(
        expect.objectContaining({ in: "header", name: "Idempotency-Key", required }),
      );
      expect(op.responses[409].description).toMatch(/40009/);
    },
  );

  it("the purge removes keys older than 24 h in bounded batches and keeps newer ones", async () => {
    const db = h.database.db;
    const now = h.clock.now;
    const owner = `purge-${kind}-${Date.now()}`;
    const at = (ms: number) => new Date(now.getTime() - ms);
    await db.insert(s.idempotencyKeys).values([
      {
        owner,
        key: "old-1-key",
        requestHash: "x",
        status: 200,
        response: {},
        createdAt: at(KEY_LIFETIME_MS + 3 * HOUR),
      },
      {
        owner,
        key: "old-2-key",
        requestHash: "x",
        status: 200,
        response: {},
        createdAt: at(KEY_LIFETIME_MS + 2 * HOUR),
      },
      {
        owner,
        key: "old-3-key",
        requestHash: "x",
        status: null,
        createdAt: at(KEY_LIFETIME_MS + HOUR),
      },
      {
        owner,
        key: "new-1-key",
        requestHash: "x",
        status: 200,
        response: {},
        createdAt: at(KEY_LIFETIME_MS - HOUR),
      },
      { owner, key: "new-2-key", requestHash: "x", status: 200, response: {}, createdAt: now },
    ]);
    // other suites' keys are younger than a day on this clock, so only these three are due
    expect(await purgeIdempotencyKeys(db, now, 2)).toBe(2);
    expect(await purgeIdempotencyKeys(db, now, 2)).toBe(1);
    expect(await purgeIdempotencyKeys(db, now, 2)).toBe(0);
    const left = await db
      .select({ key: s.idempotencyKeys.key })
      .from(s.idempotencyKeys)
      .where(and(eq(s.idempotencyKeys.owner, owner)));
    expect(left.map((r) => r.key).sort()).toEqual(["new-1-key", "new-2-key"]);
  });
});
