"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { describedBy, Field, inputClass, useFieldError } from "@/components/account/form-fields";
import { useErrorText } from "@/components/account/use-error-text";
import { ImageUpload } from "@/components/forms/image-upload";
import {
  REFUND_IMAGES_MAX,
  REFUND_REASON_MAX,
  TRACKING_MAX,
  APPLY_TYPES,
} from "@/lib/commerce/refunds/refunds";
import { refundApplyBody } from "@/lib/commerce/refunds/refunds.schema";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { refundDetailSchema } from "@/lib/commerce/orders/orders.schema";
import { goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";
import { navigate } from "@/lib/client/navigate";
import { AmountInput } from "./amount-input";
import { Codes } from "@/lib/commerce/contract/error-codes";

type Input = z.input<typeof refundApplyBody>;
type Output = z.output<typeof refundApplyBody>;

type RefundFormLine = { id: number; title: string; refundable: number };

type Props = {
  sn: string;
  symbol: string;
  /** the types this order accepts (order.apply_types) */
  applyTypes: number[];
  /** the whole order's refundable amount now (order.refundable_amount) */
  refundable: number;
  /** lines that can be refunded on their own (shown as a choice when there are two or more) */
  lines: RefundFormLine[];
};

const EXCEEDED = "refundExceeded";
const FIELDS = ["type", "reason", "amount", "images", "tracking"] as const;

/**
 * §5 Refund: type (only those the order accepts), reason and amount required, the amount at most
 * the refundable amount (prefilled with it; 10012 from the upstream says the same), proof photos
 * that must finish uploading before submit, a tracking number for return and refund. Success →
 * the application's page.
 */
export function RefundApplyForm({ sn, symbol, applyTypes, refundable, lines }: Props) {
  const t = useTranslations("refundApply");
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const [lineId, setLineId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [ceilingFromServer, setCeilingFromServer] = useState<number | null>(null);
  const key = useRef<string | null>(null);
  const types = applyTypes.filter((x): x is 0 | 1 | 2 => x === 0 || x === 1 || x === 2);
  const ceiling =
    ceilingFromServer ??
    (lineId === null ? refundable : (lines.find((l) => l.id === lineId)?.refundable ?? refundable));

  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(refundApplyBody),
    defaultValues: {
      type: types[0] ?? 0,
      reason: "",
      amount: refundable,
      images: [],
      tracking: "",
    },
  });
  const {
    register,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const type = useWatch({ control, name: "type" });
  const money = (n: number) => formatMoney(n, symbol);
  const err = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    if (message === EXCEEDED) return t("exceeded", { amount: money(ceiling) });
    return fieldError(message);
  };

  // built at submit time: the handler reads a ref, which render must not
  const onValid = async (values: Output) => {
    setProblem(null);
    const amount = values.type === APPLY_TYPES.exchange ? 0 : values.amount;
    if (amount > ceiling) return setError("amount", { message: EXCEEDED }, { shouldFocus: true });
    key.current ??= newIdempotencyKey();
    const body = { ...values, amount, ...(lineId !== null ? { order_line_id: lineId } : {}) };
    const result = await readApi(
      refundDetailSchema,
      `/api/orders/${encodeURIComponent(sn)}/complaints`,
      {
        method: "POST",
        body,
        idempotencyKey: key.current,
      },
    );
    if (result.ok) return navigate(`/refund/apply/${result.data.id}`);
    if (result.code !== -1) key.current = null;
    if (result.code === Codes.loginExpired) return goToSignIn();
    if (result.code === Codes.wrongComplaintAmount) {
      const server = typeof result.data?.refundable === "number" ? result.data.refundable : null;
      if (server !== null) setCeilingFromServer(server);
      setError("amount", { message: EXCEEDED }, { shouldFocus: true });
      return;
    }
    const fields = Object.entries(result.fields).filter(([k]) =>
      (FIELDS as readonly string[]).includes(k),
    );
    if (fields.length) {
      for (const [k, v] of fields) setError(k as (typeof FIELDS)[number], { message: v });
      return;
    }
    setProblem(
      result.code === Codes.notAllowed
        ? t("notAllowed")
        : `${t("failed")} ${errorText(result.errorKey)}`,
    );
  };

  const busy = isSubmitting || uploading;
  return (
    <form
      onSubmit={(e) => {
        // Enter in a field submits too: nothing goes while a photo is still uploading (§5)
        if (uploading) return e.preventDefault();
        void form.handleSubmit(onValid)(e);
      }}
      noValidate
      className="flex flex-col gap-4"
      data-testid="refund-form"
    >
      {lines.length > 1 ? (
        <Field id="refund-line" label={t("item")}>
          <select
            id="refund-line"
            className={inputClass}
            value={lineId ?? ""}
            onChange={(e) => {
              const id = e.target.value ? Number(e.target.value) : null;
              setLineId(id);
              setCeilingFromServer(null);
              const cap =
                id === null
                  ? refundable
                  : (lines.find((l) => l.id === id)?.refundable ?? refundable);
              setValue("amount", cap, { shouldValidate: false });
            }}
          >
            <option value="">{t("wholeOrder", { amount: money(refundable) })}</option>
            {lines.map((l) => (
              <option key={l.id} value={l.id} disabled={l.refundable <= 0}>
                {t("lineOption", { title: l.title, amount: money(l.refundable) })}
              </option>
            ))}
          </select>
        </Field>
      ) : null}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("typeLabel")}</legend>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <div className="flex flex-wrap gap-2" role="radiogroup">
              {types.map((v) => (
                <label
                  key={v}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-brand px-3 py-2 text-sm ring-1 ${field.value === v ? "bg-primary/5 ring-primary" : "ring-line"}`}
                  data-testid={`refund-type-${v}`}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={v}
                    checked={field.value === v}
                    onChange={() => {
                      field.onChange(v);
                      // an exchange sends no amount: a half-typed one must not hold the form up
                      if (v === 2 && Number.isNaN(form.getValues("amount")))
                        setValue("amount", ceiling);
                    }}
                    className="h-4 w-4 accent-primary"
                  />
                  {t(`type.${v}`)}
                </label>
              ))}
            </div>
          )}
        />
      </fieldset>

      {type !== APPLY_TYPES.exchange ? (
        <Field
          id="refund-amount"
          label={t("amount")}
          help={t("amountHelp", { amount: money(ceiling) })}
          error={err("amount")}
        >
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="text-muted">
                  {symbol}
                </span>
                <AmountInput
                  id="refund-amount"
                  name={field.name}
                  className={inputClass}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  {...describedBy("refund-amount", err("amount"), "help")}
                  data-testid="refund-amount"
                />
              </div>
            )}
          />
        </Field>
      ) : null}

      <Field id="refund-reason" label={t("reason")} error={err("reason")}>
        <textarea
          id="refund-reason"
          rows={4}
          maxLength={REFUND_REASON_MAX}
          placeholder={t("reasonPlaceholder")}
          className={inputClass}
          {...register("reason")}
          {...describedBy("refund-reason", err("reason"))}
          data-testid="refund-reason"
        />
      </Field>

      {type === APPLY_TYPES.returnAndRefund ? (
        <Field
          id="refund-tracking"
          label={t("tracking")}
          help={t("trackingHelp")}
          error={err("tracking")}
        >
          <input
            id="refund-tracking"
            maxLength={TRACKING_MAX}
            autoComplete="off"
            className={inputClass}
            {...register("tracking")}
            {...describedBy("refund-tracking", err("tracking"), "help")}
            data-testid="refund-tracking"
          />
        </Field>
      ) : null}

      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <ImageUpload
              value={field.value ?? []}
              onChange={field.onChange}
              onBusyChange={setUploading}
              max={REFUND_IMAGES_MAX}
              label={t("images", { max: REFUND_IMAGES_MAX })}
            />
            {err("images") ? (
              <p role="alert" className="text-xs text-accent">
                {err("images")}
              </p>
            ) : null}
          </div>
        )}
      />

      <p className="text-xs text-muted">{t("couponNote")}</p>
      {problem ? (
        <p role="alert" className="text-sm text-accent" data-testid="refund-error">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        aria-busy={isSubmitting || undefined}
        className="min-h-11 rounded-brand bg-primary px-6 py-3 text-base font-semibold text-primary-contrast disabled:cursor-not-allowed disabled:opacity-50"
        data-testid="refund-submit"
      >
        {uploading ? t("uploading") : isSubmitting ? t("submitting") : t("submit")}
      </button>
    </form>
  );
}
