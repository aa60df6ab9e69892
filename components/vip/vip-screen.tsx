import { getMessages, getTranslations } from "next-intl/server";
import { couponValue, shopDate } from "@/components/account/format";
import { MessagesScope } from "@/components/account/messages-scope";
import type { Locale } from "@/lib/commerce/platform/locales";
import {
  DEFAULT_MEMBERSHIP_LEVEL,
  MEMBERSHIP_CALL_CURRENCY,
  membershipPriceText,
} from "@/lib/commerce/membership/membership";
import { symbolForCode } from "@/lib/commerce/pricing/money";
import { pick } from "@/lib/i18n/messages";
import type { getMembershipPackage, getMyMembership } from "@/lib/upstream/membership";
import { VipTiers, type TierView } from "./vip-tiers";

/**
 * Spec §2 /vip: the three tiers (§9) with their prices and what each gives — member coupons with
 * counts, free products, member prices — tier 2 preselected, and a member's current tier and end
 * date. The upstream calls go in zh-hans and CNY (§6, lib/upstream/membership); the page's own
 * words come from messages/ in the shopper's language.
 */
export async function VipScreen({
  packages,
  membership,
  signedIn,
  locale,
}: {
  /** one per tier; null where it could not be read */
  packages: (Awaited<ReturnType<typeof getMembershipPackage>> | null)[];
  membership: Awaited<ReturnType<typeof getMyMembership>>;
  signedIn: boolean;
  locale: Locale;
}) {
  const t = await getTranslations("vip");
  const tp = await getTranslations("product");
  const messages = await getMessages();
  const symbol = symbolForCode(MEMBERSHIP_CALL_CURRENCY);

  const tiers: TierView[] = packages.flatMap((p) =>
    p
      ? [
          {
            level: p.level as 1 | 2 | 3,
            // the currency named: membership is charged in CNY whatever the shop's currency (§6)
            price: membershipPriceText(p.price_amount),
            coupons: p.coupons.map(({ coupon, count }) => {
              const value = couponValue(coupon, locale, symbol);
              return t("couponLine", { value: tp(value.key, value.values), count });
            }),
            freeProducts: p.free_products.map((f) => ({
              id: f.id,
              title: f.title,
              href: `/product/${f.id}/${encodeURIComponent(f.seo_sn)}`,
            })),
          },
        ]
      : [],
  );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6" data-testid="vip-page">
      <h1 className="text-xl font-bold sm:text-2xl">{t("title")}</h1>
      <p className="text-sm text-muted">{t("intro")}</p>
      <section className="rounded-brand bg-surface p-4 ring-1 ring-line" data-testid="vip-current">
        {membership ? (
          <p>
            <span
              className="rounded-brand bg-primary px-2 py-0.5 text-sm font-semibold text-primary-contrast"
              data-testid="vip-current-level"
            >
              {t("current", { level: membership.level })}
            </span>{" "}
            <span className="text-sm text-muted" data-testid="vip-current-until">
              {t("until", { date: shopDate(membership.end_date) })}
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted">{t("notMember")}</p>
        )}
      </section>
      {tiers.length === 0 ? (
        <p className="text-sm text-muted">{t("unavailable")}</p>
      ) : (
        <MessagesScope messages={pick(messages, ["vip", "errors"])}>
          <VipTiers
            tiers={tiers}
            defaultLevel={DEFAULT_MEMBERSHIP_LEVEL}
            signedIn={signedIn}
            isMember={membership !== null}
          />
        </MessagesScope>
      )}
      <a
        href="/vip/exchange"
        className="self-start text-sm font-medium text-primary hover:underline"
        data-testid="vip-exchange-link"
      >
        {t("exchangeLink")}
      </a>
    </div>
  );
}
