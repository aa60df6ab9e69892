import { getMessages, getTranslations } from "next-intl/server";
import { formatMoney, symbolFor } from "@/lib/commerce/pricing/money";
import type { Currency } from "@/lib/commerce/pricing/currencies";
import type { Locale } from "@/lib/commerce/platform/locales";
import { lastPage } from "@/lib/commerce/catalogue/paging";
import { pick } from "@/lib/i18n/messages";
import { USER_COUPON_TABS, type UserCouponTab } from "@/lib/commerce/coupons/coupons";
import type { listMyCoupons } from "@/lib/upstream/account";
import { CouponRedeemForm } from "./coupon-redeem-form";
import { couponValue, shopDate } from "./format";
import { MessagesScope } from "./messages-scope";
import { AccountPageHeader } from "./page-header";
import { PageLinks, pageWords } from "../ui/page-links";

export const couponsHref = (tab: UserCouponTab, page = 1) => {
  const q = new URLSearchParams();
  if (tab !== "available") q.set("tab", tab);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `/account/coupons?${s}` : "/account/coupons";
};

/** Spec §2 /account/coupons: available / used / expired, with a code to redeem. */
export async function CouponsScreen({
  page,
  tab,
  pageNo,
  locale,
  currency,
}: {
  page: Awaited<ReturnType<typeof listMyCoupons>>;
  tab: UserCouponTab;
  pageNo: number;
  locale: Locale;
  currency: Currency;
}) {
  const t = await getTranslations("myCoupons");
  const tp = await getTranslations("product");
  const ta = await getTranslations("account");
  const messages = await getMessages();
  const symbol = symbolFor(currency);
  const pages = lastPage(page.count, page.page_size);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6" data-testid="coupons-page">
      <AccountPageHeader title={t("title")} back={{ href: "/account", label: ta("title") }} />
      <MessagesScope messages={pick(messages, ["myCoupons", "validation", "errors"])}>
        <CouponRedeemForm />
      </MessagesScope>
      <nav aria-label={t("tabs")}>
        <ul className="flex gap-1 rounded-brand bg-surface p-1 text-sm ring-1 ring-line">
          {USER_COUPON_TABS.map((k) => (
            <li key={k} className="flex-1">
              <a
                href={couponsHref(k)}
                aria-current={k === tab ? "page" : undefined}
                className={`block rounded-brand px-3 py-2 text-center ${k === tab ? "bg-primary font-semibold text-primary-contrast" : "hover:bg-primary/10"}`}
                data-testid={`coupon-tab-${k}`}
              >
                {t(`tab_${k}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {page.list.length ? (
        <ul className="flex flex-col gap-3" data-testid="coupon-list">
          {page.list.map((uc) => {
            const c = uc.coupon;
            const value = couponValue(c, locale, symbol);
            const live = uc.state === "available";
            return (
              <li
                key={uc.id}
                className={`flex items-stretch overflow-hidden rounded-brand border border-dashed bg-surface ${live ? "border-accent" : "border-line text-muted"}`}
                data-testid="my-coupon"
                data-state={uc.state}
              >
                <div
                  className={`flex w-28 shrink-0 flex-col items-center justify-center p-3 text-center sm:w-36 ${live ? "text-accent" : ""}`}
                >
                  <p className="text-lg font-bold leading-tight">
                    {value.key === "couponFixed"
                      ? tp("couponFixed", value.values)
                      : tp("couponPercent", value.values)}
                  </p>
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1 border-l border-dashed border-line p-3 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className={`font-semibold ${live ? "text-ink" : ""}`}>{c.name}</span>
                    {c.is_membership_coupon ? (
                      <span className="rounded-brand bg-primary/10 px-1.5 py-0.5 text-xs text-ink">
                        {t("memberOnly")}
                      </span>
                    ) : null}
                    <span
                      className={`ml-auto rounded-brand px-2 py-0.5 text-xs font-medium ${live ? "bg-accent/10 text-ink" : "bg-line/60 text-ink"}`}
                      data-testid="my-coupon-state"
                    >
                      {t(`tab_${uc.state}`)}
                    </span>
                  </p>
                  <p className="text-xs">
                    {c.min_spent_amount > 0
                      ? tp("couponMin", { amount: formatMoney(c.min_spent_amount, symbol) })
                      : tp("couponNoMin")}
                    {c.max_discount_amount
                      ? ` · ${tp("couponCap", { amount: formatMoney(c.max_discount_amount, symbol) })}`
                      : ""}
                  </p>
                  <p className="text-xs text-muted">
                    {uc.state === "used" && uc.used_at
                      ? t("usedAt", { date: shopDate(uc.used_at) })
                      : uc.state === "expired"
                        ? t("expiredAt", { date: shopDate(uc.expires_at) })
                        : t("validUntil", { date: shopDate(uc.expires_at) })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p
          className="rounded-brand bg-surface p-8 text-center text-muted ring-1 ring-line"
          data-testid="coupon-empty"
        >
          {t("empty")}
        </p>
      )}
      <PageLinks
        page={pageNo}
        pages={pages}
        hrefFor={(n) => couponsHref(tab, n)}
        words={pageWords(t)}
      />
    </div>
  );
}
