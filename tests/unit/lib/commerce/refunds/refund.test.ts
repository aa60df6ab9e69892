import { afterSalesLines, refundLines } from "@/lib/commerce/refunds/refund";
import en from "@/messages/en.json";
import { createTranslator } from "next-intl";

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
// within 24 hours and credited in 1–5 working days — what lib/commerce/refunds/after-sales.schema lineRefund does.
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
