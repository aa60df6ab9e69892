// Spec §3 Product questions / sku_to_question and §6 "Only buyers of an item can answer its Q&A":
// who may ask, who may answer, how long a question or an answer may be and how many questions a
// shopper may ask a day. The upstream enforces these (the buyer check in SQL over the shopper's
// orders, with the statuses below); the storefront shows the answer form only where they allow.
import { limitWindow, type LimitWindow } from "../booking/limits";
import { ORDER_STATUS } from "../orders/orders";

export const QUESTION_MIN = 5;
export const QUESTION_MAX = 300;
export const ANSWER_MIN = 2;
export const ANSWER_MAX = 500;
/** questions one shopper may ask a shop day (GMT+8), all products together */
export const QUESTIONS_PER_DAY = 5;
export const QUESTION_PAGE_SIZE = 10;

/**
 * Orders whose buyer has the item: paid and not refunded — waiting for fulfilment, partly or
 * fully fulfilled, completed, or an after-sales request that was refused. Unpaid, cancelled and
 * refunded orders (and those with a refund under way) do not make a buyer.
 */
export const ANSWERING_STATUSES: readonly number[] = [
  ORDER_STATUS.unfulfilled,
  ORDER_STATUS.partlyFulfilled,
  ORDER_STATUS.fulfilled,
  ORDER_STATUS.completed,
  ORDER_STATUS.afterSalesRejected,
];

export type AnswerVerdict = "ok" | "signIn" | "buyersOnly";

/** §6: a visitor signs in first; a signed-in shopper answers only with an order from ANSWERING_STATUSES containing the product. */
export function answerVerdict(viewer: {
  signedIn: boolean;
  orderStatuses: readonly number[];
}): AnswerVerdict {
  if (!viewer.signedIn) return "signIn";
  return viewer.orderStatuses.some((s) => ANSWERING_STATUSES.includes(s)) ? "ok" : "buyersOnly";
}

export type AskVerdict = { ok: true } | { ok: false; reason: "signIn" | "dailyLimit" };

/** Signed-in shoppers ask, at most QUESTIONS_PER_DAY a shop day. */
export function askVerdict(
  viewer: { signedIn: boolean; askedToday: number },
  limit = QUESTIONS_PER_DAY,
): AskVerdict {
  if (!viewer.signedIn) return { ok: false, reason: "signIn" };
  if (viewer.askedToday >= limit) return { ok: false, reason: "dailyLimit" };
  return { ok: true };
}

/** The shop day (GMT+8) the daily question limit counts in. */
export function askWindow(now: Date): LimitWindow {
  return limitWindow("day", now, {});
}

/** How an asker or answerer is shown to others: the first character and a mask ("A***"). */
export function maskName(name: string): string {
  const first = [...name.trim()][0];
  return first ? `${first}***` : "***";
}
