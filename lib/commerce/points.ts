// Spec §3 Points (pointLevelList with exchangeMoney.amount per currency), §5 "Points must not
// exceed the balance", §9 "Points are redeemed for currency, and deducted points are non-refundable".

/** One step of the platform's redemption table: `points` buy `exchangeMoney.amount[currency]` minor units. */
export type PointLevel = { points: number; exchangeMoney: { amount: Partial<Record<string, number>> } };

/**
 * §3 Points / §5: the redemption to offer. Among the levels the balance reaches (points ≤ balance)
 * that are priced in `currency`, the one worth the most money that does not exceed what is payable
 * before points; on a tie in money, the one costing fewer points. A level worth more than the
 * payable amount is never offered, because deducted points are non-refundable (§9) and the excess
 * would be lost. { points: 0, money: 0 } when no level fits.
 */
export function pointsRedemption(balance: number, levels: PointLevel[], currency: string, payableBeforePoints: number): { points: number; money: number } {
  let best = { points: 0, money: 0 };
  if (!(balance > 0) || !(payableBeforePoints > 0)) return best;
  for (const level of levels) {
    const money = level.exchangeMoney.amount[currency];
    if (money === undefined || !(money > 0) || !(level.points > 0)) continue;
    if (level.points > balance || money > payableBeforePoints) continue;
    if (money > best.money || (money === best.money && level.points < best.points)) best = { points: level.points, money };
  }
  return best;
}
