import { monthBlocks } from "@/components/product/booking-calendar";

// The booking calendar's month grids (month labels, whole weeks, Monday first).
describe("monthBlocks", () => {
  it("groups dates by month and pads each month's first week to its weekday", () => {
    // 2026-11-27 is a Friday, 2026-12-01 a Tuesday
    const blocks = monthBlocks([
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(blocks.map((b) => b.month)).toEqual(["2026-11", "2026-12"]);
    expect(blocks[0]!.cells).toEqual([
      null,
      null,
      null,
      null,
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
    ]);
    expect(blocks[1]!.cells).toEqual([null, "2026-12-01", "2026-12-02"]);
  });

  it.each([
    ["2026-03-02", 0], // a Monday: no blank
    ["2026-03-08", 6], // a Sunday: six blanks
  ])("a month starting on %s gets %i blanks", (date, blanks) => {
    expect(monthBlocks([date])[0]!.cells.filter((c) => c === null)).toHaveLength(blanks);
  });

  it("has nothing to show for no dates", () => {
    expect(monthBlocks([])).toEqual([]);
  });
});
