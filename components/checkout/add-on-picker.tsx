"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import { useController, useFormContext } from "react-hook-form";
import type { AddOnOffer, CheckoutFormValues } from "@/lib/commerce/checkout/checkout-form";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { Section } from "./section";

/**
 * §2 Cart and checkout "add-on products": the main product's combination products that can join
 * this direct buy, each added or removed with one button. The choice is a form value (add_on_ids),
 * so it is priced by checkout/fee and kept with the rest of the form for a reload.
 */
export function AddOnPicker({
  offers,
  disabled,
}: {
  offers: readonly AddOnOffer[];
  disabled?: boolean;
}) {
  const t = useTranslations("checkout");
  const { control } = useFormContext<CheckoutFormValues>();
  const { field } = useController({ control, name: "add_on_ids" });
  const chosen = new Set(field.value);
  const toggle = (id: number) =>
    field.onChange(chosen.has(id) ? field.value.filter((v) => v !== id) : [...field.value, id]);

  return (
    <Section title={t("addOns")} note={t("addOnsHint")} testId="checkout-add-ons">
      <ul className="flex flex-col divide-y divide-line">
        {offers.map((offer) => {
          const added = chosen.has(offer.product_id);
          return (
            <li
              key={offer.product_id}
              className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
              data-testid="checkout-add-on"
            >
              <div className="relative h-14 w-14 shrink-0 overflow-hidden rounded-brand bg-line/40">
                {offer.image ? (
                  <Image
                    src={offer.image}
                    alt=""
                    fill
                    sizes="56px"
                    unoptimized
                    className="object-cover"
                  />
                ) : null}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="line-clamp-2 text-sm font-medium">{offer.title}</p>
                <p className="text-sm font-semibold text-primary">
                  {formatMoney(offer.price_amount, offer.symbol)}
                  {offer.quantity > 1 ? (
                    <span className="ml-2 text-xs font-normal text-muted">
                      {t("quantity", { count: offer.quantity })}
                    </span>
                  ) : null}
                </p>
              </div>
              <button
                type="button"
                aria-pressed={added}
                aria-label={t(added ? "addOnRemoveLabel" : "addOnAddLabel", { title: offer.title })}
                disabled={disabled}
                onClick={() => toggle(offer.product_id)}
                className={
                  added
                    ? "shrink-0 rounded-brand px-3 py-1.5 text-sm font-medium text-primary ring-1 ring-primary disabled:opacity-50"
                    : "shrink-0 rounded-brand bg-primary px-3 py-1.5 text-sm font-medium text-primary-contrast disabled:opacity-50"
                }
                data-testid="checkout-add-on-toggle"
              >
                {t(added ? "addOnRemove" : "addOnAdd")}
              </button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
