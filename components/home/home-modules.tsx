import { getTranslations } from "next-intl/server";
import { capModule, layoutFor, MENU_PER_ROW, MODULE_TYPE } from "@/lib/commerce/catalogue/home";
import { firstPage } from "@/lib/commerce/catalogue/paging";
import { linkHref, type LinkTarget } from "@/lib/commerce/catalogue/links";
import type { HomeModule } from "@/lib/commerce/platform/config.schema";
import type { ProductSummary } from "@/lib/commerce/catalogue/product.schema";
import type { Page } from "@/lib/commerce/contract/common.schema";
import { LoadMoreGrid } from "../list/load-more-grid";
import { toCardRow } from "../product/card-product";
import { ProductCardList } from "../product/product-card-island";
import { BannerCarousel } from "./banner-carousel";
import { MenuCells, TileCells, type LinkCell } from "./link-cells";
import { TrustCarousel } from "./trust-carousel";

/** An item as the link rows take it (components/home/link-cells.tsx). */
const toLinkCell = (item: LinkTarget & { id: number; image: string; title: string }): LinkCell => [
  linkHref(item),
  item.image,
  item.title,
  item.id,
];

type Props = {
  modules: HomeModule[];
  homeVariant: number;
  recommended: Page<ProductSummary> | null;
};

/**
 * Home modules in server order (spec §2 Home), each cut to its maximum for the home variant. Images
 * are plain <img>: they are SVGs served as they are (next/image was `unoptimized`), and next/image
 * adds a client reference, its props and an inline style to each one; the image tiles' styles are
 * one class (app/globals.css .tile). The menu and tile rows are client components fed their links
 * as data (./link-cells): the HTML is the same, the RSC payload a tenth
 * (docs/decisions/product-page-weight.md).
 */
export async function HomeModules({ modules, homeVariant, recommended }: Props) {
  const t = await getTranslations("home");
  return (
    <div className="flex flex-col gap-8">
      {modules.map((raw) => {
        const m = capModule(raw, homeVariant);
        const compact = layoutFor(m.style_type) === "compact";
        switch (m.module_type) {
          case MODULE_TYPE.banners:
            return m.data.length ? <BannerCarousel key={m.id} items={m.data} /> : null;
          case MODULE_TYPE.menus:
            return (
              <nav key={m.id} aria-label={m.title} data-testid="module-2">
                <MenuCells cells={m.data.map(toLinkCell)} perRow={MENU_PER_ROW} />
              </nav>
            );
          case MODULE_TYPE.themeRow:
          case MODULE_TYPE.travelRow:
            return m.data.products.length ? (
              <section
                key={m.id}
                aria-labelledby={`m${m.id}`}
                data-testid={`module-${m.module_type}`}
                className="render-lazy"
              >
                <h2 id={`m${m.id}`} className="mb-3 text-xl font-semibold">
                  {m.data.title || m.title}
                </h2>
                <ProductCardList
                  rows={m.data.products.map(toCardRow)}
                  className={
                    compact
                      ? "flex snap-x gap-3 overflow-x-auto pb-2 [&>li]:w-40 [&>li]:shrink-0 md:[&>li]:w-52"
                      : "grid grid-cols-2 gap-3 md:grid-cols-5 md:gap-4"
                  }
                />
              </section>
            ) : null;
          case MODULE_TYPE.themeImages:
            return (
              <section
                key={m.id}
                aria-labelledby={`m${m.id}`}
                data-testid="module-4"
                className="render-lazy"
              >
                <h2 id={`m${m.id}`} className="mb-3 text-xl font-semibold">
                  {m.title}
                </h2>
                <TileCells
                  cells={m.data.map(toLinkCell)}
                  listClass="grid grid-cols-2 gap-3 md:grid-cols-4"
                  tileClass="aspect-[16/9]"
                />
              </section>
            );
          case MODULE_TYPE.recommended:
            return recommended ? (
              <section key={m.id} aria-labelledby={`m${m.id}`} data-testid="module-6">
                <h2 id={`m${m.id}`} className="mb-3 text-xl font-semibold">
                  {m.title}
                </h2>
                <LoadMoreGrid
                  initial={firstPage({ ...recommended, list: recommended.list.map(toCardRow) })}
                  endpoint="/api/catalogue/more"
                  nextHref="/products?sort=rating"
                  testId="recommended-grid"
                  eager={0}
                />
              </section>
            ) : null;
          case MODULE_TYPE.surroundings:
            return (
              <section
                key={m.id}
                aria-labelledby={`m${m.id}`}
                data-testid="module-7"
                className="render-lazy"
              >
                <h2 id={`m${m.id}`} className="mb-3 text-xl font-semibold">
                  {m.title}
                </h2>
                <TileCells
                  cells={m.data.map(toLinkCell)}
                  listClass="flex snap-x gap-3 overflow-x-auto pb-2"
                  itemClass="w-36 shrink-0 snap-start md:w-44"
                  tileClass="aspect-[3/2]"
                />
              </section>
            );
          case MODULE_TYPE.trust:
            return <TrustCarousel key={m.id} items={m.data} title={m.title || t("trust")} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
