/** @jest-environment node */
// Spec §3 Product questions (sku_to_question), §6 "Only buyers of an item can answer its Q&A", and
// the live flash-sale counts (§4, §9 once per shopper) — on PGlite and PostgreSQL: anyone reads,
// a signed-in shopper asks (length and daily limits), only a buyer with a paid order answers, and
// nobody deletes another's question or answer.
import { eq, isNull } from "drizzle-orm";
import * as s from "../../../upstream/db/schema";
import { QUESTIONS_PER_DAY } from "../../../lib/commerce/catalogue/questions";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { flashSale, goods } from "./checkout-fixtures";
import { DATABASES } from "./databases";
import { goodsLine, paidGoods, place } from "./orders-fixtures";

jest.setTimeout(180_000);

describe.each(DATABASES)("product questions on %s", (kind) => {
  let h: AccountHarness;
  let n = 0;
  const shopper = async () => h.signupEmail(`qa-${kind}-${++n}-${Date.now()}@example.com`);

  beforeAll(async () => {
    h = await openAccountHarness(kind, {
      payments: {
        secret: "test-payment-secret-0123456789abcdef",
        sandboxOrigin: "http://sandbox.test",
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const list = (productId: number, token?: string, page = 1) =>
    token
      ? h.as(token)("GET", `/product/${productId}/questions?page=${page}`)
      : h.call("GET", `/product/${productId}/questions?page=${page}`);
  const ask = (token: string, productId: number, body: unknown) =>
    h.as(token)("POST", `/accounts/product/${productId}/questions`, body);
  const answer = (token: string, questionId: number, body: unknown) =>
    h.as(token)("POST", `/accounts/questions/${questionId}/answers`, body);

  it("lists the seed's questions with their answers to anyone, newest first, paged", async () => {
    const [row] = await h.database.db
      .select({ productId: s.productQuestions.productId })
      .from(s.productQuestions)
      .limit(1);
    expect(row).toBeDefined();
    const res = await list(row!.productId);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.count).toBeGreaterThan(0);
    expect(data.viewer).toEqual({ signed_in: false, can_answer: false });
    expect(data.list[0]).toMatchObject({ product_id: row!.productId, mine: false });
    expect(data.list[0].author).toMatch(/\*\*\*$/);
    const times = data.list.map((q: { created_at: string }) => q.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.list.some((q: { answers: unknown[] }) => q.answers.length > 0)).toBe(true);
    // an unknown product is missing, a malformed page is ignored
    expect((await list(99_999_999)).body.code).toBe(20004);
    expect(
      (await h.call("GET", `/product/${row!.productId}/questions?page=abc`)).body.data.page,
    ).toBe(1);
  });

  it("lets a signed-in shopper ask (about the product or one option), within the length and daily limits", async () => {
    const t = await shopper();
    const g = await goods(h, 50, 2);
    // a visitor cannot ask
    expect(
      (
        await h.call("POST", `/accounts/product/${g.productId}/questions`, {
          body: "Does it come gift-wrapped?",
        })
      ).body.code,
    ).toBe(40003);
    // too short, too long, control characters, an option of another product
    expect((await ask(t, g.productId, { body: "Hi?" })).body.code).toBe(40000);
    expect((await ask(t, g.productId, { body: "x".repeat(301) })).body.code).toBe(40000);
    expect((await ask(t, g.productId, { body: "Is it\u0000 safe?" })).body.code).toBe(40000);
    const [other] = await h.database.db
      .select({ id: s.variants.id })
      .from(s.variants)
      .where(eq(s.variants.productId, g.productId + 1));
    if (other)
      expect(
        (await ask(t, g.productId, { body: "Which size fits a family?", variant_id: other.id }))
          .body.code,
      ).toBe(40000);

    const asked = await ask(t, g.productId, {
      body: "  Does it come gift-wrapped?  ",
      variant_id: g.variantId,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      body: "Does it come gift-wrapped?",
      variant_id: g.variantId,
      mine: true,
      answers: [],
    });
    const mine = (await list(g.productId, t)).body.data;
    expect(mine.viewer).toEqual({ signed_in: true, can_answer: false });
    expect(mine.list[0]).toMatchObject({ id: asked.body.data.id, mine: true });
    // the same question read by a visitor is not theirs
    expect((await list(g.productId)).body.data.list[0]).toMatchObject({
      id: asked.body.data.id,
      mine: false,
    });

    for (let i = 1; i < QUESTIONS_PER_DAY; i++)
      expect((await ask(t, g.productId, { body: `Question number ${i} about it` })).status).toBe(
        200,
      );
    const over = await ask(t, g.productId, { body: "One question too many today" });
    expect(over.body).toMatchObject({ code: 24203, data: { limit: QUESTIONS_PER_DAY } });
    // the next shop day (GMT+8) starts a new count
    h.clock.advance(24 * 3600_000);
    expect((await ask(t, g.productId, { body: "A new day, a new question" })).status).toBe(200);
  });

  it("lets only a buyer with a paid order answer (§6); unpaid orders and other products do not count", async () => {
    const asker = await shopper();
    const buyer = await shopper();
    const unpaid = await shopper();
    const stranger = await shopper();
    const bought = await paidGoods(h, buyer, { stock: 50, skip: 3 });
    const productId = bought.goods.productId;
    await place(h, unpaid, [goodsLine(bought.goods)]);
    await paidGoods(h, stranger, { stock: 50, skip: 4 });

    const q = (await ask(asker, productId, { body: "How long does delivery take?" })).body.data;
    expect(
      (await h.call("POST", `/accounts/questions/${q.id}/answers`, { body: "About a week" })).body
        .code,
    ).toBe(40003);
    expect((await answer(asker, q.id, { body: "No idea yet" })).body.code).toBe(24201);
    expect((await answer(unpaid, q.id, { body: "Not paid yet" })).body.code).toBe(24201);
    expect((await answer(stranger, q.id, { body: "I bought something else" })).body.code).toBe(
      24201,
    );
    expect((await answer(buyer, 99_999_999, { body: "Nowhere" })).body.code).toBe(24202);
    expect((await answer(buyer, q.id, { body: "" })).body.code).toBe(40000);

    expect((await list(productId, buyer)).body.data.viewer).toEqual({
      signed_in: true,
      can_answer: true,
    });
    expect((await list(productId, unpaid)).body.data.viewer.can_answer).toBe(false);
    const a = await answer(buyer, q.id, { body: "Mine arrived in four days." });
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ body: "Mine arrived in four days.", mine: true });
    const shown = (await list(productId)).body.data.list.find((x: { id: number }) => x.id === q.id);
    expect(shown.answers).toEqual([
      expect.objectContaining({
        id: a.body.data.id,
        body: "Mine arrived in four days.",
        mine: false,
      }),
    ]);
  });

  it("keeps each shopper's questions and answers their own: another's delete is missing", async () => {
    const owner = await shopper();
    const other = await shopper();
    const bought = await paidGoods(h, owner, { stock: 50, skip: 5 });
    const q = (await ask(owner, bought.goods.productId, { body: "Is the box recyclable?" })).body
      .data;
    // rewording: the asker only, and only while unanswered
    expect(
      (await h.as(other)("PUT", `/accounts/questions/${q.id}`, { body: "Someone else's words" }))
        .body.code,
    ).toBe(24202);
    const reworded = await h.as(owner)("PUT", `/accounts/questions/${q.id}`, {
      body: "Is the gift box recyclable?",
    });
    expect(reworded.body.data).toMatchObject({
      id: q.id,
      body: "Is the gift box recyclable?",
      mine: true,
    });
    const a = (await answer(owner, q.id, { body: "Yes, it is cardboard." })).body.data;
    expect(
      (
        await h.as(owner)("PUT", `/accounts/questions/${q.id}`, {
          body: "Changed after the answer",
        })
      ).body.code,
    ).toBe(10033);
    expect((await h.as(other)("DELETE", `/accounts/answers/${a.id}`)).body.code).toBe(24202);
    expect((await h.as(other)("DELETE", `/accounts/questions/${q.id}`)).body.code).toBe(24202);
    expect(
      (await list(bought.goods.productId)).body.data.list.find((x: { id: number }) => x.id === q.id)
        .answers,
    ).toHaveLength(1);
    // the seed's questions belong to nobody: nobody can delete them
    const [seeded] = await h.database.db
      .select({ id: s.productQuestions.id })
      .from(s.productQuestions)
      .where(isNull(s.productQuestions.userId))
      .limit(1);
    expect((await h.as(other)("DELETE", `/accounts/questions/${seeded!.id}`)).body.code).toBe(
      24202,
    );
    expect((await h.as(owner)("DELETE", `/accounts/answers/${a.id}`)).body.data).toEqual({
      deleted: true,
    });
    expect((await h.as(owner)("DELETE", `/accounts/questions/${q.id}`)).body.data).toEqual({
      deleted: true,
    });
    expect(
      (await list(bought.goods.productId)).body.data.list.some(
        (x: { id: number }) => x.id === q.id,
      ),
    ).toBe(false);
  });

  it("says live flash-sale counts and whether the caller holds the item; a closed order frees the slot (§9)", async () => {
    const t = await shopper();
    const g = await goods(h, 50, 6);
    const item = await flashSale(h, g, 3, 100);
    const live = async (token?: string) => {
      const res = token
        ? await h.as(token)("GET", `/v2/activity/live?product_id=${g.productId}`)
        : await h.call("GET", `/v2/activity/live?product_id=${g.productId}`);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      return res.body.data.items.find((i: { id: number }) => i.id === item);
    };
    expect(await live()).toMatchObject({
      product_id: g.productId,
      variant_id: g.variantId,
      stock: 3,
      sold: 0,
      bought: false,
    });
    const order = await place(h, t, [{ ...goodsLine(g), activity_item_id: item }]);
    expect(await live(t)).toMatchObject({ sold: 1, bought: true });
    expect(await live()).toMatchObject({ sold: 1, bought: false });
    // a second grab is refused at the fee already
    const again = await h.as(t)("POST", "/checkout/fee", {
      currency: "CNY",
      checkout_lines: [{ ...goodsLine(g), activity_item_id: item }],
    });
    expect(again.body.code).toBe(21002);
    // cancelling the unpaid order gives the unit and the shopper's slot back
    expect((await h.as(t)("POST", `/accounts/privacy/order/${order.sn}/cancel`)).body.code).toBe(
      10000,
    );
    expect(await live(t)).toMatchObject({ sold: 0, bought: false });
    // more than the sale has left is 24101
    const many = await h.as(t)("POST", "/checkout/fee", {
      currency: "CNY",
      checkout_lines: [{ ...goodsLine(g, 4), activity_item_id: item }],
    });
    expect(many.body.code).toBe(24101);
  });
});
