// Spec §7 "Configuration and general": brand lookup, operation groups, cities, ads, themes, home
// page settings, announcements (short links: services/short-links.ts). Reads only; a missing
// thing is `null` and the route decides which §8 code that is.
import { and, asc, eq, sql } from "drizzle-orm";
import type { CityNode, HomeModule } from "../../lib/commerce/platform/config.schema";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { channelAllows } from "../../lib/commerce/platform/channels";
import { summariesByIds } from "./catalogue";
import { platformByDomain } from "./platforms";
import {
  linkItemView,
  pogView,
  themeSummary,
  themeView,
  tr,
  type LinkItemData,
  type Reader,
  type Shop,
} from "./views";
import { DomainError } from "./errors";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { PRODUCT_STATUS } from "../../lib/commerce/contract/record-status";
import { MODULE_TYPE } from "../../lib/commerce/catalogue/home";

/** Which brand a host belongs to (platform/channel?domain=). */
export async function channelOfDomain(db: Db, domain: string) {
  const name = domain.trim();
  const platform = name ? await platformByDomain(db, name) : null;
  return platform ? { platform: platform.slug, vendor: platform.vendor, channel: "web" } : null;
}

/**
 * init?p=: p is base64url of a query string (e.g. "code=abc&from=app") from partner apps. Null when
 * it does not decode to printable ASCII.
 */
export function decodeEntryParams(p: string | undefined): Record<string, string> | null {
  if (!p) return {};
  const decoded = Buffer.from(p, "base64url").toString("utf8");
  if (!/^[\x20-\x7e]*$/.test(decoded)) return null;
  return Object.fromEntries(new URLSearchParams(decoded));
}

/**
 * §6 channel-restricted: a list of a product operation group open to one partner channel answers
 * 30021 ('Please log in to the specified channel') to requests from any other channel.
 */
export async function assertPogChannel(
  db: Db,
  platformId: number,
  pogId: number | undefined,
  channel: string,
) {
  if (pogId === undefined) return;
  const [pog] = await db
    .select({ channel: s.pogs.channel })
    .from(s.pogs)
    .where(and(eq(s.pogs.id, pogId), eq(s.pogs.platformId, platformId)));
  if (pog && !channelAllows(pog.channel, channel))
    throw new DomainError(Codes.channelRestricted, "please log in to the specified channel");
}

export async function brandPogs(db: Db, shop: Shop) {
  const rows = await db
    .select()
    .from(s.pogs)
    .where(eq(s.pogs.platformId, shop.platformId))
    .orderBy(asc(s.pogs.position));
  return rows.map((p) => pogView(shop, p));
}

/** mkp/pogs: operation groups across the marketplace (every brand's). */
export async function marketplacePogs(db: Db, reader: Reader) {
  const rows = await db.select().from(s.pogs).orderBy(asc(s.pogs.platformId), asc(s.pogs.position));
  return rows.map((p) => pogView(reader, p));
}

/** The city tree (area → country → city) with every locale's name. */
export async function cityTree(db: Db): Promise<CityNode[]> {
  const rows = await db
    .select()
    .from(s.cities)
    .orderBy(asc(s.cities.level), asc(s.cities.position));
  const nodes = new Map<number, CityNode>();
  const roots: CityNode[] = [];
  for (const r of rows) {
    const node: CityNode = {
      id: r.id,
      meta: Object.fromEntries(Object.entries(r.name).map(([k, v]) => [k, { name: v }])),
      children: [],
    };
    nodes.set(r.id, node);
    if (r.parentId === null) roots.push(node);
    else nodes.get(r.parentId)?.children.push(node);
  }
  return roots;
}

export async function adConfig(db: Db, shop: Shop) {
  const [ad] = await db
    .select()
    .from(s.adConfigs)
    .where(eq(s.adConfigs.platformId, shop.platformId));
  if (!ad) return { popup: null, middle_banner: null, category_tabs: [] };
  const categories = await db.select().from(s.categories);
  return {
    popup: ad.popup ? linkItemView(shop, ad.popup as LinkItemData) : null,
    middle_banner: ad.middleBanner ? linkItemView(shop, ad.middleBanner as LinkItemData) : null,
    category_tabs: ad.categoryTabs.flatMap((id) => {
      const cat = categories.find((x) => x.id === id);
      return cat ? [{ id, title: tr(shop, cat.name) }] : [];
    }),
  };
}

export async function activityThemes(db: Db, shop: Shop) {
  const rows = await db
    .select()
    .from(s.themes)
    .where(eq(s.themes.platformId, shop.platformId))
    .orderBy(asc(s.themes.id));
  return rows.map((th) => themeSummary(shop, th));
}

async function withProducts(db: Db, shop: Shop, theme: typeof s.themes.$inferSelect) {
  return themeView(shop, theme, await summariesByIds(db, shop, theme.productIds));
}

/** product/theme/{key}: a theme by numeric id (up to 9 digits) or by sn, with its products. */
export async function themeByKey(db: Db, shop: Shop, key: string) {
  const byId = /^\d{1,9}$/.test(key);
  const [row] = await db
    .select()
    .from(s.themes)
    .where(
      and(
        eq(s.themes.platformId, shop.platformId),
        byId ? eq(s.themes.id, Number(key)) : eq(s.themes.sn, key),
      ),
    );
  return row ? withProducts(db, shop, row) : null;
}

