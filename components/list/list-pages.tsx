import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DoNotStorePage } from "@/lib/cache/do-not-store";
import { JsonLd } from "@/components/seo/json-ld";
import { brandOrigin, localisedUrl, pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbLd, itemListLd } from "@/lib/seo/structured-data";
import type { ProductSummary } from "@/lib/commerce/catalogue/product.schema";
import type { Shop } from "@/lib/shop/params";
import { readListQuery, type ListQuery } from "@/lib/commerce/catalogue/list-query";
import {
  categoryName,
  loadCategoryList,
  loadProductList,
  suggestedCategories,
} from "@/lib/upstream/product-lists";
import { ChannelRestricted } from "./channel-restricted";
import { ProductListView } from "./product-list-view";

// The /products and /category/{id} pages, shared by their cached (path key) and per-request
// (free text or dates in the query) routes.

export type RawQuery = Record<string, string | string[] | undefined>;

export async function productsMetadata(shop: Shop, query: RawQuery): Promise<Metadata> {
  const f = readListQuery(query);
  const t = await getTranslations({ locale: shop.locale, namespace: "list" });
  const title = f.keyword ? t("resultsFor", { keyword: f.keyword }) : t("title");
  // canonical keeps what defines the list; sorting and searches are not indexed
  const canonical = {
    category_id: f.category_id,
    poi_id: f.poi_id,
    tag_id: f.tag_id,
    page: f.page > 1 ? f.page : undefined,
  };
  return pageMetadata({
    brand: shop.brand,
    locale: shop.locale,
    path: "/products",
    query: canonical,
    title,
    description: t("description", { brand: shop.brand.name }),
    noindex: Boolean(f.keyword || f.title || f.sort || f.sold || f.start_date),
  });
}

/**
 * `channel`: the partner channel the shopper entered through (§7 init?p=), or null — always null on
 * the cached list pages, which the middleware never serves inside a channel.
 */
export async function ProductsPageView({
  shop,
  query,
  channel = null,
}: {
  shop: Shop;
  query: RawQuery;
  channel?: string | null;
}) {
  const t = await getTranslations("list");
  const filters = readListQuery(query);
  // §6 a section open to one partner channel: outside it, the page says where to log in
  const list = await loadProductList(shop.ctx, filters, channel);
  if (list.restricted) return <ChannelRestricted />;
  const { page, hot } = list;
  // a list with nothing in it (an unknown filter id, a page past the end) is answered, not cached
  const empty = page.list.length === 0;
  const title = filters.keyword ? t("resultsFor", { keyword: filters.keyword }) : t("title");
  // nothing found: the empty list suggests the popular searches and the categories
  const categories = page.list.length === 0 ? await suggestedCategories(shop.ctx) : [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-testid="products-page">
      {empty ? <DoNotStorePage /> : null}
      <JsonLd data={[productsItemList(shop, title, page.list)]} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <ProductListView
        path="/products"
        filters={filters}
        page={page}
        hotTerms={hot}
        categories={categories}
      />
    </div>
  );
}

/** The products a list page shows (its first page, in order) as an ItemList of their pages. */
export function productsItemList(
  shop: Shop,
  name: string,
  list: Pick<ProductSummary, "id" | "seo_sn" | "title">[],
) {
  const origin = brandOrigin(shop.brand);
  return itemListLd(
    name,
    list.map((p) => ({
      name: p.title,
      url: localisedUrl(origin, `/product/${p.id}/${p.seo_sn}`, shop.locale),
    })),
  );
}

/** A category id as our links write it (no sign, no leading zero); anything else is a 404. */
export function categoryId(raw: string): number {
  const id = categoryIdOrNull(raw);
  if (id === null) notFound();
  return id;
}

/** categoryId without the 404: null for anything our links do not write. */
export function categoryIdOrNull(raw: string): number | null {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

export async function categoryMetadata(shop: Shop, id: number, query: RawQuery): Promise<Metadata> {
  const t = await getTranslations({ locale: shop.locale, namespace: "list" });
  const name = (await categoryName(shop.ctx, id)) ?? t("title");
  const f = readListQuery(query);
  return pageMetadata({
    brand: shop.brand,
    locale: shop.locale,
    path: `/category/${id}`,
    query: { page: f.page > 1 ? f.page : undefined },
    title: name,
    description: t("categoryDescription", { brand: shop.brand.name, category: name }),
    noindex: Boolean(f.sort || f.sold || f.start_date),
  });
}

/** Spec §2 /category/{id}: the topic product list of a category. */
export async function CategoryPageView({
  shop,
  id,
  query,
  missing = () => notFound(),
}: {
  shop: Shop;
  id: number;
  query: RawQuery;
  /** what an unknown category renders (a cached page: components/layout/shop-not-found.tsx) */
  missing?: () => ReactNode;
}) {
  const t = await getTranslations("list");
  const filters: ListQuery = { ...readListQuery(query), category_id: id };
  const { name, page, hot } = await loadCategoryList(shop.ctx, id, filters);
  if (!name && page.count === 0) return missing();
  const empty = page.list.length === 0;
  const categories =
    page.list.length === 0 ? (await suggestedCategories(shop.ctx)).filter((c) => c.id !== id) : [];
  const origin = brandOrigin(shop.brand);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-testid="category-page">
      {empty ? <DoNotStorePage /> : null}
      <JsonLd
        data={[
          breadcrumbLd([
            { name: shop.brand.name, url: localisedUrl(origin, "/", shop.locale) },
            {
              name: name ?? t("title"),
              url: localisedUrl(origin, `/category/${id}`, shop.locale),
            },
          ]),
          productsItemList(shop, name ?? t("title"), page.list),
        ]}
      />
      <h1 className="mb-4 text-2xl font-bold">{name ?? t("title")}</h1>
      <ProductListView
        path={`/category/${id}`}
        filters={filters}
        page={page}
        hotTerms={hot}
        categories={categories}
        fixed={["category_id"]}
      />
    </div>
  );
}
