"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { CallingCodeOption } from "@/components/forms/calling-code-options";
import {
  EMPTY_CHECKOUT_FORM,
  type AddOnOffer,
  type CheckoutFormValues,
  type CheckoutSource,
} from "@/lib/commerce/checkout/checkout-form";
import type { Currency } from "@/lib/commerce/pricing/currencies";
import { formScope, readCheckoutForm, readCheckoutSource } from "@/lib/client/checkout-storage";
import { replaceLocation } from "@/lib/client/navigate";
import { carryNotice } from "@/lib/client/notice";
import { CheckoutForm } from "./checkout-form";

export type CheckoutEntry = { kind: "direct"; productId: number } | { kind: "cart" };

type Props = {
  entry: CheckoutEntry;
  currency: Currency;
  /** the signed-in person's own details, used where the saved form has none */
  contact: CheckoutFormValues["contact"];
  callingCodes: readonly CallingCodeOption[];
  today: string;
  /** §2 add-on products for a direct buy */
  addOns?: readonly AddOnOffer[];
};

type Ready = { source: CheckoutSource; initial: CheckoutFormValues };

/** Saved values first, the account's contact details where the saved ones are empty. */
function initialValues(
  saved: Partial<CheckoutFormValues> | null,
  contact: CheckoutFormValues["contact"],
): CheckoutFormValues {
  const s = saved ?? {};
  return {
    ...EMPTY_CHECKOUT_FORM,
    ...s,
    contact: {
      name: s.contact?.name || contact.name,
      country_code: s.contact?.phone ? s.contact.country_code : contact.country_code,
      phone: s.contact?.phone || contact.phone,
      email: s.contact?.email || contact.email,
    },
  };
}

/**
 * Spec §2 /book/{id} and /checkout/confirm: one checkout screen. The lines come from the hand-off
 * in localStorage (tf_buy from the product page, tf_checkout from the cart); without a usable one
 * the shopper goes back where they came from with a note. Read after mount: storage is browser-only.
 */
export function CheckoutScreen({ entry, currency, contact, callingCodes, today, addOns }: Props) {
  const t = useTranslations("checkout");
  const [ready, setReady] = useState<Ready | null>(null);

  useEffect(() => {
    const source =
      entry.kind === "direct"
        ? readCheckoutSource("direct", entry.productId)
        : readCheckoutSource("cart");
    if (!source) {
      // the note is shown by the page we go back to (a full load: the shop has no client router)
      const back = entry.kind === "direct" ? `/product/${entry.productId}` : "/cart";
      carryNotice(entry.kind === "direct" ? "buyInvalid" : "cartInvalid", back);
      replaceLocation(back);
      return;
    }
    // storage is only readable after mount; this is the one state change it causes
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady({ source, initial: initialValues(readCheckoutForm(formScope(source)), contact) });
    // once per visit: the hand-off does not change while the page is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:pb-10" data-testid="checkout">
      <h1 className="mb-4 text-xl font-bold sm:text-2xl">{t("title")}</h1>
      {ready ? (
        <CheckoutForm
          source={ready.source}
          initial={ready.initial}
          currency={currency}
          callingCodes={callingCodes}
          today={today}
          addOns={addOns}
        />
      ) : (
        <p
          className="rounded-brand bg-surface p-6 text-muted ring-1 ring-line"
          role="status"
          data-testid="checkout-loading"
        >
          {t("loading")}
        </p>
      )}
    </div>
  );
}
