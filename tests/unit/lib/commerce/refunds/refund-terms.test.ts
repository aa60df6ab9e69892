import {
  cancellationTerms,
  type TermsFacts,
  afterSalesLines,
  refundLines,
} from "@/lib/commerce/refunds/refund-terms";
import { shopMinute } from "@/lib/commerce/time/shop-time";
import en from "@/messages/en.json";
import { createTranslator } from "next-intl";

// Spec §4 Product refund tag, §3 refund policy items (23:59 end-of-day cutoff), §9 after-sales:
// the one-line cancellation terms beside the price and before Pay.
// now: 2026-11-22 17:30 in shop time (GMT+8)
const now = new Date("2026-11-22T09:30:00.000Z");
const facts = (over: Partial<TermsFacts>): TermsFacts => ({
  productType: 2,
  refundTag: 3,
  policy: [],
  dated: true,
  bookAt: null,
  bookTime: null,
  ...over,
});
const beforeUse = (date: number, proportion: number, time = "23:59") => ({
  inventory_type: 1 as const,
  date,
  time,
  before: true,
  proportion,
});

describe("cancellationTerms (spec §4 refund tag, §3 policy items, §9 after-sales)", () => {
  it.each([
    [
      "goods follow after-sales, whatever the tag",
      facts({ productType: 1, refundTag: 0, dated: false }),
      { kind: "goods", days: 7 },
    ],
    [
      "tag 0 is non-refundable",
      facts({ refundTag: 0, bookAt: "2026-11-30" }),
      { kind: "nonRefundable" },
    ],
    [
      "tag 2 with a date: free until the end of the date of use",
      facts({ refundTag: 2, bookAt: "2026-11-30" }),
      { kind: "free", until: "2026-11-30 23:59" },
    ],
    [
      "tag 2 before a date is chosen: free any time before use",
      facts({ refundTag: 2 }),
      { kind: "free", until: null },
    ],
    [
      "tag 2, undated voucher: free any time",
      facts({ refundTag: 2, productType: 3, dated: false }),
      { kind: "free", until: null },
    ],
    [
      "tag 3, full refund 3 days before: free until 23:59 three days before the chosen date",
      facts({ policy: [beforeUse(1, 50), beforeUse(3, 100)], bookAt: "2026-11-30" }),
      { kind: "free", until: "2026-11-27 23:59" },
    ],
    [
      "tag 3, the full-refund window has passed for that date: the partial one that is left",
      facts({ policy: [beforeUse(1, 50), beforeUse(3, 100)], bookAt: "2026-11-24" }),
      { kind: "partial", proportion: 50, until: "2026-11-23 23:59" },
    ],
    [
      "tag 3, every window passed for that date: non-refundable",
      facts({ policy: [beforeUse(3, 100)], bookAt: "2026-11-23" }),
      { kind: "nonRefundable" },
    ],
    [
      "tag 3 before a date is chosen: the full-refund window in days before use",
      facts({ policy: [beforeUse(1, 50), beforeUse(3, 100, "18:00")] }),
      { kind: "freeBefore", days: 3, time: "18:00" },
    ],
    [
      "tag 3 before a date is chosen, no full refund in the policy: conditional",
      facts({ policy: [beforeUse(1, 50)] }),
      { kind: "conditional" },
    ],
    [
      "tag 3 without items: non-refundable",
      facts({ bookAt: "2026-11-30" }),
      { kind: "nonRefundable" },
    ],
    [
      "tag 3 relative to purchase (undated): free until 7 days after today",
      facts({
        dated: false,
        policy: [{ inventory_type: 0, date: 7, time: "23:59", before: false, proportion: 100 }],
      }),
      { kind: "free", until: "2026-11-29 23:59" },
    ],
  ] as const)("%s", (_label, input, expected) => {
    expect(cancellationTerms(input, now)).toEqual(expected);
  });

  it("states instants in shop time (GMT+8)", () => {
    expect(shopMinute("2026-11-27T15:59:59.999Z")).toBe("2026-11-27 23:59");
  });
});

// Spec §4 refund tags and §3 refund policy items, stated in words (messages "refund").
describe("refund policy wording (spec §3, §4)", () => {
  const t = createTranslator({ locale: "en", messages: en, namespace: "refund" });
  const say = (tag: 0 | 2 | 3, items: Parameters<typeof refundLines>[1]) =>
    refundLines(tag, items).map((line) =>
      "values" in line ? t(line.key, line.values) : t(line.key),
    );

  it.each([
    [0, [], ["Non-refundable once bought."]],
    [2, [], ["Refundable at any time before use."]],
    [3, [], ["Refunds are handled case by case; contact us."]],
    [
      3,
      [
        { inventory_type: 1, date: 1, time: "23:59", before: true, proportion: 50 },
        { inventory_type: 1, date: 3, time: "23:59", before: true, proportion: 100 },
      ],
      [
        "Full refund if cancelled by 23:59 (end of day) 3 days before the date of use.",
        "50% refund if cancelled by 23:59 (end of day) 1 day before the date of use.",
      ],
    ],
    [
      3,
      [{ inventory_type: 2, date: 2, time: "18:00", before: true, proportion: 100 }],
      ["Full refund if cancelled by 18:00 2 days before the session."],
    ],
    [
      3,
      [{ inventory_type: 0, date: 7, time: "23:59", before: false, proportion: 100 }],
      ["Full refund if cancelled by 23:59 (end of day) 7 days after purchase."],
    ],
  ] as const)("tag %i with %j", (tag, items, words) => {
    expect(say(tag, [...items])).toEqual(words);
  });
});

// Spec §9 after-sales: goods are not refunded by a policy but within 7 days of receipt, reviewed
// within 24 hours and credited in 1–5 working days — what lib/commerce/refunds/refunds lineRefund does.
describe("goods after-sales wording (spec §9)", () => {
  it.each([
    [
      "en",
      [
        "Returns and refunds can be requested within 7 days of receipt.",
        "We review a request within 24 hours; a refund reaches you in 1–5 working days.",
      ],
    ],
    ["zh-hans", ["收货后7天内可申请退货退款。", "申请将在24小时内审核，退款于1–5个工作日内到账。"]],
  ] as const)("%s", async (locale, expected) => {
    const messages = locale === "en" ? en : (await import("@/messages/zh-hans.json")).default;
    const t = createTranslator({ locale, messages, namespace: "refund" });
    expect(
      afterSalesLines().map((line) => ("values" in line ? t(line.key, line.values) : t(line.key))),
    ).toEqual(expected);
  });
});
