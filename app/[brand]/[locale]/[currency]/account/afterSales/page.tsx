import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrderPageShell } from "@/components/order/order-page-shell";
import { AfterSalesScreen, afterSalesHref } from "@/components/refund/after-sales-screen";
import { pageFromQuery } from "@/lib/commerce/catalogue/paging";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { listRefunds } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "refundApply" });
  return { title: t("listTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/afterSales (components/refund/after-sales-screen). */
export default async function AfterSalesPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const pageNo = pageFromQuery((await searchParams).page);
  const t = await getTranslations("refundApply");
  const to = await getTranslations("orders");
  return (
    <OrderPageShell
      ctx={shop.ctx}
      path={afterSalesHref(pageNo)}
      width="3xl"
      title={t("listTitle")}
      back={{ href: "/account/orders", label: to("title") }}
      read={(ctx) => listRefunds(ctx, pageNo)}
    >
      {(page, header) => <AfterSalesScreen page={page} pageNo={pageNo} header={header} />}
    </OrderPageShell>
  );
}
