/** @jest-environment node */
// Spec §7 read calls and the §8 envelope, through Hono's request API, on PGlite and PostgreSQL.
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { successEnvelope, failureEnvelope } from "../../../lib/commerce/contract/envelope.schema";
import { ok } from "../../../lib/commerce/contract/envelope";
import { Codes, httpStatusFor, isErrorCode } from "../../../lib/commerce/contract/error-codes";
import { UPLOAD_REFUSAL_STATUS } from "../../../lib/commerce/contract/uploads";
import {
  activityInfoSchema,
  expressRuleSchema,
  membershipSettingSchema,
  productDetailSchema,
  productDiscountSchema,
  productSummarySchema,
  reviewsPageSchema,
  variantsResponseSchema,
} from "../../../lib/commerce/catalogue/product.schema";
import {
  adConfigSchema,
  announcementSchema,
  cityConfigSchema,
  pageConfigSchema,
  pageSettingSchema,
  popularKeywordsSchema,
  searchSuggestionsSchema,
  shortUrlSchema,
  themeSchema,
  themeWithProductsSchema,
  travelModuleSchema,
} from "../../../lib/commerce/platform/config.schema";
import {
  initSchema,
  platformSchema,
  pogSchema,
} from "../../../lib/commerce/platform/platform.schema";
import { page } from "../../../lib/commerce/contract/common.schema";
import { createApp } from "../../../upstream/app";
import { createRouter } from "../../../upstream/http/router";
import { priceMap } from "../../../upstream/seed/rates";
import { DATABASES, openHarness, type Harness } from "./databases";
import { validateOpenApiDocument } from "./openapi-document";

jest.setTimeout(60_000);

