import {
  CHAT_MESSAGE_MAX,
  chatIntent,
  confidentMatch,
  searchTokens,
  type ChatIntent,
} from "@/lib/commerce/support/chatbot";
import { chatMessageBody } from "@/lib/commerce/support/chatbot.schema";

const token = "a".repeat(43);

describe("§1 chatbot: what a message asks for", () => {
  it.each<[string, ChatIntent]>([
    ["Where is my order?", "order"],
    ["where's my order", "order"],
    ["Can you track my parcel", "order"],
    ["我的订单到哪了", "order"],
    ["訂單狀態", "order"],
    ["什么时候发货", "order"],
    ["I want to talk to a human", "human"],
    ["转人工客服", "human"],
    ["Can you recommend a day tour?", "product"],
    ["推荐一些一日游", "product"],
    ["有沒有下午茶", "product"],
    ["How do I get a refund?", "question"],
    ["退款多久到账", "question"],
    ["", "question"],
  ])("%j → %s", (text, intent) => {
    expect(chatIntent(text)).toBe(intent);
  });
});

describe("§1 chatbot: message input (length-limited, trimmed)", () => {
  it.each<[string, unknown, string | null]>([
    ["plain text", { token, text: "hello" }, null],
    ["whitespace collapsed and trimmed", { token, text: "  hello \n world " }, null],
    ["empty after trimming", { token, text: "   " }, "chatEmpty"],
    [`${CHAT_MESSAGE_MAX} characters`, { token, text: "x".repeat(CHAT_MESSAGE_MAX) }, null],
    [
      `${CHAT_MESSAGE_MAX + 1} characters`,
      { token, text: "x".repeat(CHAT_MESSAGE_MAX + 1) },
      "chatTooLong",
    ],
    ["a malformed token", { token: "short", text: "hi" }, "badRequest"],
    ["no text", { token }, "expected"],
  ])("%s", (_, body, error) => {
    const parsed = chatMessageBody.safeParse(body);
    if (error === null) expect(parsed.success).toBe(true);
    else expect(parsed.error?.issues[0]?.message).toContain(error);
  });

  it("collapses whitespace", () => {
    expect(chatMessageBody.parse({ token, text: "  hello \n world " }).text).toBe("hello world");
  });
});

describe("§1 chatbot: search words in three languages", () => {
  it.each<[string, string[]]>([
    ["How do I get a Refund?", ["refund"]],
    ["What are your opening hours", ["opening", "hours"]],
    ["退款", ["退款"]],
    ["如何退款", ["如何", "何退", "退款"]],
    ["票", ["票"]],
    ["SIM卡怎么用", ["sim", "卡怎", "怎么", "么用"]],
  ])("%j", (text, tokens) => {
    expect(searchTokens(text)).toEqual(tokens);
  });
});

describe("§1 chatbot: a search hit is an answer only when it covers a third of the words", () => {
  it.each<[number, number, boolean]>([
    [0, 0, false],
    [0, 3, false],
    [1, 1, true],
    [1, 3, true],
    [1, 4, false],
    [2, 5, true],
    [2, 7, false],
    [3, 7, true],
  ])("%i of %i words", (matched, total, ok) => {
    expect(confidentMatch(matched, total)).toBe(ok);
  });
});
