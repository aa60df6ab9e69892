import { z } from "zod";
import { linkTarget } from "../contract/common.schema";
import { productSummarySchema } from "../catalogue/product.schema";
import { MODULE_TYPE } from "../catalogue/home";

// Spec §3 city tree: area → country → city, names per locale.
const cityMeta = z.record(z.string(), z.object({ name: z.string() }));
export type CityNode = { id: number; meta: Record<string, { name: string }>; children: CityNode[] };
export const cityNodeSchema: z.ZodType<CityNode> = z.lazy(() =>
  z.object({ id: z.number().int(), meta: cityMeta, children: z.array(cityNodeSchema) }),
);
export const cityConfigSchema = z.array(cityNodeSchema);

// Spec §3 announcement: translation title and meta content; placement 1 home, 2 product, 3 order list, 4 order info.
export const announcementSchema = z.object({
  id: z.number().int(),
  placement: z.number().int().min(1).max(4),
  translation: z.object({ title: z.string(), meta: z.object({ content: z.string() }) }),
});
export type Announcement = z.infer<typeof announcementSchema>;

// Home modules (spec §2 Home, §3 home config). `data` depends on module_type.
const linkItem = linkTarget.extend({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
});
export type LinkItem = z.infer<typeof linkItem>;

const trustItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
});

const themeRow = z.object({
  theme_id: z.number().int(),
  title: z.string(),
  products: z.array(productSummarySchema),
});

const homeModuleSchema = z.discriminatedUnion("module_type", [
  z.object({
    id: z.number().int(),
    module_type: z.literal(MODULE_TYPE.banners),
    style_type: z.number().int(),
    title: z.string(),
    data: z.array(linkItem),
  }),
  z.object({
    id: z.number().int(),
    module_type: z.literal(MODULE_TYPE.menus),
    style_type: z.number().int(),
    title: z.string(),
    data: z.array(linkItem),
  }),
  z.object({
    id: z.number().int(),
    module_type: z.literal(MODULE_TYPE.themeRow),
    style_type: z.number().int(),
    title: z.string(),
    data: themeRow,
  }),
  z.object({
    id: z.number().int(),
    module_type: z.literal(MODULE_TYPE.themeImages),
    style_type: z.number().int(),
    title: z.string(),
    data: z.array(linkItem),
  }),
  z.object({
    id: z.number().int(),
    module_type: z.literal(MODULE_TYPE.travelRow),
    style_type: z.number().int(),
    title: z.string(),
    data: themeRow,
  }),
  z.object({
    id: z.number().int(),
    module_type: z.literal(MODULE_TYPE.recommended),
    style_type: z.number().int(),
    title: z.string(),
    data: z.object({ type: z.number().int(), page_size: z.number().int() }),
  }),
  z.object({
    id: z.number().int(),
    module_type: z.literal(MODULE_TYPE.surroundings),
    style_type: z.number().int(),
    title: z.string(),
    data: z.array(linkItem),
  }),
  z.object({
    id: z.number().int(),
    module_type: z.literal(MODULE_TYPE.trust),
    style_type: z.number().int(),
    title: z.string(),
    data: z.array(trustItem),
  }),
]);
export type HomeModule = z.infer<typeof homeModuleSchema>;

/** GET page_setting?page_type=2&pog_id= */
export const pageSettingSchema = z.object({
  id: z.number().int(),
  page_type: z.number().int(),
  /** 1 or 2: spec §2 "home variant 2" caps themed product rows at 8 */
  home_variant: z.number().int(),
  modules: z.array(homeModuleSchema),
});

/** GET page_setting/config: page-level settings of the brand. */
export const pageConfigSchema = z.object({
  home_variant: z.number().int(),
  footer_type: z.enum(["normal", "map"]),
  trust_review: z.object({ score: z.number(), count: z.number().int(), text: z.string() }),
});

/** GET page_setting/travel_module/{id}: one module by id. */
export const travelModuleSchema = homeModuleSchema;

/** GET page_config/ad_config: popup banner (once per session), middle banner, category tabs. */
export const adConfigSchema = z.object({
  popup: linkItem.nullable(),
  middle_banner: linkItem.nullable(),
  category_tabs: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

/** GET activity_theme / product/theme/{id}: a themed promotion and its products. */
export const themeSchema = z.object({
  id: z.number().int(),
  sn: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
});
export const themeWithProductsSchema = themeSchema.extend({
  products: z.array(productSummarySchema),
});

/** GET shortUrl/{code} */
export const shortUrlSchema = z.object({ long_url: z.string() });
/** POST shortUrl/{code}/click */
export const shortUrlClickSchema = z.object({ counted: z.literal(true) });

/** GET product/search/popular */
export const popularKeywordsSchema = z.array(z.object({ keyword: z.string(), hot: z.boolean() }));
/** GET product/search?pre=&keyword= */
export const searchSuggestionsSchema = z.array(
  z.object({ id: z.number().int(), title: z.string(), seo_sn: z.string() }),
);
