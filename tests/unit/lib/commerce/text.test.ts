import { isPrintable } from "@/lib/commerce/text";

describe("text from outside carries no control characters (upstream 40000, storefront drops it)", () => {
  it.each([
    ["tea", true],
    ["京都 day trip — 2 pax", true],
    ["😀", true],
    ["", true],
    ["\u0000", false],
    ["a\nb", false],
    ["\u001b[31m", false],
    ["\u007f", false],
    ["\u0085", false], // C1 next line
    ["\u009f", false],
    ["\u00a0", true], // no-break space is text
  ])("%j → %s", (text, ok) => {
    expect(isPrintable(text)).toBe(ok);
  });
});
