"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, useWatch, type Resolver } from "react-hook-form";
import { useSWRConfig } from "swr";
import type { CallingCodeOption } from "@/components/forms/calling-code-options";
import { toast } from "@/lib/client/toast";
import {
  bookingBodyFor,
  bookingFieldErrors,
  checkoutRequirements,
  feeBodyFor,
  type AddOnOffer,
  type CheckoutFormValues,
  type CheckoutRequirements,
  type CheckoutSource,
} from "@/lib/commerce/checkout/checkout-form";
import { checkoutFormSchema } from "@/lib/commerce/checkout/checkout-form.schema";
import type { Currency } from "@/lib/commerce/pricing/currencies";
import { addressPurpose, shipsAnything, UNREACHABLE } from "@/lib/commerce/pricing/shipping";
import { bookedSchema, type Booked } from "@/lib/commerce/checkout/checkout.schema";
import { goToSignIn, newIdempotencyKey, type ApiResult } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";
import { clearCheckout, formScope, saveCheckoutForm } from "@/lib/client/checkout-storage";
import { navigate } from "@/lib/client/navigate";
import { AddOnPicker } from "./add-on-picker";
import { AddressPicker } from "./address-picker";
import { ContactSection } from "./contact-section";
import { CouponPicker } from "./coupon-picker";
import { useFailureText } from "./failure-text";
import { FeeProblem } from "./fee-problem";
import { LinesSummary } from "./lines-summary";
import { OtherFields } from "./other-fields";
import { PointsToggle } from "./points-toggle";
import { AgreementLine } from "./agreement-line";
import { PayBar, PriceSummary } from "./price-summary";
import { TravellerPicker } from "./traveller-picker";
import { useFee } from "./use-fee";
import { Codes } from "@/lib/commerce/contract/error-codes";

type Props = {
  source: CheckoutSource;
  initial: CheckoutFormValues;
  currency: Currency;
  callingCodes: readonly CallingCodeOption[];
  today: string;
  /** §2 add-on products offered on a direct buy (none on a cart checkout) */
  addOns?: readonly AddOnOffer[];
};

const NO_ADD_ONS: readonly AddOnOffer[] = [];
const NO_REQUIREMENTS: CheckoutRequirements = { travellerCount: 0, needsAddress: false, other: [] };
/** a lost connection or a server fault: the same Pay may be sent again with the same key */
const retryable = (code: number) =>
  code === -1 || code === Codes.internalError || code === Codes.idempotencyConflict;

/**
 * The checkout form (spec §2 Cart and checkout, §5 Checkout requirements): everything the order
 * needs, priced by checkout/fee as the shopper chooses, validated with the one schema built from
 * the fee's requirements, kept in sessionStorage, and placed with order/booking under one
 * Idempotency-Key per Pay.
 */
