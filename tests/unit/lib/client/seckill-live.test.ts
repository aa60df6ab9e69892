import { findLive, readLiveItems } from "@/lib/client/seckill-live";

// The live flash-sale answer is read by hand on cached catalogue pages (no zod there): whatever
// does not look like an item is dropped, never trusted.
describe("readLiveItems (GET /api/seckill/live)", () => {
  const item = {
    id: 311,
    activity_id: 31,
    product_id: 77,
    variant_id: 501,
    stock: 20,
    sold: 3,
    bought: false,
  };
  it.each([
    ["a well-formed answer", { now: "x", items: [item] }, [item]],
    ["no data", null, []],
    ["data without items", { now: "x" }, []],
    ["items not a list", { items: "many" }, []],
    ["a negative count", { items: [{ ...item, sold: -1 }] }, []],
    ["a string id", { items: [{ ...item, id: "311" }] }, []],
    ["bought missing", { items: [{ ...item, bought: undefined }] }, []],
    [
      "one bad among good",
      { items: [item, { ...item, stock: 1.5 }, { ...item, id: 312, bought: true }] },
      [item, { ...item, id: 312, bought: true }],
    ],
  ])("%s", (_label, data, expected) => {
    expect(readLiveItems(data)).toEqual(expected);
  });

  it("finds an activity's item by option", () => {
    const items = readLiveItems({ items: [item, { ...item, id: 411, activity_id: 41 }] });
    expect(findLive(items, 41, 501)?.id).toBe(411);
    expect(findLive(items, 31, 502)).toBeUndefined();
    expect(findLive(undefined, 31, 501)).toBeUndefined();
  });
});
