"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type ComponentProps } from "react";
import type { CouponClaim } from "./coupon-claim";
import { claimButtonClass } from "./coupon-claim-style";

type Props = ComponentProps<typeof CouponClaim>;

/**
 * The coupon's claim button, its code loaded once the page is interactive (it sits below the fold
 * and a claim needs JavaScript anyway): until then the same button, disabled, in the cached page's
 * public state, so nothing moves when the real one arrives (product page JS ≤ 1.1 × bare).
 */
export function LazyCouponClaim(props: Props) {
  const t = useTranslations("product");
  const [Claim, setClaim] = useState<typeof CouponClaim | null>(null);
  useEffect(() => {
    let live = true;
    void import("./coupon-claim").then((m) => live && setClaim(() => m.CouponClaim));
    return () => {
      live = false;
    };
  }, []);
  if (Claim) return <Claim {...props} />;
  return (
    <button
      type="button"
      disabled
      className={claimButtonClass(props.available)}
      data-testid="coupon-claim"
      data-state={props.available ? "available" : "fully_claimed"}
    >
      {props.available ? t("claim") : t("claimFull")}
    </button>
  );
}