describe.each(DATABASES)("reference upstream on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  const expectOk = <T extends z.ZodType>(
    res: { status: number; body: unknown },
    schema: T,
  ): z.infer<T> => {
    expect(res.status).toBe(200);
    const parsed = successEnvelope(schema).safeParse(res.body);
    if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    return (parsed.data as { data: z.infer<T> }).data;
  };
  const expectFail = (res: { status: number; body: unknown }, code: number, status: number) => {
    expect(res.status).toBe(status);
    expect(failureEnvelope.parse(res.body).code).toBe(code);
  };

  describe("envelope and headers (spec §7, §8)", () => {
    it("answers health with the database kind", async () => {
      const res = await h.get("/health");
      expect(res.body).toEqual({ code: 10000, data: { status: "ok", db: kind } });
    });

    it("echoes a valid x-request-id and makes one otherwise", async () => {
      expect(
        (await h.get("/platform", { "x-request-id": "req-123" })).headers.get("x-request-id"),
      ).toBe("req-123");
      expect(
        (await h.get("/platform", { "x-request-id": "bad id <script>" })).headers.get(
          "x-request-id",
        ),
      ).toMatch(/^[0-9a-f-]{36}$/);
    });

    // Every JSON answer carries nosniff, not only the upload route's
    it.each([
      ["a success", () => h.get("/platform")],
      ["a §8 failure", () => h.get("/platform", { platform: "nope" })],
      ["an unknown route", () => h.get("/no/such/route")],
      ["a validation failure", () => h.get("/product/abc")],
      ["the OpenAPI document", () => h.get("/openapi.json")],
      ["an image", () => h.get("/media/city/kyoto.svg")],
      [
        "a malformed JSON body",
        () =>
          h.app.request("/accounts/signin", {
            method: "POST",
            headers: { platform: "default", "content-type": "application/json" },
            body: "{",
          }),
      ],
    ])("sends X-Content-Type-Options: nosniff on %s", async (_what, send) => {
      const res = await send();
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    });

    it("refuses an unknown platform with 10005", async () => {
      expectFail(await h.get("/platform", { platform: "nope" }), 10005, 401);
    });

    it.each([
      ["/product/999999", 404, Codes.itemMissing],
      ["/product/abc", 404, Codes.itemMissing],
      ["/product/1000/discount?activity_id=x", 200, null],
      ["/shortUrl/does-not-exist", 404, Codes.itemMissing],
      ["/shortUrl/%3Cscript%3E", 404, Codes.itemMissing],
      ["/shortUrl/a%00b", 404, Codes.itemMissing],
      ["/product/theme/999", 404, Codes.itemMissing],
      ["/product/theme/%00", 404, Codes.itemMissing],
      ["/product/membership/9", 404, Codes.itemMissing],
      ["/product/membership/x", 404, Codes.itemMissing],
      ["/page_setting/999", 404, Codes.itemMissing],
      ["/page_setting/travel_module/1x", 404, Codes.itemMissing],
      ["/no/such/route", 404, Codes.unknownRoute],
    ])("GET %s → HTTP %i with a §8 code on failure", async (path, status, code) => {
      const res = await h.get(path);
      expect(res.status).toBe(status);
      if (code !== null) expect(res.body).toEqual({ code, message: expect.any(String) });
    });

    it("answers an unknown method like an unknown route (40004)", async () => {
      const res = await h.app.request("/products", {
        method: "POST",
        headers: { platform: "default" },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: Codes.unknownRoute, message: expect.any(String) });
    });

    it("falls back to zh-hans and CNY for unknown language and currency", async () => {
      const res = await h.get("/product/1000", { language: "klingon", currency: "XXX" });
      const p = expectOk(res, productDetailSchema);
      expect(p.currency).toBe("CNY");
      expect(p.title).toMatch(/[\u4e00-\u9fff]/);
    });

    it("selects translations by language and prices by currency", async () => {
      const en = expectOk(
        await h.get("/product/1000", { language: "en", currency: "CNY" }),
        productDetailSchema,
      );
      const hant = expectOk(
        await h.get("/product/1000", { language: "zh-hant", currency: "HKD" }),
        productDetailSchema,
      );
      expect(en.title).toBe("Hong Kong Highlights Small-Group Day Tour");
      expect(hant.title).toBe("香港精華小團一日遊");
      expect(en.symbol).toBe("¥");
      expect(hant.symbol).toBe("HK$");
      const cny = en.min_price_amount / 100;
      expect(hant.min_price_amount).toBe(priceMap(cny).HKD);
      expect(hant.max_price_amount).toBeGreaterThanOrEqual(hant.min_price_amount);
    });
  });

  describe("input: text is refused with 40000, malformed optional filters are ignored", () => {
    const long = "a".repeat(10 * 1024);
    it.each([
      ["/products?keyword=%00"],
      ["/products?keyword=Kyoto%00"],
      ["/products?keyword=a%01b"],
      ["/products?keyword=a%09b"],
      ["/products?keyword=a%0Ab"],
      ["/products?keyword=a%7Fb"],
      ["/products?keyword=a%C2%85b"],
      [`/products?keyword=${long}`],
      ["/products?title=%00"],
      [`/products?title=${long}`],
      ["/products?category_id=%00"],
      [`/products?page=${long}`],
      ["/products/more?type=2&timesite=%00"],
      ["/product/search?pre=1&keyword=%00"],
      ["/product/search?pre=%00&keyword=tea"],
      [`/product/search?pre=${long}&keyword=tea`],
      ["/platform/channel?domain=%00"],
      ["/platform/channel?domain=jk.example.com%00"],
      [`/platform/channel?domain=${long}`],
      ["/init?p=%00"],
      [`/init?p=${long}`],
      ["/page_setting?page_type=2&pog_id=%1B"],
      ["/announcement?placement=%00"],
      ["/product/1000/discount?activity_id=%00"],
      ["/product/1000/comments?page=%00"],
      ["/product/1002/variants?date=%00"],
      // only the first of a repeated parameter is used, so only the first is checked
      ["/products?keyword=%00&keyword=Kyoto"],
    ])("GET %s → 400 with 40000, never a 500", async (path) => {
      const res = await h.get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: Codes.badRequest,
        message: expect.stringMatching(/^invalid /),
      });
    });

    const list = page(productSummarySchema);

    it("uses the first value of a repeated query parameter", async () => {
      const kyoto = expectOk(await h.get("/products?keyword=Kyoto"), list);
      expect(expectOk(await h.get("/products?keyword=Kyoto&keyword=%00"), list)).toEqual(kyoto);
      expect(
        expectOk(await h.get("/products?keyword=Kyoto&title=Bangkok&keyword=Osaka"), list),
      ).toEqual(kyoto);
      const food = expectOk(await h.get("/products?category_id=4"), list);
      expect(expectOk(await h.get("/products?category_id=4&category_id=abc"), list)).toEqual(food);
      const two = expectOk(
        await h.get("/announcement?placement=2&placement=3"),
        z.array(announcementSchema),
      );
      expect(two.length).toBeGreaterThan(0);
      expect(two.every((a) => a.placement === 2)).toBe(true);
    });

    it("ignores malformed optional filters, sorts and dates (as if absent)", async () => {
      const all = expectOk(await h.get("/products?page_size=50"), list);
      const bogus =
        "/products?page_size=50&category_id=abc&poi_id=-1&tag_id=1.5&pog_id=&product_type=x&sort=bogus&sold=2&start_date=2024-13-45&end_date=soon";
      expect(expectOk(await h.get(bogus), list)).toEqual(all);
      for (const date of ["2024-02-30", "9999-99-99", "0000-01-01", "99999-01-01"]) {
        expect(expectOk(await h.get(`/products?page_size=50&start_date=${date}`), list)).toEqual(
          all,
        );
        expect(
          expectOk(await h.get(`/product/1002/variants?date=${date}`), variantsResponseSchema)
            .calendars.length,
        ).toBeGreaterThan(0);
      }
      expect(
        expectOk(await h.get("/announcement?placement=9"), z.array(announcementSchema)).length,
      ).toBeGreaterThan(3);
      expect(
        expectOk(await h.get("/page_setting?page_type=x&pog_id=y"), pageSettingSchema).page_type,
      ).toBe(2);
    });
  });

  describe("contract and transport errors", () => {
    it("publishes the OpenAPI 3.1 document of every route", async () => {
      const res = await h.get("/openapi.json", { platform: "no-such-brand" }); // needs no platform
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      const doc = res.body as {
        openapi: string;
        info: { title: string; version: string };
        paths: Record<
          string,
          { get?: { parameters?: unknown[]; responses: Record<string, unknown> } }
        >;
        components: {
          securitySchemes: Record<string, unknown>;
          parameters: Record<string, { in: string; name: string }>;
        };
      };
      expect(doc.openapi).toBe("3.1.0");
      expect(doc.info).toMatchObject({
        title: "Reference commerce API",
        version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      });
      for (const path of [
        "/products",
        "/products/more",
        "/product/{id}",
        "/product/{id}/variants",
        "/page_setting",
        "/page_setting/{id}",
        "/shortUrl/{code}",
        "/platform",
      ]) {
        expect(doc.paths[path]?.get?.responses["200"]).toBeDefined();
      }
      expect(doc.paths["/health"]).toBeUndefined();
      expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: "http", scheme: "bearer" });
      expect(
        Object.values(doc.components.parameters)
          .map((p) => `${p.in}:${p.name}`)
          .sort(),
      ).toEqual(
        ["channel", "currency", "language", "platform", "vendor"].map((n) => `header:${n}`),
      );
      expect(doc.paths["/products"]!.get!.parameters).toEqual(
        expect.arrayContaining([{ $ref: "#/components/parameters/platformHeader" }]),
      );
    });

    it("documents each failure code at the status the §8 table gives it, so the answer and the document agree", async () => {
      type Operation = { security?: unknown[]; responses: Record<string, { description: string }> };
      const doc = (await h.get("/openapi.json")).body as {
        paths: Record<string, Record<string, Operation>>;
      };
      const documented = new Map<string, Map<number, number[]>>();
      const wrong: string[] = [];
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          const at = new Map<number, number[]>();
          for (const [status, response] of Object.entries(op.responses)) {
            if (Number(status) < 400) continue;
            const codes = [...response.description.matchAll(/code (\d{5})/g)].map((m) =>
              Number(m[1]),
            );
            if (codes.length === 0) wrong.push(`${method} ${path} ${status}: names no code`);
            for (const code of codes) {
              at.set(code, [...(at.get(code) ?? []), Number(status)]);
              // uploads: the transport's own refusals name the problem with 413/415/429 (still 40000)
              const uploadRefusal =
                path === "/file_upload" &&
                code === Codes.badRequest &&
                (Object.values(UPLOAD_REFUSAL_STATUS) as number[]).includes(Number(status));
              // a call with a body: the framework refuses another media type with 415 (still 40000)
              const mediaTypeRefusal =
                "requestBody" in op && code === Codes.badRequest && Number(status) === 415;
              if (!isErrorCode(code))
                wrong.push(`${method} ${path} ${status}: ${code} is not in the table`);
              else if (
                httpStatusFor(code) !== Number(status) &&
                !uploadRefusal &&
                !mediaTypeRefusal
              )
                wrong.push(
                  `${method} ${path} ${status}: ${code} travels with ${httpStatusFor(code)}`,
                );
            }
          }
          for (const code of [Codes.badRequest, Codes.authFailed, Codes.internalError])
            if (!at.has(code)) wrong.push(`${method} ${path}: ${code} missing`);
          if (op.security && !at.has(Codes.loginExpired))
            wrong.push(`${method} ${path}: 40003 missing on a signed-in call`);
          documented.set(`${method} ${path}`, at);
        }
      }
      expect(wrong).toEqual([]);
      // the cases found from outside: documented where they are answered, at the table's status
      for (const [operation, code, status] of [
        ["post /accounts/signup", Codes.alreadyRegistered, 409],
        ["post /accounts/privacy/order/{sn}/cancel", Codes.orderCancelled, 409],
        ["post /accounts/privacy/order/{sn}/complete", Codes.notAllowed, 409],
        ["post /payments/sandbox/notify", Codes.signatureFailed, 401],
        ["put /basket/line", Codes.itemMissing, 404],
        ["post /order/booking", Codes.itemMissing, 404],
        ["post /accounts/privacy/order/{sn}/complaints", Codes.itemMissing, 404],
        ["put /accounts/privacy/order_complaints/{id}", Codes.itemMissing, 404],
        ["put /accounts/address/{id}", Codes.itemMissing, 404],
      ] as const) {
        expect([operation, documented.get(operation)?.get(code)]).toEqual([operation, [status]]);
      }
    });

    it("publishes a document valid against the OpenAPI 3.1 meta-schema", async () => {
      const doc = (await h.get("/openapi.json")).body;
      const result = await validateOpenApiDocument(doc);
      if (!result.valid)
        throw new Error(
          `/openapi.json is not a valid OpenAPI 3.1 document:\n${JSON.stringify(result.errors, null, 1).slice(0, 4000)}`,
        );
      // the oracle itself must be able to fail: a document with a broken response is refused
      const broken = structuredClone(doc) as {
        paths: Record<string, Record<string, { responses: unknown }>>;
      };
      broken.paths["/platform"]!.get!.responses = "none";
      expect((await validateOpenApiDocument(broken)).valid).toBe(false);
    });

    it("routes every documented GET (no 40004 and no 500 for any of them)", async () => {
      const doc = (await h.get("/openapi.json")).body as {
        paths: Record<string, { get?: unknown }>;
      };
      const example: Record<string, string> = { id: "1000", level: "1", code: "summer" };
      const gets = Object.keys(doc.paths).filter((path) => doc.paths[path]!.get);
      expect(gets.length).toBeGreaterThanOrEqual(28);
      for (const path of gets) {
        const res = await h.get(
          path.replace(/\{(\w+)\}/g, (_, name: string) => example[name] ?? "1"),
        );
        expect([path, res.body?.code]).not.toEqual([path, Codes.unknownRoute]);
        expect([path, res.status]).not.toEqual([path, 500]);
      }
    });

    it("answers a malformed JSON body with 400 / 40000 and an unexpected failure with 500 / 50000", async () => {
      // a fresh app with two extra routes, the way a feature router mounts them
      const app = createApp({ db: h.database.db, dbKind: h.database.kind });
      const probe = createRouter();
      probe.openapi(
        createRoute({
          method: "post",
          path: "/probe/echo",
          request: {
            body: {
              content: { "application/json": { schema: z.object({ name: z.string().max(20) }) } },
              required: true,
            },
          },
          responses: {
            200: {
              description: "echo",
              content: {
                "application/json": { schema: successEnvelope(z.object({ name: z.string() })) },
              },
            },
          },
        }),
        (c) => c.json(ok(c.req.valid("json")), 200),
      );
      probe.get("/probe/boom", () => {
        throw new Error("secret detail");
      });
      app.route("/", probe);
      const post = (body: string) =>
        app.request("/probe/echo", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });

      const good = await post(JSON.stringify({ name: "x" }));
      expect(await good.json()).toEqual({ code: 10000, data: { name: "x" } });
      for (const body of [
        "{not json",
        JSON.stringify({ name: "a".repeat(21) }),
        JSON.stringify({}),
      ]) {
        const res = await post(body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ code: Codes.badRequest, message: expect.any(String) });
      }

      const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
      try {
        const res = await app.request("/probe/boom");
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({ code: Codes.internalError, message: "internal error" });
        expect(quiet).toHaveBeenCalledTimes(1);
      } finally {
        quiet.mockRestore();
      }
    });
  });

  describe("configuration and general", () => {
    it("serves the platform with every spec field", async () => {
      const p = expectOk(await h.get("/platform", { platform: "vistara" }), platformSchema);
      expect(p.slug).toBe("vistara");
      expect(p.is_union_signin).toBe(true);
      expect(p.currency_meta).toHaveLength(17);
      expect(Object.keys(p.booking_fields).sort()).toEqual(["1", "2", "3"]);
      // §9 payment methods; a brand with a partner app also takes its "gat" (open-pay)
      expect(p.payment_methods).toEqual(["wechat", "alipay", "credit_card", "gat"]);
    });

    it("looks a platform up by domain and decodes init parameters", async () => {
      expect(
        expectOk(
          await h.get("/platform/channel?domain=jk.example.com"),
          z.object({ platform: z.string() }),
        ).platform,
      ).toBe("jk-club");
      expectFail(await h.get("/platform/channel?domain=evil.example.net"), 20004, 404);
      const p = Buffer.from("code=abc&from=app").toString("base64url");
      expect(expectOk(await h.get(`/init?p=${p}`), initSchema).params).toEqual({
        code: "abc",
        from: "app",
      });
    });

    it("lists operation groups, the city tree, ads and themes", async () => {
      // §6 each brand's "benefits" section is open to the employee-benefit app's channel only
      expect(
        expectOk(await h.get("/pog"), z.array(pogSchema)).map((p) => [p.slug, p.channel]),
      ).toEqual([
        ["travel", null],
        ["shop", null],
        ["benefits", "benefit"],
      ]);
      expect(expectOk(await h.get("/mkp/pogs"), z.array(pogSchema)).length).toBe(18);
      const tree = expectOk(await h.get("/page_config/city_config"), cityConfigSchema);
      expect(tree.length).toBeGreaterThan(0);
      const city = tree[0]!.children[0]!.children[0]!;
      expect(Object.keys(city.meta).sort()).toEqual(["en", "zh-hans", "zh-hant"]);
      const ad = expectOk(await h.get("/page_config/ad_config"), adConfigSchema);
      expect(ad.popup).not.toBeNull();
      expect(ad.category_tabs.length).toBeGreaterThan(0);
      expect(expectOk(await h.get("/activity_theme"), z.array(themeSchema)).length).toBeGreaterThan(
        0,
      );
      const theme = expectOk(await h.get("/product/theme/top-picks"), themeWithProductsSchema);
      expect(theme.products.length).toBeGreaterThan(0);
    });

    it("serves the home page setting with every module type in server order", async () => {
      const home = expectOk(await h.get("/page_setting?page_type=2&pog_id=11"), pageSettingSchema);
      expect(home.modules.map((m) => m.module_type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const banners = home.modules.find((m) => m.module_type === 1)!;
      expect((banners.data as unknown[]).length).toBeLessThanOrEqual(8);
      const one = expectOk(await h.get(`/page_setting/${home.id}`), pageSettingSchema);
      expect(one.id).toBe(home.id);
      const homeModule = expectOk(
        await h.get(`/page_setting/travel_module/${home.modules[2]!.id}`),
        travelModuleSchema,
      );
      expect(homeModule.module_type).toBe(3);
      expectOk(await h.get("/page_setting/config"), pageConfigSchema);
      // another brand's module is not visible here
      expectFail(
        await h.get(`/page_setting/travel_module/${home.modules[2]!.id}`, { platform: "www" }),
        20004,
        404,
      );
    });

    it.each([1, 2, 3, 4])("has an announcement for placement %i", async (placement) => {
      const list = expectOk(
        await h.get(`/announcement?placement=${placement}`),
        z.array(announcementSchema),
      );
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((a) => a.placement === placement)).toBe(true);
    });

    it("resolves short links", async () => {
      expect(expectOk(await h.get("/shortUrl/summer"), shortUrlSchema).long_url).toMatch(
        /^https:\/\//,
      );
    });
  });

  describe("products", () => {
    const list = page(productSummarySchema);

    it("pages the brand's products 20 at a time", async () => {
      const first = expectOk(await h.get("/products?page=1"), list);
      expect(first.list).toHaveLength(20);
      expect(first.count).toBeGreaterThanOrEqual(40);
      const last = Math.ceil(first.count / 20);
      const tail = expectOk(await h.get(`/products?page=${last}`), list);
      expect(tail.list.length).toBe(first.count - (last - 1) * 20);
      const beyond = expectOk(await h.get(`/products?page=${last + 1}`), list);
      expect(beyond).toMatchObject({ list: [], count: first.count });
      // malformed paging falls back instead of failing
      expect(expectOk(await h.get("/products?page=-3&page_size=abc"), list).page).toBe(1);
    });

    it("filters by keyword in any language, category, city subtree, tag and type", async () => {
      const kw = expectOk(await h.get("/products?keyword=Kyoto"), list);
      expect(kw.count).toBeGreaterThan(0);
      expect(kw.list.every((p) => /Kyoto/.test(p.title))).toBe(true);
      expect(
        expectOk(await h.get(`/products?keyword=${encodeURIComponent("京都")}`), list).count,
      ).toBeGreaterThanOrEqual(kw.count);
      expect(
        expectOk(await h.get(`/products?keyword=${encodeURIComponent("%_")}`), list).count,
      ).toBe(0);
      const food = expectOk(await h.get("/products?category_id=4"), list);
      expect(food.count).toBeGreaterThan(0);
      expect(food.list.every((p) => p.product_type === 3)).toBe(true);
      const japan = expectOk(await h.get("/products?poi_id=13&page_size=50"), list); // country node: Japan
      expect(
        japan.list.some((p) => /Tokyo/.test(p.title)) &&
          japan.list.some((p) => /Osaka/.test(p.title)),
      ).toBe(true);
      expect(japan.list.some((p) => /Bangkok/.test(p.title))).toBe(false);
      const gifts = expectOk(await h.get("/products?tag_id=5"), list);
      expect(gifts.count).toBeGreaterThan(0);
      const goods = expectOk(await h.get("/products?product_type=1&page_size=50"), list);
      expect(goods.list.every((p) => p.shipping_required)).toBe(true);
    });

    it("sorts by price and by sold", async () => {
      const asc = expectOk(
        await h.get("/products?sort=price_asc&page_size=50", { currency: "USD" }),
        list,
      ).list.map((p) => p.price_amount);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = expectOk(await h.get("/products?sort=price_desc&page_size=50"), list).list.map(
        (p) => p.price_amount,
      );
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const sold = expectOk(await h.get("/products?sold=1&page_size=50"), list).list.map(
        (p) => p.sold,
      );
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
    });

    it("a date range in the past keeps the plain-stock products only", async () => {
      // which dated products a range offers is checked against the booking rules in catalogue-rules.test.ts
      const all = expectOk(await h.get("/products?page_size=50"), list).list;
      const past = expectOk(
        await h.get("/products?start_date=2001-01-01&end_date=2001-01-02&page_size=50"),
        list,
      ).list;
      const plain = all.filter((p) => p.stock_type === 0).map((p) => p.id);
      expect(plain.length).toBeGreaterThan(0);
      expect(past.every((p) => p.stock_type === 0)).toBe(true);
      // same order, dated ones taken out: the plain products of the first unfiltered page lead the list
      expect(past.map((p) => p.id).slice(0, plain.length)).toEqual(plain);
    });

    it("serves more products, search and popular keywords", async () => {
      const more = expectOk(await h.get("/products/more?page=1&type=2"), list);
      expect(more.page_size).toBe(12);
      const popular = expectOk(
        await h.get("/product/search/popular", { language: "zh-hant" }),
        popularKeywordsSchema,
      );
      expect(popular.some((k) => k.hot)).toBe(true);
      expect(popular[0]!.keyword).toMatch(/[\u4e00-\u9fff]/);
      const suggestions = expectOk(
        await h.get("/product/search?pre=1&keyword=tea"),
        searchSuggestionsSchema,
      );
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(8);
      expect(
        expectOk(await h.get("/product/search?pre=1&keyword="), searchSuggestionsSchema),
      ).toEqual([]);
    });

    it("serves a product with its side calls", async () => {
      const detail = expectOk(await h.get("/product/1000"), productDetailSchema);
      expect(detail.variants.length).toBeGreaterThan(0);
      expect(detail.attributes[0]!.values.length).toBe(detail.variants.length);
      expect(detail.refund.tag).toBe(3);
      expect(detail.refund.items.length).toBeGreaterThan(0);
      expectOk(await h.get("/product/1000/discount"), productDiscountSchema);
      expectOk(await h.get("/product/1000/comments?page=1"), reviewsPageSchema);
      expect(
        expectOk(await h.get("/product/1000/recommend?page=1"), list).list.some(
          (p) => p.id === 1000,
        ),
      ).toBe(false);
      expectOk(await h.get("/product/1000/combination"), z.array(productSummarySchema));
      expect(
        expectOk(await h.get("/product/1000/express"), expressRuleSchema.nullable()),
      ).toBeNull();
      const gift = expectOk(await h.get("/product/1008/express"), expressRuleSchema.nullable());
      expect(gift?.rule_type).toBe("count");
    });

    // The review summary (counts per rating, with photos) and the three orders
    it("summarises the reviews by rating and sorts them: photos first, newest, only with photos", async () => {
      const all = async (sort: string) => {
        const out: z.infer<typeof reviewsPageSchema>["list"] = [];
        for (let n = 1; n <= 10; n++) {
          const p = expectOk(
            await h.get(`/product/1000/comments?page=${n}&page_size=20&sort=${sort}`),
            reviewsPageSchema,
          );
          out.push(...p.list);
          if (out.length >= p.count) return { list: out, page: p };
        }
        throw new Error("more than 10 pages of reviews");
      };
      const newest = await all("newest");
      const { summary } = newest.page;
      expect(summary.histogram.map((b) => b.rating)).toEqual([5, 4, 3, 2, 1]);
      for (const bar of summary.histogram)
        expect(bar.count).toBe(newest.list.filter((r) => r.rating === bar.rating).length);
      expect(summary.with_photos).toBe(newest.list.filter((r) => r.images.length).length);
      expect(summary.with_photos).toBeGreaterThan(0);
      const dates = newest.list.map((r) => r.created_at);
      expect(dates).toEqual([...dates].sort().reverse());

      const photos = await all("photos");
      expect(photos.page.count).toBe(summary.with_photos);
      expect(photos.list.every((r) => r.images.length > 0)).toBe(true);

      // the default (and an unknown sort) puts the reviews with photos first
      for (const sort of ["default", "bogus"]) {
        const first = await all(sort);
        expect(first.page.count).toBe(newest.list.length);
        const flags = first.list.map((r) => r.images.length > 0);
        expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
        expect(flags[0]).toBe(true);
      }
    });

    it("states a tour's duration, what is included and not, and its itinerary in each language", async () => {
      const en = expectOk(await h.get("/product/1000"), productDetailSchema);
      expect(en.duration).toBe("About 9 hours");
      expect(en.included).toContain("Licensed local guide");
      expect(en.excluded).toContain("Tips for the guide");
      expect(en.itinerary.map((s) => s.time)).toEqual([
        "08:30",
        "10:00",
        "12:30",
        "14:30",
        "17:30",
      ]);
      const hans = expectOk(
        await h.get("/product/1000", { language: "zh-hans" }),
        productDetailSchema,
      );
      expect(hans.duration).toBe("约9小时");
      expect(hans.included).toContain("持牌本地导游");
      expect(hans.itinerary[0]!.title).toBe("酒店接客");
      // a ticket states none of them
      const ticket = expectOk(await h.get("/product/1001"), productDetailSchema);
      expect([ticket.duration, ticket.included, ticket.excluded, ticket.itinerary]).toEqual([
        "",
        [],
        [],
        [],
      ]);
    });

    it("does not serve a product of another brand", async () => {
      // 1160 is a Bangkok product: sold by default and rutwa, not by jk-club
      expectOk(await h.get("/product/1160"), productDetailSchema);
      expectFail(await h.get("/product/1160", { platform: "jk-club" }), 20004, 404);
    });

    it("serves a 60-day calendar from a date with sessions for stock type 2", async () => {
      const session = expectOk(await h.get("/product/1002/variants"), variantsResponseSchema); // night show: stock type 2
      expect(session.calendars.length).toBe(60 * session.variants.length);
      expect(session.calendars[0]!.events.length).toBeGreaterThan(0);
      const later = new Date(Date.now() + 8 * 3600_000 + 10 * 86400_000).toISOString().slice(0, 10);
      expect(
        expectOk(await h.get(`/product/1002/variants?date=${later}`), variantsResponseSchema)
          .calendars[0]!.date,
      ).toBe(later);
      expect(
        expectOk(await h.get("/product/1002/variants?date=garbage"), variantsResponseSchema)
          .calendars.length,
      ).toBeGreaterThan(0);
      const plain = expectOk(await h.get("/product/1001/variants"), variantsResponseSchema); // observation ticket: plain stock
      expect(plain.calendars).toEqual([]);
    });

    it("serves seckill activities with the server's now", async () => {
      const info = expectOk(await h.get("/v2/activity/info"), activityInfoSchema);
      const now = Date.parse(info.now);
      expect(
        info.activities.some(
          (a) => Date.parse(a.start_date) <= now && Date.parse(a.end_date) > now,
        ),
      ).toBe(true);
      expect(info.activities.some((a) => Date.parse(a.start_date) > now)).toBe(true);
      expect(info.activities.flatMap((a) => a.items).some((i) => i.sold >= i.stock)).toBe(true);
    });

    it("serves membership packages for the three tiers", async () => {
      for (const level of [1, 2, 3]) {
        const m = expectOk(await h.get(`/product/membership/${level}`), membershipSettingSchema);
        expect(m.price_amount).toBe(priceMap([30, 100, 1000][level - 1]!).CNY);
      }
    });
  });
});
