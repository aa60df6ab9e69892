"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { AddressFormView } from "@/components/account/address-form";
import type { CallingCodeOption } from "@/components/forms/calling-code-options";
import { phoneText } from "@/components/account/format";
import type { CheckoutFormValues } from "@/lib/commerce/checkout/checkout-form";
import type { AddressPurpose } from "@/lib/commerce/pricing/shipping";
import { goToSignIn } from "@/lib/client/api";
import { ListStatus } from "./list-status";
import { Section } from "./section";
import { ADDRESSES, useSavedList } from "./use-saved-list";
import { Codes } from "@/lib/commerce/contract/error-codes";

type Props = {
  required: boolean;
  /** shipping when goods are sent; billing when nothing ships (lib/commerce/pricing/shipping addressPurpose) */
  purpose: AddressPurpose;
  /** §8: express -1, the chosen address is outside the delivery area */
  unreachable: boolean;
  callingCodes: readonly CallingCodeOption[];
};

/**
 * §5 Checkout requirements, shipping address: one of the saved addresses, with "add an address"
 * inline. Coupons and points wait for it (§5), so the default address is chosen for the shopper
 * when nothing was chosen before.
 */
export function AddressPicker({ required, purpose, unreachable, callingCodes }: Props) {
  const t = useTranslations("checkout");
  const { control } = useFormContext<CheckoutFormValues>();
  const {
    field,
    fieldState: { error },
  } = useController({ control, name: "address_id" });
  const { list, failure, add, reload } = useSavedList(ADDRESSES);
  const [adding, setAdding] = useState(false);
  const autoPicked = useRef(false);

  useEffect(() => {
    if (failure?.code === Codes.loginExpired) goToSignIn();
  }, [failure]);

  useEffect(() => {
    if (!list || autoPicked.current) return;
    autoPicked.current = true;
    if (field.value !== null && list.some((a) => a.id === field.value)) return;
    const pick = list.find((a) => a.is_default) ?? (list.length === 1 ? list[0] : undefined);
    field.onChange(pick ? pick.id : null);
  }, [list, field]);

  return (
    <Section
      title={purpose === "shipping" ? t("address") : t("addressBilling")}
      note={
        required && field.value === null
          ? purpose === "shipping"
            ? t("addressChoose")
            : t("addressBillingChoose")
          : undefined
      }
      testId="checkout-address"
    >
      <ListStatus
        failed={Boolean(failure)}
        empty={Boolean(list && list.length === 0 && !adding)}
        emptyText={t("addressNone")}
        testId="checkout-address-empty"
        onRetry={reload}
      />
      {list && list.length ? (
        <div
          className="flex flex-col gap-2"
          role="radiogroup"
          aria-labelledby="checkout-address-title"
        >
          {list.map((a) => {
            const on = field.value === a.id;
            return (
              <div key={a.id}>
                <label
                  className={`flex cursor-pointer items-start gap-3 rounded-brand p-3 ring-1 ${on ? "bg-primary/5 ring-primary" : "ring-line hover:ring-primary"}`}
                  data-testid="checkout-address-option"
                >
                  <input
                    type="radio"
                    name="checkout-address"
                    className="mt-1 h-4 w-4 accent-primary"
                    checked={on}
                    onChange={() => field.onChange(a.id)}
                    aria-describedby={error ? "checkout-address-error" : undefined}
                  />
                  <span className="flex min-w-0 flex-col text-sm">
                    <span className="font-medium">
                      {a.name}{" "}
                      <span className="ml-1 font-normal text-muted">
                        {phoneText(a.country_code, a.phone)}
                      </span>
                    </span>
                    <span className="break-words">
                      {[a.region, a.district, a.address].filter(Boolean).join(" ")}
                    </span>
                  </span>
                </label>
                {on && unreachable ? (
                  <p
                    role="alert"
                    className="mt-1 text-sm text-accent"
                    data-testid="checkout-address-unreachable"
                  >
                    {t("outsideArea")}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      ) : null}
      {error ? (
        <p
          id="checkout-address-error"
          role="alert"
          className="mt-2 text-sm text-accent"
          data-testid="checkout-address-error"
        >
          {purpose === "shipping" ? t("addressRequired") : t("addressBillingRequired")}
        </p>
      ) : null}
      {adding ? (
        <div className="mt-3" data-testid="checkout-address-new">
          <AddressFormView
            callingCodes={callingCodes}
            onCancel={() => setAdding(false)}
            onSaved={(saved) => {
              add(saved);
              setAdding(false);
              field.onChange(saved.id);
            }}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="mt-3 rounded-brand px-3 py-2 text-sm font-medium text-primary ring-1 ring-line hover:ring-primary"
          data-testid="checkout-address-add"
        >
          + {t("addAddress")}
        </button>
      )}
    </Section>
  );
}
