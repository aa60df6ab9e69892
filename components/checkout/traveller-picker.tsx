"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import type { CallingCodeOption } from "@/components/forms/calling-code-options";
import { MinorNotice } from "@/components/account/minor-notice";
import { TouristFormView } from "@/components/account/tourist-form";
import type { CheckoutFormValues } from "@/lib/commerce/checkout/checkout-form";
import { goToSignIn } from "@/lib/client/api";
import { ListStatus } from "./list-status";
import { Section } from "./section";
import { TOURISTS, useSavedList } from "./use-saved-list";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { maskIdNumber } from "@/lib/commerce/accounts/personal-data";

/** Only the end of a document number is shown on screen: the one rule, lib/commerce/accounts/personal-data. */
const maskId = maskIdNumber;

/**
 * §5 Checkout requirements, number of travellers: exactly `count` saved travellers, picked from the
 * account's list, with "add a traveller" inline (the account's own traveller form).
 */
export function TravellerPicker({
  count,
  callingCodes,
  today,
}: {
  count: number;
  callingCodes: readonly CallingCodeOption[];
  today: string;
}) {
  const t = useTranslations("checkout");
  const tt = useTranslations("tourist");
  const { control } = useFormContext<CheckoutFormValues>();
  const {
    field,
    fieldState: { error },
  } = useController({ control, name: "tourist_ids" });
  const { list, failure, add, reload } = useSavedList(TOURISTS);
  const [adding, setAdding] = useState(false);
  const chosen = field.value;
  const full = chosen.length >= count;

  useEffect(() => {
    if (failure?.code === Codes.loginExpired) goToSignIn();
  }, [failure]);

  // travellers deleted elsewhere, or more chosen than this order takes, drop out of the choice
  useEffect(() => {
    if (!list) return;
    const kept = chosen.filter((id) => list.some((x) => x.id === id)).slice(0, count);
    if (kept.length !== chosen.length) field.onChange(kept);
  }, [list, chosen, count, field]);

  const toggle = (id: number) => {
    if (chosen.includes(id)) return field.onChange(chosen.filter((x) => x !== id));
    // one traveller to choose: a tap on another one swaps
    if (count === 1) return field.onChange([id]);
    if (!full) field.onChange([...chosen, id]);
  };

  return (
    <Section
      title={t("travellers")}
      note={t("travellersChosen", { chosen: chosen.length, count })}
      testId="checkout-travellers"
    >
      <p className="mb-3 text-sm text-muted">{t("travellersChoose", { count })}</p>
      <ListStatus
        failed={Boolean(failure)}
        empty={Boolean(list && list.length === 0 && !adding)}
        emptyText={t("travellersNone")}
        testId="checkout-travellers-empty"
        onRetry={reload}
      />
      {list && list.length ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {list.map((x) => {
            const on = chosen.includes(x.id);
            const blocked = !on && full && count > 1;
            return (
              <li key={x.id}>
                <label
                  className={`flex h-full cursor-pointer items-start gap-3 rounded-brand p-3 ring-1 ${on ? "bg-primary/5 ring-primary" : "ring-line hover:ring-primary"} ${blocked ? "cursor-not-allowed opacity-60" : ""}`}
                  data-testid="checkout-traveller"
                >
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4 accent-primary"
                    checked={on}
                    disabled={blocked}
                    onChange={() => toggle(x.id)}
                    aria-describedby={error ? "checkout-travellers-error" : undefined}
                  />
                  <span className="flex min-w-0 flex-col text-sm">
                    <span className="font-medium">
                      {x.last_name} {x.first_name}
                      {x.chinese_name ? (
                        <span className="ml-2 font-normal text-muted">{x.chinese_name}</span>
                      ) : null}
                    </span>
                    <span className="text-muted">
                      {t("idLine", {
                        type: tt(`idType${x.id_type as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`),
                        number: maskId(x.id_number),
                      })}
                    </span>
                    {on ? <MinorNotice birthday={x.birthday.slice(0, 10)} today={today} /> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full && count > 1 ? <p className="mt-2 text-xs text-muted">{t("travellersFull")}</p> : null}
      {error ? (
        <p
          id="checkout-travellers-error"
          role="alert"
          className="mt-2 text-sm text-accent"
          data-testid="checkout-travellers-error"
        >
          {t("travellersCount", { count })}
        </p>
      ) : null}
      {adding ? (
        <div className="mt-3" data-testid="checkout-traveller-new">
          <TouristFormView
            callingCodes={callingCodes}
            today={today}
            onCancel={() => setAdding(false)}
            onSaved={(saved) => {
              add(saved);
              setAdding(false);
              if (count === 1) field.onChange([saved.id]);
              else if (chosen.length < count) field.onChange([...chosen, saved.id]);
            }}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="mt-3 rounded-brand px-3 py-2 text-sm font-medium text-primary ring-1 ring-line hover:ring-primary"
          data-testid="checkout-traveller-add"
        >
          + {t("addTraveller")}
        </button>
      )}
    </Section>
  );
}
