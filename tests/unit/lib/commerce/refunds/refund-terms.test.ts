import {
  cancellationTerms,
  shopMinute,
  type TermsFacts,
} from "@/lib/commerce/refunds/refund-terms";

// Spec §4 Product refund tag, §3 refund policy items (23:59 end-of-day cutoff), §9 after-sales:
// the one-line cancellation terms beside the price and before Pay (issue 21).
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
