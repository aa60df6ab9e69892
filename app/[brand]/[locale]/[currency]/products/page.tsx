import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProductListView } from "@/components/list/product-list-view";
import { readProductFilters } from "@/lib/http/catalogue";
import { pageMetadata } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { getPopularKeywords, getProducts } from "@/lib/upstream/catalogue";

// one render per query string; the upstream reads behind it are cached (data cache, tagged)
export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { brand, locale } = await resolveShop(params);
  const f = readProductFilters(await searchParams);
  const t = await getTranslations({ locale, namespace: "list" });
  const title = f.keyword ? t("resultsFor", { keyword: f.keyword }) : t("title");
  // canonical keeps what defines the list; sorting and searches are not indexed
  const query = { category_id: f.category_id, poi_id: f.poi_id, tag_id: f.tag_id, page: f.page > 1 ? f.page : undefined };
  return pageMetadata({ brand, locale, path: "/products", query, title, description: t("description", { brand: brand.name }), noindex: Boolean(f.keyword || f.title || f.sort || f.sold || f.start_date) });
}

export default async function ProductsPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const t = await getTranslations("list");
  const filters = readProductFilters(await searchParams);
  const [page, hot] = await Promise.all([
    getProducts(shop.ctx, { ...filters, sold: filters.sold === "1" ? 1 : undefined, page_size: 20 }),
    getPopularKeywords(shop.ctx).catch(() => []),
  ]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-testid="products-page">
      <h1 className="mb-4 text-2xl font-bold">{filters.keyword ? t("resultsFor", { keyword: filters.keyword }) : t("title")}</h1>
      <ProductListView path="/products" filters={filters} page={page} hotTerms={hot} />
    </div>
  );
}
