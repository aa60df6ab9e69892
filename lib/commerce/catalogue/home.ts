// Spec §2 Home and §9: module maxima and sizes. The upstream sends modules in server order; the
// storefront shows at most these many items of each.
import type { HomeModule } from "../platform/config.schema";

export const CAROUSEL_AUTOPLAY_MS = 3000;
export const TRUST_CAROUSEL_ITEMS = 3;
export const MENU_PER_ROW = 5;
export const RECOMMENDED_PAGE_SIZE = 12;
export const RECOMMENDED_TYPE = 2;

/** How many items a module type may show in a home variant (style 2 caps themed rows at 8). */
export function moduleMax(moduleType: number, homeVariant: number): number {
  switch (moduleType) {
    case 1:
      return 8; // banners
    case 2:
      return 10; // icon menus, two rows of five
    case 3:
    case 5:
      return homeVariant === 2 ? 8 : 10; // themed product rows
    case 4:
      return 4; // theme images
    case 6:
      return RECOMMENDED_PAGE_SIZE; // per page of the recommended list
    case 7:
      return 8; // surroundings
    case 8:
      return Number.POSITIVE_INFINITY; // trust icons: first three rotate, the rest are listed
    default:
      return 0;
  }
}

/** The module with its items cut to the maxima. */
export function capModule(module: HomeModule, homeVariant: number): HomeModule {
  const max = moduleMax(module.module_type, homeVariant);
  switch (module.module_type) {
    case 1:
    case 2:
    case 4:
    case 7:
    case 8:
      return { ...module, data: module.data.slice(0, max) } as HomeModule;
    case 3:
    case 5:
      return { ...module, data: { ...module.data, products: module.data.products.slice(0, max) } };
    default:
      return module;
  }
}

/** Spec §2: style_type 1 selects the first layout; any other value the second. */
export function layoutFor(styleType: number): "classic" | "compact" {
  return styleType === 1 ? "classic" : "compact";
}
