import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ProductListView } from "@/components/list/product-list-view";
import { readProductFilters } from "@/lib/http/catalogue";
import { jsonLd, brandOrigin, localisedUrl, pageMetadata } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { getAdConfig, getPopularKeywords, getProducts } from "@/lib/upstream/catalogue";

type Props = { params: Promise<ShopParams & { id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load(params: Props["params"]) {
  const shop = await resolveShop(params);
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const ads = await getAdConfig(shop.ctx).catch(() => null);
  const name = ads?.category_tabs.find((c) => c.id === Number(id))?.title;
  return { shop, id: Number(id), name };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { shop, id, name } = await load(params);
  const t = await getTranslations({ locale: shop.locale, namespace: "list" });
  const f = readProductFilters(await searchParams);
  return pageMetadata({ brand: shop.brand, locale: shop.locale, path: `/category/${id}`, query: { page: f.page > 1 ? f.page : undefined }, title: name ?? t("title"), description: t("categoryDescription", { brand: shop.brand.name, category: name ?? t("title") }) });
}

/** Spec §2 /category/{id}: the topic product list of a category. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const { shop, id, name } = await load(params);
  const t = await getTranslations("list");
  const filters = { ...readProductFilters(await searchParams), category_id: id };
  const [page, hot] = await Promise.all([
    getProducts(shop.ctx, { ...filters, sold: filters.sold === "1" ? 1 : undefined, page_size: 20 }),
    getPopularKeywords(shop.ctx).catch(() => []),
  ]);
  if (!name && page.count === 0) notFound();
  const origin = brandOrigin(shop.brand);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-testid="category-page">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd({
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            itemListElement: [
              { "@type": "ListItem", position: 1, name: shop.brand.name, item: localisedUrl(origin, "/", shop.locale) },
              { "@type": "ListItem", position: 2, name: name ?? t("title"), item: localisedUrl(origin, `/category/${id}`, shop.locale) },
            ],
          }),
        }}
      />
      <h1 className="mb-4 text-2xl font-bold">{name ?? t("title")}</h1>
      <ProductListView path={`/category/${id}`} filters={filters} page={page} hotTerms={hot} fixed={["category_id"]} />
    </div>
  );
}
