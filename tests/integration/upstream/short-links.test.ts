// Marketing makes short links through the ops route and reads how
// often they were opened; codes are random and unique, a link elsewhere is refused, an expired one
// resolves as missing, and opens are counted per UTC day — concurrent ones too.
import { eq } from "drizzle-orm";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { createApp } from "../../../upstream/app";
import * as s from "../../../upstream/db/schema";
import { createShortLink } from "../../../upstream/services/short-links";
import { watchContract } from "./contract";
import { DATABASES, openHarness, type Harness } from "./databases";

jest.setTimeout(60_000);

const TOKEN = "ops-token-for-short-links";
const HEADERS = { platform: "default", language: "en", currency: "CNY", channel: "web" };

describe.each(DATABASES)("short links on %s", (kind) => {
  let h: Harness;
  let now = new Date("2026-11-25T10:00:00Z");
  let app: ReturnType<typeof createApp>;
  let contract: ReturnType<typeof watchContract>;
  beforeAll(async () => {
    h = await openHarness(kind);
    app = createApp({
      db: h.database.db,
      dbKind: h.database.kind,
      deps: { clock: () => now },
      opsToken: TOKEN,
    });
    contract = watchContract(app);
  });
  afterAll(async () => {
    contract?.assertKept();
    await h?.close();
  });

  const ops = async (command: string, body: unknown, token = TOKEN) => {
    const res = await app.request(`/ops/${command}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const create = (body: Record<string, unknown>) => ops("short-link-create", body);
  const resolve = async (code: string) => {
    const res = await app.request(`/shortUrl/${code}`, { headers: HEADERS });
    return { status: res.status, body: (await res.json()) as any };
  };
  const click = async (code: string) => {
    const res = await app.request(`/shortUrl/${code}/click`, { method: "POST", headers: HEADERS });
    return { status: res.status, body: (await res.json()) as any };
  };
  const stats = async (code: string) => (await ops("short-link-stats", { code })).body;

  it("makes a link to a product's canonical page with its campaign, and resolves it", async () => {
    const [product] = await h.database.db
      .select({ seoSn: s.products.seoSn })
      .from(s.products)
      .where(eq(s.products.id, 1000));
    const made = await create({
      target: "1000",
      utm_source: "newsletter",
      utm_campaign: "summer",
      utm_medium: "email",
    });
    expect(made.status).toBe(200);
    const { code } = made.body.data;
    expect(code).toMatch(/^[0-9A-Za-z]{10}$/);
    const long = `https://shop.example.com/product/1000/${product!.seoSn}?utm_source=newsletter&utm_medium=email&utm_campaign=summer`;
    expect(made.body.data).toEqual({
      code,
      path: `/t/${code}`,
      url: `https://shop.example.com/t/${code}`,
      long_url: long,
      expires_at: null,
    });
    expect(await resolve(code)).toEqual({
      status: 200,
      body: { code: Codes.ok, data: { long_url: long } },
    });
  });

  it("makes a link to a path or a URL of one of our brands, on that brand's origin", async () => {
    const path = await create({ target: "/promotion/seckill", utm_source: "weibo" });
    expect(path.body.data.long_url).toBe(
      "https://shop.example.com/promotion/seckill?utm_source=weibo",
    );
    const other = await create({ target: "https://jk.example.com/products?keyword=tea" });
    expect(other.body.data.long_url).toBe("https://jk.example.com/products?keyword=tea");
    expect(other.body.data.url).toBe(`https://jk.example.com/t/${other.body.data.code}`);
  });

  it.each([
    "https://evil.example.org/",
    "//evil.example.org/promo",
    "/\\evil.example.org/promo",
    "https://shop.example.com@evil.example.org/",
    "https://shop.example.com.evil.example.org/",
    "javascript:alert(1)",
  ])("refuses a link to another origin: %j → 40030", async (target) => {
    const before = await h.database.db.$count(s.shortUrls);
    expect(await create({ target })).toEqual({
      status: 400,
      body: { code: Codes.linkOffSite, message: expect.any(String) },
    });
    expect(await h.database.db.$count(s.shortUrls)).toBe(before);
  });

  it("refuses an unknown product, a past expiry, bad parameters and a caller without the token", async () => {
    expect((await create({ target: "999999" })).body.code).toBe(Codes.itemMissing);
    expect((await create({ target: "1000", expires_at: "2026-11-25T09:00:00Z" })).body.code).toBe(
      Codes.badRequest,
    );
    expect((await create({ target: "1000", utm_source: "a\u0000b" })).body.code).toBe(
      Codes.badRequest,
    );
    expect((await create({ target: "1000", brand: "nope" })).body.code).toBe(Codes.itemMissing);
    expect((await ops("short-link-create", { target: "1000" }, "wrong")).status).toBe(401);
  });

  it("counts opens per UTC day, and stats lists them", async () => {
    const { code } = (await create({ target: "/faq" })).body.data;
    expect(await stats(code)).toMatchObject({ code: Codes.ok, data: { total: 0, days: [] } });
    now = new Date("2026-11-25T23:59:00Z");
    for (let i = 0; i < 3; i++)
      expect(await click(code)).toEqual({
        status: 200,
        body: { code: Codes.ok, data: { counted: true } },
      });
    now = new Date("2026-11-26T00:01:00Z");
    await click(code);
    await click(code);
    expect((await stats(code)).data).toMatchObject({
      code,
      long_url: "https://shop.example.com/faq",
      total: 5,
      days: [
        { day: "2026-11-25", clicks: 3 },
        { day: "2026-11-26", clicks: 2 },
      ],
    });
  });

  it("an unknown code neither resolves nor counts", async () => {
    const rows = await h.database.db.$count(s.shortLinkClicks);
    expect((await resolve("NoSuchCode1")).status).toBe(404);
    expect(await click("NoSuchCode1")).toEqual({
      status: 404,
      body: { code: Codes.itemMissing, message: expect.any(String) },
    });
    expect(await h.database.db.$count(s.shortLinkClicks)).toBe(rows);
    expect((await stats("NoSuchCode1")).code).toBe(Codes.itemMissing);
  });

  it("an expired link resolves as missing (the storefront goes home) and counts nothing", async () => {
    now = new Date("2026-11-26T08:00:00Z");
    const made = await create({ target: "/", expires_at: "2026-11-26T09:00:00Z" });
    const { code } = made.body.data;
    expect(made.body.data.expires_at).toBe("2026-11-26T09:00:00.000Z");
    expect((await resolve(code)).status).toBe(200);
    expect((await click(code)).status).toBe(200);
    now = new Date("2026-11-26T09:00:00Z");
    expect((await resolve(code)).body.code).toBe(Codes.itemMissing);
    expect((await click(code)).status).toBe(404);
    expect((await stats(code)).data.total).toBe(1);
  });

  it("codes are random base62 and never repeat", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 40; i++) codes.add((await create({ target: "/products" })).body.data.code);
    expect(codes.size).toBe(40);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Za-z]{10}$/);
  });

  it("a code already taken is drawn again; the primary key keeps it unique", async () => {
    const taken = (await create({ target: "/cart" })).body.data.code;
    const draws = [taken, taken, "Fresh12345"];
    const made = await createShortLink(h.database.db, { target: "/account" }, now, () =>
      draws.shift()!,
    );
    expect(made.code).toBe("Fresh12345");
    expect((await resolve(taken)).body.data.long_url).toBe("https://shop.example.com/cart");
    await expect(
      createShortLink(h.database.db, { target: "/account" }, now, () => taken),
    ).rejects.toThrow(/no free short-link code/);
  });

  it("counts every one of many concurrent opens (one upsert each)", async () => {
    now = new Date("2026-11-27T12:00:00Z");
    const { code } = (await create({ target: "/promotion/seckill" })).body.data;
    const answers = await Promise.all(Array.from({ length: 25 }, () => click(code)));
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(200));
    expect((await stats(code)).data.days).toEqual([{ day: "2026-11-27", clicks: 25 }]);
  });
});