async function moduleView(
  db: Db,
  shop: Shop,
  m: typeof s.homeModules.$inferSelect,
): Promise<HomeModule | null> {
  const base = { id: m.id, style_type: m.styleType, title: tr(shop, m.title) };
  switch (m.moduleType) {
    case MODULE_TYPE.banners:
    case MODULE_TYPE.menus:
    case MODULE_TYPE.themeImages:
    case MODULE_TYPE.surroundings:
      return {
        ...base,
        module_type: m.moduleType as 1 | 2 | 4 | 7,
        data: (m.data as LinkItemData[]).map((item) => linkItemView(shop, item)),
      };
    case MODULE_TYPE.themeRow:
    case MODULE_TYPE.travelRow: {
      const { theme_id } = m.data as { theme_id: number };
      const [theme] = await db.select().from(s.themes).where(eq(s.themes.id, theme_id));
      const view = theme ? await withProducts(db, shop, theme) : null;
      return {
        ...base,
        module_type: m.moduleType as typeof MODULE_TYPE.themeRow | typeof MODULE_TYPE.travelRow,
        data: {
          theme_id,
          title: view?.title ?? base.title,
          products: (view?.products ?? []).slice(0, 10),
        },
      };
    }
    case MODULE_TYPE.recommended:
      return {
        ...base,
        module_type: MODULE_TYPE.recommended,
        data: m.data as { type: number; page_size: number },
      };
    case MODULE_TYPE.trust: {
      const items = m.data as {
        id: number;
        title: Record<string, string>;
        description: Record<string, string>;
        icon: string;
      }[];
      return {
        ...base,
        module_type: MODULE_TYPE.trust,
        data: items.map((x) => ({
          id: x.id,
          title: tr(shop, x.title),
          description: tr(shop, x.description),
          icon: x.icon,
        })),
      };
    }
    default:
      return null;
  }
}

async function pageSettingView(db: Db, shop: Shop, page: typeof s.pageSettings.$inferSelect) {
  const modules = await db
    .select()
    .from(s.homeModules)
    .where(eq(s.homeModules.pageSettingId, page.id))
    .orderBy(asc(s.homeModules.position));
  const views = [];
  for (const m of modules) views.push(await moduleView(db, shop, m));
  return {
    id: page.id,
    page_type: page.pageType,
    home_variant: page.homeVariant,
    modules: views.filter((v) => v !== null),
  };
}

/** page_setting?page_type=&pog_id=: the brand's page of that type, the pog's own when it has one. */
export async function pageSetting(db: Db, shop: Shop, pageType: number, pogId?: number) {
  const rows = await db
    .select()
    .from(s.pageSettings)
    .where(
      and(eq(s.pageSettings.platformId, shop.platformId), eq(s.pageSettings.pageType, pageType)),
    )
    .orderBy(asc(s.pageSettings.id));
  const page = rows.find((r) => pogId !== undefined && r.pogId === pogId) ?? rows[0];
  return page ? pageSettingView(db, shop, page) : null;
}

export async function pageSettingById(db: Db, shop: Shop, id: number) {
  const [page] = await db
    .select()
    .from(s.pageSettings)
    .where(and(eq(s.pageSettings.id, id), eq(s.pageSettings.platformId, shop.platformId)));
  return page ? pageSettingView(db, shop, page) : null;
}

/**
 * The trust widget's figures, from the reviews themselves (spec §9 trust text: a count of reviews
 * and a score): how many reviews the brand's products on sale have, and the share of them rated
 * 4 or 5, in whole percent. Nothing is claimed that the data does not hold.
 */
async function reviewTally(db: Db, platformId: number): Promise<{ score: number; count: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      good: sql<number>`count(*) filter (where ${s.reviews.rating} >= 4)`.mapWith(Number),
    })
    .from(s.reviews)
    .innerJoin(s.productPlatforms, eq(s.productPlatforms.productId, s.reviews.productId))
    .innerJoin(s.products, eq(s.products.id, s.reviews.productId))
    .where(
      and(
        eq(s.productPlatforms.platformId, platformId),
        eq(s.products.status, PRODUCT_STATUS.onShelf),
      ),
    );
  const count = row?.count ?? 0;
  return { count, score: count ? Math.floor((100 * (row?.good ?? 0)) / count) : 0 };
}

/** page_setting/config: page-level settings of the brand's home page. */
export async function pageConfig(db: Db, shop: Shop) {
  const [page] = await db
    .select()
    .from(s.pageSettings)
    .where(and(eq(s.pageSettings.platformId, shop.platformId), eq(s.pageSettings.pageType, 2)));
  if (!page) return null;
  return {
    home_variant: page.homeVariant,
    footer_type: page.footerType as "normal" | "map",
    trust_review: {
      ...(await reviewTally(db, shop.platformId)),
      text: tr(shop, page.trustReview.text),
    },
  };
}

/** One home module of this brand by id; another brand's module is missing. */
export async function travelModule(db: Db, shop: Shop, id: number) {
  const [row] = await db
    .select({ m: s.homeModules })
    .from(s.homeModules)
    .innerJoin(s.pageSettings, eq(s.pageSettings.id, s.homeModules.pageSettingId))
    .where(and(eq(s.homeModules.id, id), eq(s.pageSettings.platformId, shop.platformId)));
  return row ? moduleView(db, shop, row.m) : null;
}

/** Announcements at a placement (1 home, 2 product, 3 order list, 4 order info); all when none given. */
export async function announcements(db: Db, shop: Shop, placement?: number) {
  const rows = await db
    .select()
    .from(s.announcements)
    .where(
      and(
        eq(s.announcements.platformId, shop.platformId),
        placement !== undefined ? eq(s.announcements.placement, placement) : undefined,
      ),
    )
    .orderBy(asc(s.announcements.placement), asc(s.announcements.position));
  return rows.map((a) => ({
    id: a.id,
    placement: a.placement,
    translation: { title: tr(shop, a.title), meta: { content: tr(shop, a.content) } },
  }));
}
