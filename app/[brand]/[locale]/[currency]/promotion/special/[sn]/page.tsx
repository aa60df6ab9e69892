import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ShopNotFound } from "@/components/layout/shop-not-found";
import { CatalogueAccountScope } from "@/components/account/catalogue-scope";
import { ProductCard } from "@/components/product/product-card";
import { productsItemList } from "@/components/list/list-pages";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getTheme } from "@/lib/upstream/catalogue";
import { isNotFound } from "@/lib/upstream/errors";

// rendered on first request, then cached (ISR, revalidate from the layout)
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ShopParams & { sn: string }> };

/** The promotion of this URL; theme null when there is none. */
async function load(params: Props["params"]) {
  const shop = await resolveShop(params);
  const { sn } = await params;
  if (!/^[a-z0-9-]{1,60}$/.test(sn)) return { shop, theme: null };
  const theme = await getTheme(shop.ctx, sn).catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
  return { shop, theme };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, theme } = await load(params);
  if (!theme) notFound();
  return pageMetadata({
    brand: shop.brand,
    locale: shop.locale,
    path: `/promotion/special/${theme.sn}`,
    title: theme.title,
    description: theme.description,
    image: theme.image,
  });
}

/** Spec §2 /promotion/special/{sn}: a themed promotion and its products. */
export default async function SpecialPage({ params }: Props) {
  const { shop, theme } = await load(params);
  if (!theme) return <ShopNotFound />;
  const t = await getTranslations("collection");
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-testid="special-page">
      <JsonLd data={[productsItemList(shop, theme.title, theme.products)]} />
      <div className="relative mb-6 aspect-[16/5] overflow-hidden rounded-brand">
        <Image
          src={theme.image}
          alt=""
          fill
          priority
          sizes="(max-width: 1152px) 100vw, 1152px"
          unoptimized
          className="object-cover"
        />
        <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/60 to-transparent p-4 text-white">
          <h1 className="text-2xl font-bold md:text-3xl">{theme.title}</h1>
          <p className="text-sm md:text-base">{theme.description}</p>
        </div>
      </div>
      {theme.products.length ? (
        <CatalogueAccountScope>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
            {theme.products.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} heading="h2" />
              </li>
            ))}
          </ul>
        </CatalogueAccountScope>
      ) : (
        <p className="text-muted">{t("empty")}</p>
      )}
    </div>
  );
}
