// Spec §3 Points (pointLevelList with exchangeMoney.amount per currency), §5 "Points must not
// exceed the balance", §9 "Points are redeemed for currency, and deducted points are non-refundable".

/** One step of the platform's redemption table: `points` buy `exchangeMoney.amount[currency]` minor units. */
export type PointLevel = {
  points: number;
  exchangeMoney: { amount: Partial<Record<string, number>> };
};

/**
 * §3 Points / §5: the redemption to offer. Among the levels the balance reaches (points ≤ balance)
 * that are priced in `currency`, the one worth the most money that does not exceed what is payable
 * before points; on a tie in money, the one costing fewer points. A level worth more than the
 * payable amount is never offered, because deducted points are non-refundable (§9) and the excess
 * would be lost. { points: 0, money: 0 } when no level fits.
 */
export function pointsRedemption(
  balance: number,
  levels: PointLevel[],
  currency: string,
  payableBeforePoints: number,
): { points: number; money: number } {
  let best = { points: 0, money: 0 };
  if (!(balance > 0) || !(payableBeforePoints > 0)) return best;
  for (const level of levels) {
    const money = level.exchangeMoney.amount[currency];
    if (money === undefined || !(money > 0) || !(level.points > 0)) continue;
    if (level.points > balance || money > payableBeforePoints) continue;
    if (money > best.money || (money === best.money && level.points < best.points))
      best = { points: level.points, money };
  }
  return best;
}

/**
 * Points earned by a completed order (the seed's `points_api_config.pointsRuleDesc`: 1 point per
 * yuan spent). The paid amount is valued through the platform's own redemption table, so every
 * currency earns alike: the first level priced in `currency` says how many points a minor unit is
 * worth, and an order earns 1% of that (100 points = 1 yuan redeems; 1 yuan spent earns 1 point).
 * Rounded down; 0 when nothing was paid or the currency has no level.
 */
export function pointsEarned(paidAmount: number, levels: PointLevel[], currency: string): number {
  if (!(paidAmount > 0)) return 0;
  const level = levels.find((l) => (l.exchangeMoney.amount[currency] ?? 0) > 0 && l.points > 0);
  if (!level) return 0;
  const money = level.exchangeMoney.amount[currency]!;
  return Math.floor((paidAmount * level.points) / money / 100);
}

/** §3/§5 /vip/exchange: the redemption levels, each with whether the balance reaches it; only levels priced in `currency`. */
export function exchangeOptions(
  balance: number,
  levels: PointLevel[],
  currency: string,
): { points: number; money: number; affordable: boolean }[] {
  return levels
    .filter((l) => l.points > 0 && (l.exchangeMoney.amount[currency] ?? 0) > 0)
    .map((l) => ({
      points: l.points,
      money: l.exchangeMoney.amount[currency]!,
      affordable: balance >= l.points,
    }))
    .sort((a, b) => a.points - b.points);
}

/** The level a shopper asked to exchange, or null when the platform offers no such level in `currency`. */
export function exchangeLevel(
  levels: PointLevel[],
  points: number,
  currency: string,
): { points: number; money: number } | null {
  const found = exchangeOptions(Number.POSITIVE_INFINITY, levels, currency).find(
    (o) => o.points === points,
  );
  return found ? { points: found.points, money: found.money } : null;
}
