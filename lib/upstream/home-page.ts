import "server-only";
import {
  MODULE_TYPE,
  RECOMMENDED_PAGE_SIZE,
  RECOMMENDED_TYPE,
} from "@/lib/commerce/catalogue/home";
import {
  getActivityInfo,
  getAdConfig,
  getAnnouncements,
  getHomePageSetting,
  getMoreProducts,
  getPageConfig,
} from "./catalogue";
import type { CallContext } from "./client";
import { orNull } from "./errors";

/**
 * The home page's reads. It must render even when a side section fails; only the module list is
 * essential. The modules are split where the first one that is not a banner (types 1 and 2)
 * starts: the banners come before the flash sale, category tabs and middle banner, the rest after.
 */
export async function loadHomePage(ctx: CallContext) {
  const [announcements, setting, config, ads, seckill, recommended] = await Promise.all([
    orNull(getAnnouncements(ctx, 1)),
    getHomePageSetting(ctx),
    orNull(getPageConfig(ctx)),
    orNull(getAdConfig(ctx)),
    orNull(getActivityInfo(ctx)),
    orNull(
      getMoreProducts(ctx, { page: 1, type: RECOMMENDED_TYPE, page_size: RECOMMENDED_PAGE_SIZE }),
    ),
  ]);
  const split = setting.modules.findIndex(
    (m) => m.module_type !== MODULE_TYPE.banners && m.module_type !== MODULE_TYPE.menus,
  );
  return {
    announcements,
    homeVariant: setting.home_variant,
    head: split === -1 ? setting.modules : setting.modules.slice(0, split),
    rest: split === -1 ? [] : setting.modules.slice(split),
    config,
    ads,
    seckill,
    recommended,
  };
}

export type HomePageView = Awaited<ReturnType<typeof loadHomePage>>;
