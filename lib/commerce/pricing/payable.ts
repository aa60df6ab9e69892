// Spec §5 Price rule: payable = total − coupon discount + shipping + promo − points deduction, never
// below 0; promo is ignored when the product source is 1. §8: an express amount of -1 means the
// address is unreachable, so there is nothing to pay for.

/**
 * §5 Price rule, in minor units. `promo` is a signed adjustment added as it is (negative = a
 * discount, positive = a surcharge), and ignored when `source` is 1. Throws RangeError when
 * shipping is negative (-1 = unreachable, §8: the order cannot be paid, and adding -1 would
 * quietly take a cent off) or when any amount is not an integer.
 */
export function payableAmount(input: {
  total: number;
  couponDiscount: number;
  shipping: number;
  promo: number;
  pointsMoney: number;
  source: number;
}): number {
  for (const [name, value] of Object.entries(input)) {
    if (!Number.isInteger(value))
      throw new RangeError(`${name} must be an integer amount in minor units, got ${value}`);
  }
  if (input.shipping < 0)
    throw new RangeError("shipping is unreachable (-1): the order cannot be paid");
  const promo = input.source === 1 ? 0 : input.promo;
  return Math.max(
    0,
    input.total - input.couponDiscount + input.shipping + promo - input.pointsMoney,
  );
}
