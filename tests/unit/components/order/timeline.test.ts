import { latestScan, timeline } from "@/components/order/timeline";
import { parseMajor } from "@/components/refund/amount-input";
import { proofImageSrc, refundChangeable } from "@/components/refund/refund-view";

// The trace page's one list (carrier scans + order history, newest first), the refund form's
// money field, and what an application still allows (§4 Refund status).

describe("timeline", () => {
  it("merges scans and history newest first, names known kinds and keeps unknown ones", () => {
    const entries = timeline({
      history: [
        { kind: "created", actor: "shopper", at: "2026-11-20T01:00:00.000Z", data: {} },
        { kind: "paid", actor: "gateway", at: "2026-11-20T01:05:00.000Z", data: {} },
        { kind: "shipped", actor: "ops", at: "2026-11-21T03:00:00.000Z", data: {} },
        { kind: "audited_by_robot", actor: "system", at: "2026-11-21T04:00:00.000Z", data: {} },
      ],
      shipments: [
        {
          id: 1,
          order_line_id: null,
          carrier: "SF Express",
          tracking: "SF1",
          shipped_at: "2026-11-21T03:00:00.000Z",
          events: [
            { at: "2026-11-22T09:00:00.000Z", text: "Delivered", place: "Kowloon" },
            { at: "2026-11-21T03:00:00.000Z", text: "Picked up", place: "Shenzhen" },
          ],
        },
      ],
    });
    expect(
      entries.map((e) =>
        e.type === "event" ? `event:${e.kind ?? `?${e.raw}`}` : `scan:${e.text}`,
      ),
    ).toEqual([
      "scan:Delivered",
      "event:?audited_by_robot",
      // same instant: the order's own event first
      "event:shipped",
      "scan:Picked up",
      "event:paid",
      "event:created",
    ]);
  });

  it("latestScan picks the newest whatever the order", () => {
    expect(
      latestScan([
        { at: "2026-11-21T03:00:00Z" },
        { at: "2026-11-22T03:00:00Z" },
        { at: "2026-11-20T03:00:00Z" },
      ]),
    ).toEqual({ at: "2026-11-22T03:00:00Z" });
    expect(latestScan([])).toBeNull();
  });
});

describe("parseMajor", () => {
  it.each([
    ["100", 10000],
    ["100.5", 10050],
    ["0.05", 5],
    ["1,234.56", 123456],
    [" 12.50 ", 1250],
    ["12.", 1200],
  ])("%s → %d minor units", (text, minor) => expect(parseMajor(text)).toBe(minor));
  it.each(["", "abc", "1.234", "-5", "1e3", "12.3.4"])("%s is not an amount", (text) =>
    expect(parseMajor(text)).toBeNaN(),
  );
});

describe("refundChangeable", () => {
  it.each([
    [0, false, "edit"],
    [1, false, "edit"],
    [2, false, "edit"],
    [3, false, "none"],
    [4, false, "none"],
    [5, false, "none"],
    [6, false, "edit"],
    [7, false, "none"],
    [0, true, "withdraw"],
    [3, true, "none"],
  ] as const)("status %d, cancellation %s → %s", (status, isCancel, expected) =>
    expect(refundChangeable({ status, is_cancel: isCancel })).toBe(expected),
  );

  it("proof images: the upstream's /uploads/{key} is shown from the shop's /api/uploads/{key}; anything else is not shown", () => {
    const key = "A".repeat(32) + ".webp";
    expect(proofImageSrc(`/uploads/${key}`)).toBe(`/api/uploads/${key}`);
    expect(proofImageSrc(`uploads/${key}`)).toBe(`/api/uploads/${key}`);
    expect(proofImageSrc("https://evil.example/x.webp")).toBeNull();
    expect(proofImageSrc("/uploads/../secret")).toBeNull();
  });
});
