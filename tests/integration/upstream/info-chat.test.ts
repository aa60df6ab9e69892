/** @jest-environment node */
// FAQ entries, the chat token (§7 chatbot/guest_token) and the reference bot — FAQ and
// policy answers in en and zh-hans, product suggestions from the catalogue, "where is my order"
// from the caller's own orders only, the input limit and the per-token rate — on PGlite and
// PostgreSQL.
import { CHAT_MESSAGE_MAX, CHAT_RATE } from "../../../lib/commerce/support/chatbot";
import {
  chatAnswerSchema,
  chatTokenSchema,
  faqEntrySchema,
} from "../../../lib/commerce/support/chatbot.schema";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";
import { DATABASES } from "./databases";
import { paidGoods } from "./orders-fixtures";

jest.setTimeout(180_000);

describe.each(DATABASES)("FAQ and chatbot on %s", (kind) => {
  let h: AccountHarness;
  let n = 0;
  const shopper = async () => h.signupEmail(`chat-${kind}-${++n}-${Date.now()}@example.com`);

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

  const guestToken = async (headers: Record<string, string> = {}) => {
    const res = await h.call("POST", "/chatbot/guest_token", undefined, headers);
    expect(res.status).toBe(200);
    return chatTokenSchema.parse(res.body.data);
  };
  const ask = async (token: string, text: string, headers: Record<string, string> = {}) => {
    const res = await h.call("POST", "/chatbot/messages", { token, text }, headers);
    return {
      status: res.status,
      code: res.body.code as number,
      answer: res.status === 200 ? chatAnswerSchema.parse(res.body.data) : null,
    };
  };

  it("lists the brand's FAQ entries in the request's language", async () => {
    const en = await h.call("GET", "/faq");
    const zh = await h.call("GET", "/faq", undefined, { language: "zh-hans" });
    const entries = faqEntrySchema.array().parse(en.body.data);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries[0]!.question).toBe("How do I get a refund?");
    expect(faqEntrySchema.array().parse(zh.body.data)[0]!.question).toBe("如何申请退款？");
  });

  it("issues a guest token, and a signed-in shopper's token is tied to them", async () => {
    const guest = await guestToken();
    expect(guest).toMatchObject({ signed_in: false });
    expect(guest.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(guest.expires_at).getTime() - h.clock.now.getTime()).toBe(60 * 60_000);
    const t = await shopper();
    expect(await guestToken({ authorization: `Bearer ${t}` })).toMatchObject({ signed_in: true });
    // an invalid bearer token is simply a guest
    expect(await guestToken({ authorization: "Bearer nonsense" })).toMatchObject({
      signed_in: false,
    });
  });

  it("answers an FAQ question from the FAQ in en and in zh-hans", async () => {
    const { token } = await guestToken();
    const en = await ask(token, "How can I get a refund for my ticket?");
    expect(en.answer).toMatchObject({ kind: "answer" });
    expect(en.answer?.kind === "answer" && en.answer.passages[0]).toMatchObject({
      source: "faq",
      title: "How do I get a refund?",
    });

    const zh = await ask(token, "怎么申请退款？", { language: "zh-hans" });
    expect(zh.answer?.kind === "answer" && zh.answer.passages[0]).toMatchObject({
      source: "faq",
      title: "如何申请退款？",
    });
    expect(zh.answer?.kind === "answer" && zh.answer.passages[0]?.text).toMatch(/24小时内审核/);
  });

  it("answers from the privacy policy and the user agreement too", async () => {
    const { token } = await guestToken();
    const res = await ask(token, "How long do you keep transaction records?");
    expect(res.answer?.kind === "answer" && res.answer.passages[0]).toMatchObject({
      source: "privacy_policy",
    });
    expect(res.answer?.kind === "answer" && res.answer.passages[0]?.text).toMatch(
      /at least 3 years/,
    );
  });

  it("suggests products from the catalogue search", async () => {
    const { token } = await guestToken();
    const res = await ask(token, "Can you recommend a day tour?");
    expect(res.answer?.kind).toBe("products");
    const products = res.answer?.kind === "products" ? res.answer.products : [];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => /day tour/i.test(p.title))).toBe(true);
  });

  it("hands over to customer service when asked for a person or when nothing matches", async () => {
    const { token } = await guestToken();
    expect((await ask(token, "I want to talk to a human")).answer).toEqual({ kind: "handover" });
    expect((await ask(token, "qwxz zzkv plorf")).answer).toEqual({ kind: "handover" });
  });

  it("tells a guest to sign in for order questions, and shows a shopper only their own orders", async () => {
    const guest = await guestToken();
    expect((await ask(guest.token, "Where is my order?")).answer).toEqual({ kind: "sign_in" });

    const alice = await shopper();
    const bob = await shopper();
    const hers = await paidGoods(h, alice);
    const his = await paidGoods(h, bob, { skip: 1 });
    const { token } = await guestToken({ authorization: `Bearer ${alice}` });
    const res = await ask(token, "Where is my order?");
    expect(res.answer?.kind).toBe("orders");
    const orders = res.answer?.kind === "orders" ? res.answer.orders : [];
    expect(orders.map((o) => o.sn)).toEqual([hers.sn]);
    expect(orders.map((o) => o.sn)).not.toContain(his.sn);
    expect(orders[0]).toMatchObject({ label: "toShip" });

    const zh = await ask(token, "我的订单到哪了", { language: "zh-hans" });
    expect(zh.answer?.kind === "orders" && zh.answer.orders[0]?.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it("refuses bad input with 40000, unknown tokens with 10002, another brand's token, and floods with 40029", async () => {
    const { token } = await guestToken();
    expect((await ask(token, "x".repeat(CHAT_MESSAGE_MAX + 1))).code).toBe(40000);
    expect((await ask(token, "   ")).code).toBe(40000);
    expect(
      (
        await h.call("POST", "/chatbot/messages", "{not json", {
          "content-type": "application/json",
        })
      ).status,
    ).toBe(400);
    expect((await ask("A".repeat(43), "hello")).code).toBe(10002);
    expect((await ask(token, "hello", { platform: "www" })).code).toBe(10002);

    const flood = (await guestToken()).token;
    for (let i = 0; i < CHAT_RATE.messages; i++)
      expect((await ask(flood, "hours?")).status).toBe(200);
    const refused = await ask(flood, "hours?");
    expect([refused.status, refused.code]).toEqual([429, 40029]);
    h.clock.advance(CHAT_RATE.windowSeconds * 1000 + 1);
    expect((await ask(flood, "hours?")).status).toBe(200);

    // the token lapses after an hour
    h.clock.advance(60 * 60_000);
    expect((await ask(flood, "hours?")).code).toBe(10002);
  });

  it("has no chat on a brand without the robot", async () => {
    const res = await h.call("POST", "/chatbot/guest_token", undefined, { platform: "jk-club" });
    expect([res.status, res.body.code]).toEqual([404, 20004]);
    // its FAQ is still there
    expect(
      (await h.call("GET", "/faq", undefined, { platform: "jk-club" })).body.data.length,
    ).toBeGreaterThan(0);
  });
});
