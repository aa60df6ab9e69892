import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CouponsScreen, couponsHref } from "@/components/account/coupons-screen";
import { pageFromQuery } from "@/lib/commerce/catalogue/paging";
import { USER_COUPON_TABS, type UserCouponTab } from "@/lib/commerce/coupons/coupons";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { listMyCoupons } from "@/lib/upstream/account";
import { personal, requireToken } from "@/lib/upstream/personal";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "myCoupons" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const isTab = (v: unknown): v is UserCouponTab =>
  (USER_COUPON_TABS as readonly unknown[]).includes(v);

/** Spec §2 /account/coupons (components/account/coupons-screen). */
export default async function MyCouponsPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const query = await searchParams;
  const tab: UserCouponTab = isTab(first(query.tab))
    ? (first(query.tab) as UserCouponTab)
    : "available";
  const pageNo = pageFromQuery(query.page);
  const path = couponsHref(tab, pageNo);
  const token = await requireToken(path);
  const page = await personal(path, listMyCoupons({ ...shop.ctx, token }, tab, pageNo));
  return (
    <CouponsScreen
      page={page}
      tab={tab}
      pageNo={pageNo}
      locale={shop.locale}
      currency={shop.currency}
    />
  );
}
