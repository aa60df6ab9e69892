import { getTranslations } from "next-intl/server";
import { capModule, layoutFor, MENU_PER_ROW } from "@/lib/commerce/home";
import { firstPage } from "@/lib/commerce/paging";
import type { HomeModule } from "@/lib/commerce/wire/config";
import type { ProductSummary } from "@/lib/commerce/wire/product";
import type { Page } from "@/lib/commerce/wire/common";
import { LoadMoreGrid } from "../list/load-more-grid";
import { toCard } from "../product/product-card";
import { ProductCardIsland } from "../product/product-card-island";
import { SmartLink } from "../ui/smart-link";
import { BannerCarousel } from "./banner-carousel";
import { TrustCarousel } from "./trust-carousel";

type Props = {
  modules: HomeModule[];
  homeVariant: number;
  recommended: Page<ProductSummary> | null;
};

/**
 * Home modules in server order (spec §2 Home), each cut to its maximum for the home variant.
 * Images are plain <img>: they are SVGs served as they are (next/image was `unoptimized`), and
 * next/image adds a client reference, its props and an inline style to each one; the image tiles'
 * styles are one class (app/globals.css .tile): each tile is in the HTML and the RSC payload (issue 20).
 */
export async function HomeModules({ modules, homeVariant, recommended }: Props) {
  const t = await getTranslations("home");
  return (
    <div className="flex flex-col gap-8">
      {modules.map((raw) => {
        const m = capModule(raw, homeVariant);
        const compact = layoutFor(m.style_type) === "compact";
        switch (m.module_type) {
          case 1:
            return m.data.length ? <BannerCarousel key={m.id} items={m.data} /> : null;
          case 2:
            return (
              <nav key={m.id} aria-label={m.title} data-testid="module-2">
                <ul
                  className="grid grid-cols-5 gap-x-2 gap-y-4"
                  style={{ gridTemplateColumns: `repeat(${MENU_PER_ROW}, minmax(0, 1fr))` }}
                >
                  {m.data.map((item) => (
                    <li key={item.id}>
                      <SmartLink
                        item={item}
                        className="flex flex-col items-center gap-1 text-center text-xs md:text-sm"
                      >
                        {/* the icon's own shape is the brand's icon style (upstream/seed/brands.ts art) */}
                        {/* eslint-disable-next-line @next/next/no-img-element -- unoptimized SVG (see the note at the top) */}
                        <img
                          src={item.image}
                          alt=""
                          width={56}
                          height={56}
                          loading="lazy"
                          decoding="async"
                          className="h-11 w-11 md:h-14 md:w-14"
                        />
                        <span className="line-clamp-3">{item.title}</span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          case 3:
          case 5:
            return m.data.products.length ? (
              <section
                key={m.id}
                aria-labelledby={`m${m.id}`}
                data-testid={`module-${m.module_type}`}
              >
                <h2 id={`m${m.id}`} className="mb-3 text-xl font-semibold">
                  {m.data.title || m.title}
                </h2>
                <ul
                  className={
                    compact
                      ? "flex snap-x gap-3 overflow-x-auto pb-2 [&>li]:w-40 [&>li]:shrink-0 md:[&>li]:w-52"
                      : "grid grid-cols-2 gap-3 md:grid-cols-5 md:gap-4"
                  }
                >
                  {m.data.products.map((p) => (
                    <li key={p.id} className="flex snap-start">
                      <ProductCardIsland product={toCard(p)} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null;
          case 4:
            return (
              <section key={m.id} aria-labelledby={`m${m.id}`} data-testid="module-4">
                <h2 id={`m${m.id}`} className="mb-3 text-xl font-semibold">
                  {m.title}
                </h2>
                <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
                  {m.data.map((item) => (
                    <li key={item.id}>
                      <SmartLink item={item} className="tile aspect-[16/9]">
                        {/* eslint-disable-next-line @next/next/no-img-element -- unoptimized SVG (see the note at the top) */}
                        <img src={item.image} alt="" loading="lazy" decoding="async" />
                        <span>{item.title}</span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </section>
            );
          case 6:
            return recommended ? (
              <section key={m.id} aria-labelledby={`m${m.id}`} data-testid="module-6">
                <h2 id={`m${m.id}`} className="mb-3 text-xl font-semibold">
                  {m.title}
                </h2>
                <LoadMoreGrid
                  initial={firstPage({ ...recommended, list: recommended.list.map(toCard) })}
                  endpoint="/api/catalogue/more"
                  nextHref="/products?sort=rating"
                  testId="recommended-grid"
                />
              </section>
            ) : null;
          case 7:
            return (
              <section key={m.id} aria-labelledby={`m${m.id}`} data-testid="module-7">
                <h2 id={`m${m.id}`} className="mb-3 text-xl font-semibold">
                  {m.title}
                </h2>
                <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
                  {m.data.map((item) => (
                    <li key={item.id} className="w-36 shrink-0 snap-start md:w-44">
                      <SmartLink item={item} className="tile aspect-[3/2]">
                        {/* eslint-disable-next-line @next/next/no-img-element -- unoptimized SVG (see the note at the top) */}
                        <img src={item.image} alt="" loading="lazy" decoding="async" />
                        <span>{item.title}</span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </section>
            );
          case 8:
            return <TrustCarousel key={m.id} items={m.data} title={m.title || t("trust")} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
