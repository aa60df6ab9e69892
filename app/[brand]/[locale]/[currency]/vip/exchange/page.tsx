import type { Metadata } from "next";
import { getFormatter, getMessages, getTranslations } from "next-intl/server";
import { personal, requireToken } from "@/lib/upstream/personal";
import { MessagesScope } from "@/components/account/messages-scope";
import { PointsExchange } from "@/components/vip/points-exchange";
import { PointsHistory } from "@/components/vip/points-history";
import { formatMoney, symbolForCode } from "@/lib/commerce/pricing/money";
import { pick } from "@/lib/i18n/messages";
import { routeMetadata } from "@/lib/seo/route-title";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getPoints } from "@/lib/upstream/membership";

export const dynamic = "force-dynamic";
const PATH = "/vip/exchange";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  return routeMetadata(locale, "vipExchange", { robots: { index: false, follow: false } });
}

/**
 * Spec §2 /vip/exchange (login): the balance, the platform's points_api_config texts (sent in
 * zh-hans with the other VIP calls, §6), the pointLevelList exchange options and the outcome.
 */
export default async function VipExchangePage({ params }: Props) {
  const shop = await resolveShop(params);
  const token = await requireToken(PATH);
  const points = await personal(PATH, getPoints({ ...shop.ctx, token }));
  const t = await getTranslations("points");
  const format = await getFormatter();
  const messages = await getMessages();
  const symbol = symbolForCode(points.currency_code);

  return (
    <div
      className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6"
      data-testid="vip-exchange-page"
    >
      <h1 className="text-xl font-bold sm:text-2xl">{t("title")}</h1>
      <section className="rounded-brand bg-surface p-4 ring-1 ring-line sm:p-6">
        <p className="text-sm text-muted">{t("balance", { name: points.points_name })}</p>
        <p className="text-3xl font-bold text-primary" data-testid="points-balance">
          {format.number(points.balance)}
        </p>
      </section>
      <section
        aria-labelledby="points-rules"
        className="rounded-brand bg-surface p-4 text-sm ring-1 ring-line sm:p-6"
        data-testid="points-rules"
      >
        <h2 id="points-rules" className="mb-2 font-semibold">
          {t("rules")}
        </h2>
        <p>{points.points_rule_desc}</p>
        <p className="mt-1">{points.points_redemption_rule}</p>
      </section>
      <section aria-labelledby="points-options">
        <h2 id="points-options" className="mb-2 font-semibold">
          {t("options")}
        </h2>
        <MessagesScope messages={pick(messages, ["points", "errors", "validation"])}>
          <PointsExchange
            options={points.levels.map((l) => ({
              points: l.points,
              money: formatMoney(l.money, symbol),
              affordable: l.affordable,
            }))}
            loyaltyRequired={points.loyalty_id_required}
          />
        </MessagesScope>
      </section>
      <PointsHistory entries={points.history} />
    </div>
  );
}
