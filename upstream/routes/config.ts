// Spec §7 "Configuration and general": platform, pogs, cities, ads, themes, home settings,
// announcements, short URLs, init.
import { Hono, type Context } from "hono";
import { and, asc, eq } from "drizzle-orm";
import { CURRENCIES } from "../../lib/commerce/currencies";
import { LOCALES } from "../../lib/commerce/locales";
import * as s from "../db/schema";
import { ApiError, intParam, notFound, platformByDomain, send, tr, type Env, type Platform } from "../http/context";
import { linkItemView, themeView, type LinkItemData } from "../http/views";

export const configRoutes = new Hono<Env>();

function platformView(c: Context<Env>, p: Platform) {
  const i18n = (x: Record<string, string>) => tr(c, x);
  return {
    id: p.id,
    slug: p.slug,
    vendor: p.vendor,
    main_currency: p.mainCurrency,
    main_language: p.mainLanguage,
    currency_meta: CURRENCIES.filter((x) => p.currencies.includes(x.code)).map((x) => ({ code: x.code, symbol: x.symbol })),
    language_meta: LOCALES.filter((l) => p.languages.includes(l.code)).map((l) => ({ code: l.code, name: l.label })),
    login_ways: p.loginWays,
    icon_config: p.iconConfig,
    enable_robot: p.enableRobot,
    enter_status: p.enterStatus,
    is_union_signin: p.isUnionSignin,
    request_after_auth: p.requestAfterAuth,
    booking_fields: p.bookingFields,
    privacy_policy: { name: i18n(p.privacyPolicy.name), content: i18n(p.privacyPolicy.content) },
    protocol: { name: i18n(p.protocol.name), content: i18n(p.protocol.content) },
    points_api_config: {
      pointsName: i18n(p.pointsApiConfig.pointsName),
      pointsRuleDesc: i18n(p.pointsApiConfig.pointsRuleDesc),
      pointsRedemptionRule: i18n(p.pointsApiConfig.pointsRedemptionRule),
    },
  };
}

configRoutes.get("/platform", (c) => send(c, platformView(c, c.get("platform"))));

/** Platform channel lookup by domain: which brand a host belongs to. */
configRoutes.get("/platform/channel", async (c) => {
  const domain = (c.req.query("domain") ?? "").trim();
  const platform = domain ? await platformByDomain(c.get("db"), domain) : null;
  if (!platform) throw notFound("channel");
  return send(c, { platform: platform.slug, vendor: platform.vendor, channel: "web" });
});

/** init?p=: p is base64url of a query string (e.g. "code=abc&from=app"), from partner apps. */
configRoutes.get("/init", (c) => {
  const raw = c.req.query("p") ?? "";
  let params: Record<string, string> = {};
  if (raw) {
    const decoded = Buffer.from(raw, "base64url").toString("utf8");
    if (!/^[\x20-\x7e]*$/.test(decoded)) throw new ApiError(10003, "entry parameters could not be decoded");
    params = Object.fromEntries(new URLSearchParams(decoded));
  }
  return send(c, { platform: platformView(c, c.get("platform")), params });
});

const pogView = (c: Context<Env>, p: typeof s.pogs.$inferSelect) => ({ id: p.id, name: tr(c, p.name), slug: p.slug });

configRoutes.get("/pog", async (c) => {
  const rows = await c.get("db").select().from(s.pogs).where(eq(s.pogs.platformId, c.get("platform").id)).orderBy(asc(s.pogs.position));
  return send(c, rows.map((p) => pogView(c, p)));
});

/** mkp/pogs: operation groups across the marketplace (every brand's). */
configRoutes.get("/mkp/pogs", async (c) => {
  const rows = await c.get("db").select().from(s.pogs).orderBy(asc(s.pogs.platformId), asc(s.pogs.position));
  return send(c, rows.map((p) => pogView(c, p)));
});

configRoutes.get("/page_config/city_config", async (c) => {
  const rows = await c.get("db").select().from(s.cities).orderBy(asc(s.cities.level), asc(s.cities.position));
  type Node = { id: number; meta: Record<string, { name: string }>; children: Node[] };
  const nodes = new Map<number, Node>();
  const roots: Node[] = [];
  for (const r of rows) {
    const node: Node = { id: r.id, meta: Object.fromEntries(Object.entries(r.name).map(([k, v]) => [k, { name: v }])), children: [] };
    nodes.set(r.id, node);
    if (r.parentId === null) roots.push(node);
    else nodes.get(r.parentId)?.children.push(node);
  }
  return send(c, roots);
});

configRoutes.get("/page_config/ad_config", async (c) => {
  const db = c.get("db");
  const [ad] = await db.select().from(s.adConfigs).where(eq(s.adConfigs.platformId, c.get("platform").id));
  if (!ad) return send(c, { popup: null, middle_banner: null, category_tabs: [] });
  const categories = await db.select().from(s.categories);
  return send(c, {
    popup: ad.popup ? linkItemView(c, ad.popup as LinkItemData) : null,
    middle_banner: ad.middleBanner ? linkItemView(c, ad.middleBanner as LinkItemData) : null,
    category_tabs: ad.categoryTabs.flatMap((id) => {
      const cat = categories.find((x) => x.id === id);
      return cat ? [{ id, title: tr(c, cat.name) }] : [];
    }),
  });
});

configRoutes.get("/activity_theme", async (c) => {
  const rows = await c.get("db").select().from(s.themes).where(eq(s.themes.platformId, c.get("platform").id)).orderBy(asc(s.themes.id));
  return send(c, rows.map((th) => ({ id: th.id, sn: th.sn, title: tr(c, th.title), description: tr(c, th.description), image: th.image })));
});

