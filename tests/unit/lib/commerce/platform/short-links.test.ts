import {
  SHORT_CODE,
  SHORT_CODE_LENGTH,
  clickDay,
  ownLongUrl,
  productIdOf,
  randomShortCode,
  withUtm,
} from "@/lib/commerce/platform/short-links";

const OWN = ["localhost", "shop.example.com", "jk.example.com"];
const ORIGIN = "https://shop.example.com";

// Spec §2 /t/{code}: a short link is made only for our own origins.
describe("ownLongUrl (spec §2 short links: own origins only)", () => {
  it.each([
    [
      "https://shop.example.com/products?keyword=Kyoto",
      "https://shop.example.com/products?keyword=Kyoto",
    ],
    ["HTTPS://SHOP.EXAMPLE.COM/promotion/seckill", "https://shop.example.com/promotion/seckill"],
    ["https://jk.example.com/product/1000/x", "https://jk.example.com/product/1000/x"],
    ["http://localhost:3500/cart", "http://localhost:3500/cart"],
    ["/promotion/special/top-picks", "https://shop.example.com/promotion/special/top-picks"],
    ["  /faq  ", "https://shop.example.com/faq"],
    ["https://evil.example.org/", null],
    ["https://shop.example.com.evil.example.org/", null],
    ["https://shop.example.com@evil.example.org/", null],
    ["https://user:pw@shop.example.com/", null],
    ["//evil.example.org/x", null],
    ["/\\evil.example.org/x", null],
    // same scheme as the base without slashes: a path on our host, not another host
    ["https:evil.example.org", "https://shop.example.com/evil.example.org"],
    ["javascript:alert(1)", null],
    ["ftp://shop.example.com/file", null],
    ["data:text/html,<script>", null],
    ["/faq\n", "https://shop.example.com/faq"],
    ["/fa\u0000q", null],
    ["", null],
    ["   ", null],
  ])("%j → %j", (target, expected) => {
    expect(ownLongUrl(target, OWN, ORIGIN)?.toString() ?? null).toBe(expected);
  });
});

describe("withUtm (campaign parameters on the long URL)", () => {
  it.each([
    [{}, "https://shop.example.com/products?keyword=tea"],
    [
      { utm_source: "newsletter", utm_campaign: "summer" },
      "https://shop.example.com/products?keyword=tea&utm_source=newsletter&utm_campaign=summer",
    ],
    [
      { utm_source: "weibo", utm_medium: "social", utm_campaign: "春节 2027" },
      "https://shop.example.com/products?keyword=tea&utm_source=weibo&utm_medium=social&utm_campaign=%E6%98%A5%E8%8A%82+2027",
    ],
    [{ utm_source: "  " }, "https://shop.example.com/products?keyword=tea"],
  ])("%j", (utm, expected) => {
    expect(withUtm(new URL("https://shop.example.com/products?keyword=tea"), utm).toString()).toBe(
      expected,
    );
  });

  it("replaces a utm parameter the URL already has", () => {
    const url = new URL("https://shop.example.com/?utm_source=old&a=1");
    expect(withUtm(url, { utm_source: "new" }).toString()).toBe(
      "https://shop.example.com/?utm_source=new&a=1",
    );
  });
});

describe("productIdOf", () => {
  it.each([
    ["1000", 1000],
    [" 42 ", 42],
    ["0", null],
    ["01", null],
    ["1000x", null],
    ["/product/1000", null],
    ["1234567890", null],
  ])("%j → %j", (target, expected) => {
    expect(productIdOf(target)).toBe(expected);
  });
});

describe("randomShortCode (unguessable codes)", () => {
  it("is 10 base62 letters and a valid code", () => {
    const code = randomShortCode();
    expect(code).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(code).toHaveLength(SHORT_CODE_LENGTH);
    expect(SHORT_CODE.test(code)).toBe(true);
  });

  it("does not repeat over 5,000 draws and uses every letter", () => {
    const codes = new Set(Array.from({ length: 5000 }, () => randomShortCode()));
    expect(codes.size).toBe(5000);
    expect(new Set([...codes].join("")).size).toBe(62);
  });

  it("skips bytes ≥ 248 so no letter is favoured", () => {
    // a source that gives 248..255 first, then 0 and 61: only the last two become letters
    const fill = (b: Uint8Array) => {
      b.set([248, 255, 250, 0, 61, 124].slice(0, b.length));
      return b;
    };
    expect(randomShortCode(3, fill)).toBe("0z0");
  });
});

describe("clickDay (clicks counted per UTC day)", () => {
  it.each([
    ["2026-11-26T23:59:59.999Z", "2026-11-26"],
    ["2026-11-27T00:00:00.000Z", "2026-11-27"],
    ["2026-11-26T16:30:00.000-08:00", "2026-11-27"],
  ])("%s → %s", (at, day) => {
    expect(clickDay(new Date(at))).toBe(day);
  });
});
