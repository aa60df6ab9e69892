import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrdersScreen, ordersHref } from "@/components/order/orders-screen";
import { parseOrderTab } from "@/lib/commerce/orders/orders";
import { pageFromQuery } from "@/lib/commerce/catalogue/paging";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getAnnouncements } from "@/lib/upstream/catalogue";
import { orNull } from "@/lib/upstream/errors";
import { listOrders } from "@/lib/upstream/orders";
import { personal, requireToken } from "@/lib/upstream/personal";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "orders" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Spec §2 /account/orders (components/order/orders-screen). */
export default async function OrdersPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const query = await searchParams;
  const tab = parseOrderTab(first(query.tab));
  const pageNo = pageFromQuery(query.page);
  const path = ordersHref(tab, pageNo);
  const token = await requireToken(path);
  const [page, announcements] = await Promise.all([
    personal(path, listOrders({ ...shop.ctx, token }, tab, pageNo)),
    orNull(getAnnouncements(shop.ctx, 3)),
  ]);
  return <OrdersScreen page={page} tab={tab} pageNo={pageNo} announcements={announcements} />;
}
