import { getFormatter, getTranslations } from "next-intl/server";
import { PointsHistory } from "@/components/vip/points-history";
import type { getAccountSummary, getCurrentAccount } from "@/lib/upstream/account";
import type { getPoints } from "@/lib/upstream/membership";
import { shopDate } from "./format";

// [the order list's ?tab= (lib/commerce/orders/orders ORDER_TABS), the summary's count key, the label]
const ORDER_TABS = [
  ["all", "all", "ordersAll"],
  ["pending", "pending", "ordersPending"],
  ["unfulfilled", "unfulfilled", "ordersUnfulfilled"],
  ["fulfilled", "fulfilled", "ordersFulfilled"],
  ["afterSales", "after_sale", "ordersAfterSale"],
] as const;

/** Spec §2 /account: who is signed in, membership, points, and the ways into their lists. `summary` (the counts) and `points` are optional. */
export async function AccountScreen({
  account,
  summary,
  points,
}: {
  account: Awaited<ReturnType<typeof getCurrentAccount>>;
  summary: Awaited<ReturnType<typeof getAccountSummary>> | null;
  points: Awaited<ReturnType<typeof getPoints>> | null;
}) {
  const t = await getTranslations("account");
  const format = await getFormatter();
  const name =
    account.nickname ||
    `${account.first_name} ${account.last_name}`.trim() ||
    account.email ||
    account.phone ||
    "";
  const count = (n: number | undefined) =>
    n === undefined ? null : <span className="text-muted">{format.number(n)}</span>;

  const shortcuts = [
    { href: "/account/afterSales", label: t("afterSales"), n: undefined, id: "afterSales" },
    { href: "/account/coupons", label: t("coupons"), n: summary?.coupons, id: "coupons" },
    { href: "/account/favorites", label: t("favorites"), n: summary?.favorites, id: "favorites" },
    { href: "/account/address", label: t("addresses"), n: summary?.addresses, id: "addresses" },
    { href: "/tourist", label: t("tourists"), n: summary?.tourists, id: "tourists" },
  ];

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6" data-testid="account-page">
      <h1 className="sr-only">{t("title")}</h1>
      <section className="flex flex-col gap-3 rounded-brand bg-surface p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex flex-col gap-1">
          <p className="text-xl font-bold" data-testid="account-name">
            {t("greeting", { name })}
          </p>
          {account.membership ? (
            <p className="text-sm" data-testid="account-membership">
              <span className="rounded-brand bg-primary px-2 py-0.5 text-xs font-semibold text-primary-contrast">
                {t("memberTier", { level: account.membership.level })}
              </span>{" "}
              <span className="text-muted">
                {t("memberUntil", { date: shopDate(account.membership.end_date) })}
              </span>
            </p>
          ) : (
            <p className="text-sm text-muted" data-testid="account-membership">
              {t("notMember")} ·{" "}
              <a href="/vip" className="font-medium text-primary">
                {t("joinVip")}
              </a>
            </p>
          )}
        </div>
        <p className="flex items-baseline gap-2 sm:flex-col sm:items-end sm:gap-0">
          <span className="text-sm text-muted">{t("points")}</span>
          <span className="text-2xl font-bold text-primary" data-testid="account-points">
            {format.number(account.points)}
          </span>
          <a
            href="/vip/exchange"
            className="text-xs font-medium text-primary hover:underline"
            data-testid="account-points-exchange"
          >
            {t("pointsExchange")}
          </a>
        </p>
      </section>
      {points ? <PointsHistory entries={points.history} /> : null}

      <section
        aria-labelledby="account-orders"
        className="rounded-brand bg-surface p-4 ring-1 ring-line sm:p-6"
      >
        <h2 id="account-orders" className="mb-3 font-semibold">
          <a href="/account/orders" className="hover:text-primary">
            {t("orders")}
          </a>
        </h2>
        <ul className="grid grid-cols-5 gap-1 text-center text-xs sm:text-sm">
          {ORDER_TABS.map(([tab, countKey, label]) => (
            <li key={tab}>
              <a
                href={tab === "all" ? "/account/orders" : `/account/orders?tab=${tab}`}
                className="flex flex-col items-center gap-1 rounded-brand px-1 py-2 hover:bg-bg"
                data-testid={`orders-${countKey}`}
              >
                <span className="text-lg font-semibold">
                  {summary ? format.number(summary.orders[countKey]) : "—"}
                </span>
                <span className="text-muted">{t(label)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label={t("shortcuts")} className="rounded-brand bg-surface ring-1 ring-line">
        <ul className="divide-y divide-line">
          {shortcuts.map((s) => (
            <li key={s.id}>
              <a
                href={s.href}
                className="flex items-center justify-between px-4 py-3 hover:bg-bg sm:px-6"
                data-testid={`account-link-${s.id}`}
              >
                <span>{s.label}</span>
                <span className="flex items-center gap-2 text-sm">
                  {count(s.n)}
                  <span aria-hidden="true" className="text-muted">
                    ›
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {summary ? null : <p className="text-sm text-muted">{t("countsUnavailable")}</p>}

      <section
        aria-labelledby="account-security"
        className="rounded-brand bg-surface ring-1 ring-line"
      >
        <h2 id="account-security" className="px-4 pt-3 text-sm font-semibold text-muted sm:px-6">
          {t("security")}
        </h2>
        <a
          href="/auth/password-reset"
          className="flex items-center justify-between px-4 py-3 hover:bg-bg sm:px-6"
          data-testid="change-password"
        >
          <span>{t("changePassword")}</span>
          <span aria-hidden="true" className="text-muted">
            ›
          </span>
        </a>
      </section>
    </div>
  );
}
