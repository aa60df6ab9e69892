import {
  ANSWER_MAX,
  QUESTION_MAX,
  QUESTIONS_PER_DAY,
  answerVerdict,
  askVerdict,
  askWindow,
  maskName,
} from "@/lib/commerce/catalogue/questions";
import { answerBody, askQuestionBody } from "@/lib/commerce/catalogue/questions.schema";
import { ORDER_STATUS } from "@/lib/commerce/orders/orders";

// Spec §6 "Only buyers of an item can answer its Q&A": a paid order containing the product.
describe("answerVerdict (spec §6 only buyers answer)", () => {
  const S = ORDER_STATUS;
  it.each([
    ["a visitor", false, [], "signIn"],
    ["a visitor even with orders (no token, nothing known)", false, [S.completed], "signIn"],
    ["signed in, no orders of the product", true, [], "buyersOnly"],
    ["only an unpaid order", true, [S.pending], "buyersOnly"],
    ["only a cancelled order", true, [S.cancelled], "buyersOnly"],
    ["only a refunded order (after-sales completed)", true, [S.afterSalesCompleted], "buyersOnly"],
    ["a refund under way", true, [S.afterSalesPending, S.afterSalesProcessing], "buyersOnly"],
    ["paid, waiting for fulfilment", true, [S.unfulfilled], "ok"],
    ["partly fulfilled", true, [S.partlyFulfilled], "ok"],
    ["fulfilled", true, [S.fulfilled], "ok"],
    ["completed", true, [S.completed], "ok"],
    ["an after-sales request refused: still a buyer", true, [S.afterSalesRejected], "ok"],
    ["one cancelled and one completed order", true, [S.cancelled, S.completed], "ok"],
  ])("%s → %s", (_label, signedIn, orderStatuses, verdict) => {
    expect(
      answerVerdict({ signedIn: signedIn as boolean, orderStatuses: orderStatuses as number[] }),
    ).toBe(verdict);
  });
});

describe("askVerdict (spec §3 questions: signed-in shoppers ask, a daily limit)", () => {
  it.each([
    ["a visitor", false, 0, { ok: false, reason: "signIn" }],
    ["first question today", true, 0, { ok: true }],
    ["the last one allowed", true, QUESTIONS_PER_DAY - 1, { ok: true }],
    ["the limit reached", true, QUESTIONS_PER_DAY, { ok: false, reason: "dailyLimit" }],
    ["past the limit", true, QUESTIONS_PER_DAY + 3, { ok: false, reason: "dailyLimit" }],
  ])("%s → %o", (_label, signedIn, askedToday, verdict) => {
    expect(askVerdict({ signedIn: signedIn as boolean, askedToday: askedToday as number })).toEqual(
      verdict,
    );
  });

  it.each([
    // the shop day is GMT+8: 15:59:59Z is still the 23rd there, 16:00Z is the 24th
    ["2026-11-23T15:59:59Z", "2026-11-22T16:00:00.000Z", "2026-11-23T16:00:00.000Z"],
    ["2026-11-23T16:00:00Z", "2026-11-23T16:00:00.000Z", "2026-11-24T16:00:00.000Z"],
    ["2026-11-23T02:00:00Z", "2026-11-22T16:00:00.000Z", "2026-11-23T16:00:00.000Z"],
  ])("the daily window at %s runs %s → %s", (now, from, to) => {
    const w = askWindow(new Date(now));
    expect(w.from?.toISOString()).toBe(from);
    expect(w.to?.toISOString()).toBe(to);
  });
});

describe("askQuestionBody / answerBody (the forms' and the upstream's one schema)", () => {
  it.each([
    ["a plain question", { body: "Does it come gift-wrapped?" }, true, null],
    ["trimmed before counting", { body: "   Hi?   " }, false, "questionTooShort"],
    ["exactly the maximum", { body: "x".repeat(QUESTION_MAX) }, true, null],
    ["one past the maximum", { body: "x".repeat(QUESTION_MAX + 1) }, false, "questionTooLong"],
    ["line breaks are fine", { body: "Two lines:\nfirst and second" }, true, null],
    ["a NUL is refused", { body: "Is it\u0000 safe?" }, false, "textInvalid"],
    ["an escape sequence is refused", { body: "Colour \u001b[31mred" }, false, "textInvalid"],
    ["about one option", { body: "Which size fits?", variant_id: 12 }, true, null],
    [
      "an option id must be a positive integer",
      { body: "Which size fits?", variant_id: -1 },
      false,
      null,
    ],
  ])("question: %s", (_label, input, ok, message) => {
    const r = askQuestionBody.safeParse(input);
    expect(r.success).toBe(ok);
    if (!r.success && message) expect(r.error.issues[0]?.message).toBe(message);
  });

  it.each([
    ["a short answer", "Yes.", true],
    ["one character", "Y", false],
    ["exactly the maximum", "y".repeat(ANSWER_MAX), true],
    ["one past the maximum", "y".repeat(ANSWER_MAX + 1), false],
  ])("answer: %s", (_label, body, ok) => {
    expect(answerBody.safeParse({ body }).success).toBe(ok);
  });

  it.each([
    ["Ada", "A***"],
    ["  陈小姐 ", "陈***"],
    ["", "***"],
    ["😀 Smile", "😀***"],
  ])("maskName(%p) → %p", (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