/** product/theme/{id}: a theme by numeric id or by sn, with its products. */
configRoutes.get("/product/theme/:id", async (c) => {
  const key = c.req.param("id");
  const byId = /^\d{1,9}$/.test(key);
  if (!byId && !/^[a-z0-9-]{1,60}$/.test(key)) throw notFound("theme");
  const [row] = await c
    .get("db")
    .select()
    .from(s.themes)
    .where(and(eq(s.themes.platformId, c.get("platform").id), byId ? eq(s.themes.id, Number(key)) : eq(s.themes.sn, key)));
  if (!row) throw notFound("theme");
  return send(c, await themeView(c, row));
});

async function moduleView(c: Context<Env>, m: typeof s.homeModules.$inferSelect) {
  const base = { id: m.id, module_type: m.moduleType, style_type: m.styleType, title: tr(c, m.title) };
  switch (m.moduleType) {
    case 1:
    case 2:
    case 4:
    case 7:
      return { ...base, data: (m.data as LinkItemData[]).map((item) => linkItemView(c, item)) };
    case 3:
    case 5: {
      const { theme_id } = m.data as { theme_id: number };
      const [theme] = await c.get("db").select().from(s.themes).where(eq(s.themes.id, theme_id));
      const view = theme ? await themeView(c, theme) : null;
      return { ...base, data: { theme_id, title: view?.title ?? base.title, products: (view?.products ?? []).slice(0, 10) } };
    }
    case 6:
      return { ...base, data: m.data as { type: number; page_size: number } };
    case 8: {
      const items = m.data as { id: number; title: Record<string, string>; description: Record<string, string>; icon: string }[];
      return { ...base, data: items.map((x) => ({ id: x.id, title: tr(c, x.title), description: tr(c, x.description), icon: x.icon })) };
    }
    default:
      return null;
  }
}

async function pageSettingView(c: Context<Env>, page: typeof s.pageSettings.$inferSelect) {
  const modules = await c.get("db").select().from(s.homeModules).where(eq(s.homeModules.pageSettingId, page.id)).orderBy(asc(s.homeModules.position));
  const views = await Promise.all(modules.map((m) => moduleView(c, m)));
  return { id: page.id, page_type: page.pageType, home_variant: page.homeVariant, modules: views.filter((v) => v !== null) };
}

/** page_setting?page_type=2&pog_id=: the home page of the brand (no token needed). */
configRoutes.get("/page_setting", async (c) => {
  const pageType = intParam(c.req.query("page_type"), 2);
  const pogId = c.req.query("pog_id");
  const rows = await c
    .get("db")
    .select()
    .from(s.pageSettings)
    .where(and(eq(s.pageSettings.platformId, c.get("platform").id), eq(s.pageSettings.pageType, pageType)))
    .orderBy(asc(s.pageSettings.id));
  const page = rows.find((r) => pogId && String(r.pogId) === pogId) ?? rows[0];
  if (!page) throw notFound("page setting");
  return send(c, await pageSettingView(c, page));
});

configRoutes.get("/page_setting/config", async (c) => {
  const [page] = await c
    .get("db")
    .select()
    .from(s.pageSettings)
    .where(and(eq(s.pageSettings.platformId, c.get("platform").id), eq(s.pageSettings.pageType, 2)));
  if (!page) throw notFound("page setting");
  return send(c, {
    home_variant: page.homeVariant,
    footer_type: page.footerType as "normal" | "map",
    trust_review: { score: page.trustReview.score, count: page.trustReview.count, text: tr(c, page.trustReview.text) },
  });
});

configRoutes.get("/page_setting/travel_module/:id", async (c) => {
  const id = intParam(c.req.param("id"), null, "module");
  const [row] = await c
    .get("db")
    .select({ m: s.homeModules })
    .from(s.homeModules)
    .innerJoin(s.pageSettings, eq(s.pageSettings.id, s.homeModules.pageSettingId))
    .where(and(eq(s.homeModules.id, id), eq(s.pageSettings.platformId, c.get("platform").id)));
  const view = row ? await moduleView(c, row.m) : null;
  if (!view) throw notFound("module");
  return send(c, view);
});

configRoutes.get("/page_setting/:id", async (c) => {
  const id = intParam(c.req.param("id"), null, "page setting");
  const [page] = await c
    .get("db")
    .select()
    .from(s.pageSettings)
    .where(and(eq(s.pageSettings.id, id), eq(s.pageSettings.platformId, c.get("platform").id)));
  if (!page) throw notFound("page setting");
  return send(c, await pageSettingView(c, page));
});

/** announcement?placement=1..4 (1 home, 2 product, 3 order list, 4 order info); all when omitted. */
configRoutes.get("/announcement", async (c) => {
  const placement = c.req.query("placement");
  const p = placement && /^[1-4]$/.test(placement) ? Number(placement) : null;
  const rows = await c
    .get("db")
    .select()
    .from(s.announcements)
    .where(and(eq(s.announcements.platformId, c.get("platform").id), p ? eq(s.announcements.placement, p) : undefined))
    .orderBy(asc(s.announcements.placement), asc(s.announcements.position));
  return send(c, rows.map((a) => ({ id: a.id, placement: a.placement, translation: { title: tr(c, a.title), meta: { content: tr(c, a.content) } } })));
});

configRoutes.get("/shortUrl/:code", async (c) => {
  const code = c.req.param("code");
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) throw notFound("short link");
  const [row] = await c.get("db").select().from(s.shortUrls).where(eq(s.shortUrls.code, code));
  if (!row) throw notFound("short link");
  return send(c, { long_url: row.longUrl });
});
