import { channelAllows, entryTarget, parseChannel } from "@/lib/commerce/platform/channels";

// Spec §6 channel-restricted pages ('Please log in to the specified channel'); §7 GET init?p=.

describe("channelAllows (§6 channel-restricted pages)", () => {
  it.each([
    // section's channel, visitor's channel → allowed
    [null, null, true],
    [null, "benefit", true],
    ["benefit", "benefit", true],
    ["benefit", null, false],
    ["benefit", "web", false],
    ["benefit", "other", false],
  ])("section %j, visitor %j → %j", (restricted, visitor, expected) => {
    expect(channelAllows(restricted, visitor)).toBe(expected);
  });
});

describe("parseChannel", () => {
  it.each([
    ["benefit", "benefit"],
    ["wx-oa", "wx-oa"],
    ["web", null],
    ["", null],
    ["Benefit", null],
    ["a".repeat(41), null],
    ["bene fit", null],
    [undefined, null],
  ])("%j → %j", (raw, expected) => {
    expect(parseChannel(raw)).toBe(expected);
  });
});

describe("entryTarget (§7 init?p=)", () => {
  it.each([
    [{ channel: "benefit" }, { channel: "benefit", redirect: "/" }],
    [
      { channel: "benefit", pog_id: "13" },
      { channel: "benefit", redirect: "/products?pog_id=13" },
    ],
    [
      { channel: "benefit", redirect: "/product/12/x?a=1" },
      { channel: "benefit", redirect: "/product/12/x?a=1" },
    ],
    // redirects only to our own paths
    [{ redirect: "https://evil.example/" }, { channel: null, redirect: "/" }],
    [{ redirect: "//evil.example/" }, { channel: null, redirect: "/" }],
    [{ redirect: "/\\evil.example" }, { channel: null, redirect: "/" }],
    [{ redirect: "javascript:alert(1)" }, { channel: null, redirect: "/" }],
    [{ pog_id: "0" }, { channel: null, redirect: "/" }],
    [{ channel: "<script>" }, { channel: null, redirect: "/" }],
  ])("%j → %j", (params, expected) => {
    expect(entryTarget(params)).toEqual(expected);
  });
});