export function CheckoutForm({
  source,
  initial,
  currency,
  callingCodes,
  today,
  addOns = NO_ADD_ONS,
}: Props) {
  const t = useTranslations("checkout");
  const failureText = useFailureText();
  const { mutate: mutateGlobal } = useSWRConfig();
  const requirements = useRef<CheckoutRequirements>(NO_REQUIREMENTS);
  const form = useForm<CheckoutFormValues>({
    defaultValues: initial,
    // the schema depends on the latest fee (traveller count, address, fields): built when used
    resolver: ((values, context, options) =>
      zodResolver(checkoutFormSchema(requirements.current))(
        values,
        context,
        options as never,
      )) as Resolver<CheckoutFormValues>,
  });
  const { control, setValue, setError, getValues, handleSubmit } = form;
  const scope = formScope(source);

  // §2 "state kept": every change is saved for a reload
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => saveCheckoutForm(scope, getValues()),
      }),
    [form, getValues, scope],
  );

  const [addressId, couponId, usePoints, addOnIds] = useWatch({
    control,
    name: ["address_id", "coupon_id", "use_points", "add_on_ids"],
  });
  const offers = source.kind === "direct" ? addOns : NO_ADD_ONS;
  // only offers still on the page count: a saved id of one no longer offered is ignored
  const chosenAddOns = useMemo(
    () => offers.filter((o) => addOnIds.includes(o.product_id)),
    [offers, addOnIds],
  );
  const [balance, setBalance] = useState(0);
  const feeBody = useMemo(
    () =>
      feeBodyFor(source, currency, {
        address_id: addressId,
        coupon_id: couponId,
        points: usePoints ? balance : 0,
        addOns: chosenAddOns,
      }),
    [source, currency, addressId, couponId, usePoints, balance, chosenAddOns],
  );
  const { fee, failure, ready, current, reload } = useFee(feeBody);
  const req = useMemo(() => (fee ? checkoutRequirements(fee) : NO_REQUIREMENTS), [fee]);
  useEffect(() => {
    requirements.current = req;
  }, [req]);

  // the server says how many points there are; sending the balance lets it pick the best level (§3 Points)
  if (fee && current && fee.point.balance !== balance) setBalance(fee.point.balance);
  // keep the choices in line with what the fee applied and what this order asks for
  useEffect(() => {
    if (!fee || !current) return;
    if (couponId !== null && fee.coupon_id !== couponId) {
      setValue("coupon_id", null);
      toast(t("couponRemoved"), { testId: "toast" });
    }
    if (usePoints && fee.point.max_points === 0 && fee.point.balance > 0)
      setValue("use_points", false);
    // a saved choice of more travellers than this order takes (none shown when it takes none)
    const chosen = getValues("tourist_ids");
    if (chosen.length > req.travellerCount)
      setValue("tourist_ids", chosen.slice(0, req.travellerCount));
  }, [fee, current, req, couponId, usePoints, getValues, setValue, t]);

  useEffect(() => {
    if (!failure) return;
    if (failure.code === Codes.loginExpired) goToSignIn();
    // a saved address that is gone (deleted, another account): choose again
    else if (failure.code === Codes.itemMissing && addressId !== null) setValue("address_id", null);
    // more points than the balance (spent elsewhere): drop them
    else if (failure.code === Codes.wrongAmount && usePoints) setValue("use_points", false);
    // an added add-on that cannot be bought now (off shelf, out of stock, …): take it out, say so
    else {
      const productId = failure.data?.product_id;
      if (typeof productId === "number" && chosenAddOns.some((o) => o.product_id === productId)) {
        setValue(
          "add_on_ids",
          getValues("add_on_ids").filter((id) => id !== productId),
        );
        toast(t("addOnDropped"), { testId: "toast" });
      }
    }
  }, [failure, addressId, usePoints, chosenAddOns, getValues, setValue, t]);

  const key = useRef<{ key: string; body: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const unreachable = fee?.express.amount === UNREACHABLE;
  // §5: no coupons or points until an address is chosen — and priced (the answer on screen may be older)
  const needsChosenAddress =
    req.needsAddress && (addressId === null || fee?.express.address_id === null);

  const onFailure = (result: Extract<ApiResult<Booked>, { ok: false }>) => {
    if (result.code === Codes.loginExpired) return goToSignIn();
    if (result.code === Codes.priceChanged) {
      // §8 checkout: the price moved; show it and let the shopper pay the new amount
      toast(t("priceExpired"), { testId: "toast" });
      return reload();
    }
    const fields = bookingFieldErrors(result.fields);
    if (result.code === Codes.badRequest && fields.length) {
      for (const f of fields) setError(f.path, { type: "server", message: f.message });
      return toast(t("fixErrors"), { testId: "toast" });
    }
    if (result.code === Codes.couponAbnormal) setValue("coupon_id", null);
    toast(failureText(result), { testId: "toast" });
    if (
      (
        [
          Codes.couponAbnormal,
          Codes.insufficientStock,
          Codes.outsideDeliveryArea,
          Codes.beyondPurchaseRange,
        ] as number[]
      ).includes(result.code)
    )
      reload();
  };

  // built at press time: the handler reads refs, which render must not. A second press while the
  // first is still being checked or sent is ignored: one press, one order.
  const pressed = useRef(false);
  const pay = () => {
    if (pressed.current) return;
    pressed.current = true;
    void handleSubmit(
      async (values) => {
        if (!fee || !ready || unreachable) return;
        const body = bookingBodyFor(feeBody, values, checkoutRequirements(fee), fee.payable_amount);
        const json = JSON.stringify(body);
        // one key per Pay: a double click or a retry after a lost answer sends the same key and body
        if (key.current?.body !== json) key.current = { key: newIdempotencyKey(), body: json };
        setPaying(true);
        const result = await readApi(bookedSchema, "/api/orders/booking", {
          method: "POST",
          body,
          idempotencyKey: key.current.key,
        });
        if (result.ok) {
          clearCheckout(source);
          if (source.kind === "cart") void mutateGlobal("/api/basket");
          const sn = encodeURIComponent(result.data.sn);
          navigate(
            result.data.paid ? `/payment/result?sn=${sn}&result=paid` : `/payment/confirm?sn=${sn}`,
          );
          return;
        }
        if (!retryable(result.code)) key.current = null;
        setPaying(false);
        onFailure(result);
      },
      () => {
        toast(t("fixErrors"), { testId: "toast" });
        // pickers have no input to focus: bring the first message into view
        requestAnimationFrame(() =>
          document
            .querySelector('[data-testid="checkout-form"] [role="alert"]')
            ?.scrollIntoView?.({ block: "center", behavior: "smooth" }),
        );
      },
    )().finally(() => {
      pressed.current = false;
    });
  };

  if (!fee) {
    return failure ? (
      <FeeProblem source={source} message={failureText(failure, "fee")} onRetry={reload} />
    ) : (
      <p
        className="rounded-brand bg-surface p-6 text-muted ring-1 ring-line"
        role="status"
        data-testid="checkout-loading"
      >
        {t("loading")}
      </p>
    );
  }

  const payDisabled = paying || !ready || unreachable;
  return (
    <FormProvider {...form}>
      <div
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
        data-testid="checkout-form"
      >
        <div className="flex min-w-0 flex-col gap-4">
          {failure ? (
            <FeeProblem source={source} message={failureText(failure, "fee")} onRetry={reload} />
          ) : null}
          <LinesSummary lines={fee.lines} symbol={fee.symbol} />
          {offers.length ? <AddOnPicker offers={offers} disabled={paying} /> : null}
          <ContactSection callingCodes={callingCodes} />
          {req.travellerCount > 0 ? (
            <TravellerPicker count={req.travellerCount} callingCodes={callingCodes} today={today} />
          ) : null}
          {req.needsAddress || fee.fields.some((f) => f.key === "shipping_address") ? (
            <AddressPicker
              required={req.needsAddress}
              purpose={addressPurpose(shipsAnything(fee.lines))}
              unreachable={unreachable && current}
              callingCodes={callingCodes}
            />
          ) : null}
          {req.other.length ? <OtherFields fields={req.other} /> : null}
          {needsChosenAddress ? null : (
            <>
              <CouponPicker
                coupons={fee.coupons}
                symbol={fee.symbol}
                productAmount={fee.product_amount}
              />
              {fee.point.balance > 0 ? (
                <PointsToggle point={fee.point} symbol={fee.symbol} />
              ) : null}
            </>
          )}
        </div>
        {/* one Pay button: fixed to the bottom of a phone screen, inside the summary card on a desktop */}
        <aside className="lg:sticky lg:top-4">
          <PriceSummary fee={fee} addressPending={needsChosenAddress} updating={!ready && !failure}>
            <PayBar fee={fee} onPay={pay} paying={paying} disabled={payDisabled} />
          </PriceSummary>
          <AgreementLine />
        </aside>
      </div>
    </FormProvider>
  );
}
