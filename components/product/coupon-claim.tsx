"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { useLazyErrorText } from "@/components/account/use-error-text";
import useSWR from "swr";
import { apiCall, goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { fetcherFor } from "@/lib/client/fetcher";
import { bool, fields, oneOf } from "@/lib/client/read";
import type { ClaimState } from "@/lib/commerce/coupons/coupons";
import { claimButtonClass } from "./coupon-claim-style";
import { Codes } from "@/lib/commerce/contract/error-codes";

// Light on purpose (catalogue page): no zod. The product page is cached and shared, so the
// person's own claim state comes only from GET /api/coupons/states in the browser.

type States = { signed_in: boolean; states: Record<string, ClaimState> };

const claimState = oneOf<ClaimState>(["available", "already_claimed", "fully_claimed", "expired"]);

const fetchStates = fetcherFor({
  parse(data: unknown): States {
    const body = fields(data);
    const states = Object.entries(fields(body.states)).map(([id, v]) => [id, claimState(v)]);
    return { signed_in: bool(body.signed_in), states: Object.fromEntries(states) };
  },
});

type Shown = ClaimState | "claimed";

type Props = {
  couponId: number;
  /** every coupon id on the page: one shared request answers all their buttons */
  couponIds: readonly number[];
  name: string;
  /** the cached page's public state, until the browser's own answer arrives */
  available: boolean;
};

/** Spec §3 coupon display states and §7 POST coupon/redeem, from the product page's coupon list. */
export function CouponClaim({ couponId, couponIds, name, available }: Props) {
  const t = useTranslations("product");
  const errorText = useLazyErrorText();
  const { data } = useSWR(
    `/api/coupons/states?ids=${couponIds.slice(0, 10).join(",")}`,
    fetchStates,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const [override, setOverride] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  const state: Shown =
    override ?? data?.states[String(couponId)] ?? (available ? "available" : "fully_claimed");

  async function claim() {
    if (busy) return;
    if (data?.signed_in === false) return goToSignIn();
    // the same key for a retry after a network failure, so one press never claims twice
    key.current ??= newIdempotencyKey();
    setBusy(true);
    const result = await apiCall("/api/coupons/redeem", {
      method: "POST",
      body: { coupon_id: couponId },
      idempotencyKey: key.current,
    });
    setBusy(false);
    if (result.ok || result.code !== -1) key.current = null;
    if (result.ok) {
      setOverride("claimed");
      toast(t("claimDone"), { testId: "toast" });
      return;
    }
    if (result.code === Codes.loginExpired) return goToSignIn();
    if (result.code === Codes.couponUserLimit) setOverride("already_claimed");
    if (result.code === Codes.couponLimit) setOverride("fully_claimed");
    toast(await errorText(result.errorKey), { testId: "toast" });
  }

  const label = busy
    ? t("claiming")
    : state === "available"
      ? t("claim")
      : state === "claimed"
        ? t("claimed")
        : state === "already_claimed"
          ? t("claimAlready")
          : state === "fully_claimed"
            ? t("claimFull")
            : t("claimEnded");
  const open = state === "available";

  return (
    <button
      type="button"
      disabled={!open || busy}
      aria-busy={busy || undefined}
      aria-label={open && !busy ? t("claimLabel", { name }) : undefined}
      onClick={() => void claim()}
      className={claimButtonClass(open)}
      data-testid="coupon-claim"
      data-state={state}
    >
      {label}
    </button>
  );
}
