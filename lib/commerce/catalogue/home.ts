// Spec §2 Home and §9: module maxima and sizes. The upstream sends modules in server order; the
// storefront shows at most these many items of each.
import type { HomeModule } from "../platform/config.schema";

export const CAROUSEL_AUTOPLAY_MS = 3000;
export const TRUST_CAROUSEL_ITEMS = 3;
export const MENU_PER_ROW = 5;
export const RECOMMENDED_PAGE_SIZE = 12;
/** §7 products/more type: 1 newest, 2 recommended. */
export const MORE_PRODUCTS_TYPE = { newest: 1, recommended: 2 } as const;
export type MoreProductsType = (typeof MORE_PRODUCTS_TYPE)[keyof typeof MORE_PRODUCTS_TYPE];
export const RECOMMENDED_TYPE = MORE_PRODUCTS_TYPE.recommended;

/**
 * §2 Home, §3 home config module_type: 1 banners, 2 icon menus, 3 and 5 themed product rows,
 * 4 theme images, 6 the recommended list, 7 surroundings, 8 trust icons.
 */
export const MODULE_TYPE = {
  banners: 1,
  menus: 2,
  themeRow: 3,
  themeImages: 4,
  travelRow: 5,
  recommended: 6,
  surroundings: 7,
  trust: 8,
} as const;
/** §2 style_type: 1 the first (classic) layout; any other value the second. */
const STYLE_TYPE = { classic: 1 } as const;

/** How many items a module type may show in a home variant (style 2 caps themed rows at 8). */
export function moduleMax(moduleType: number, homeVariant: number): number {
  switch (moduleType) {
    case MODULE_TYPE.banners:
      return 8; // banners
    case MODULE_TYPE.menus:
      return 10; // icon menus, two rows of five
    case MODULE_TYPE.themeRow:
    case MODULE_TYPE.travelRow:
      return homeVariant === 2 ? 8 : 10; // themed product rows
    case MODULE_TYPE.themeImages:
      return 4; // theme images
    case MODULE_TYPE.recommended:
      return RECOMMENDED_PAGE_SIZE; // per page of the recommended list
    case MODULE_TYPE.surroundings:
      return 8; // surroundings
    case MODULE_TYPE.trust:
      return Number.POSITIVE_INFINITY; // trust icons: first three rotate, the rest are listed
    default:
      return 0;
  }
}

/** The module with its items cut to the maxima. */
export function capModule(module: HomeModule, homeVariant: number): HomeModule {
  const max = moduleMax(module.module_type, homeVariant);
  switch (module.module_type) {
    case MODULE_TYPE.banners:
    case MODULE_TYPE.menus:
    case MODULE_TYPE.themeImages:
    case MODULE_TYPE.surroundings:
    case MODULE_TYPE.trust:
      return { ...module, data: module.data.slice(0, max) } as HomeModule;
    case MODULE_TYPE.themeRow:
    case MODULE_TYPE.travelRow:
      return { ...module, data: { ...module.data, products: module.data.products.slice(0, max) } };
    default:
      return module;
  }
}

/** Spec §2: style_type 1 selects the first layout; any other value the second. */
export function layoutFor(styleType: number): "classic" | "compact" {
  return styleType === STYLE_TYPE.classic ? "classic" : "compact";
}
