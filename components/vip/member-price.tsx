"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { readApi } from "@/lib/client/fetcher";
import { fields, int, nullable, num, str } from "@/lib/client/read";
import { memberPrice } from "@/lib/commerce/membership/membership";
import { formatMoney } from "@/lib/commerce/pricing/money";

const VIP_ME_KEY = "/api/vip/me";
type Me = { level: number | null; end_date: string | null; percent: number; join_percent: number };

/** GET /api/vip/me, read by hand: this sits on cached product pages, which load no zod. */
const meReader = {
  parse(data: unknown): Me {
    const me = fields(data);
    return {
      level: nullable(int)(me.level),
      end_date: nullable(str)(me.end_date),
      percent: num(me.percent),
      join_percent: num(me.join_percent),
    };
  },
};

async function loadMe(): Promise<Me | null> {
  const reply = await readApi(meReader, VIP_ME_KEY);
  return reply.ok ? reply.data : null;
}

/**
 * §6 member prices on a (cached, shared) product page: a member sees their tier's price; anyone
 * else sees what members pay and what joining would save ("login … is promoted for exclusive
 * offers"). Learned from the browser's own request, never rendered into the shared HTML. The
 * checkout charges the member price (the upstream's quote), so this is display only.
 */
export function MemberPrice({ price, symbol }: { price: number; symbol: string }) {
  const t = useTranslations("memberPrice");
  const { data } = useSWR(VIP_ME_KEY, loadMe, { revalidateOnFocus: false });
  if (!data || !(price > 0)) return null;
  if (data.level !== null && data.percent > 0) {
    return (
      <p className="text-sm font-semibold text-accent" data-testid="member-price">
        {t("member", { price: formatMoney(memberPrice(price, data.percent), symbol) })}
      </p>
    );
  }
  if (data.level !== null || !(data.join_percent > 0)) return null;
  const members = memberPrice(price, data.join_percent);
  return (
    <p className="text-sm" data-testid="member-join">
      {t("join", {
        price: formatMoney(members, symbol),
        saving: formatMoney(price - members, symbol),
      })}{" "}
      <a href="/vip" className="font-medium text-primary hover:underline">
        {t("joinLink")}
      </a>
    </p>
  );
}
