"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { z } from "zod";
import { couponRedeemBody } from "@/lib/commerce/accounts/account-forms.schema";
import { apiCall, goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { describedBy, inputClass, useFieldError } from "./form-fields";
import { useErrorText } from "./use-error-text";
import { Codes } from "@/lib/commerce/contract/error-codes";

// the { code } branch of the shared redeem body
const codeForm = couponRedeemBody.options[1];
type CodeInput = z.input<typeof codeForm>;

/** Spec §5 "The coupon code must be valid": redeem a code into "my coupons". */
export function CouponRedeemForm() {
  const t = useTranslations("myCoupons");
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const router = useRouter();
  const key = useRef<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: "" },
  });

  const onSubmit = async (data: z.output<typeof codeForm>) => {
    key.current ??= newIdempotencyKey();
    const result = await apiCall("/api/coupons/redeem", {
      method: "POST",
      body: data,
      idempotencyKey: key.current,
    });
    if (result.ok || result.code !== -1) key.current = null;
    if (result.ok) {
      reset();
      toast(t("redeemed"), { testId: "toast" });
      router.refresh();
      return;
    }
    if (result.code === Codes.loginExpired) return goToSignIn();
    // the upstream answers an unknown code with 20001, an ended one with 20004
    if (
      result.fields.code ||
      result.code === Codes.couponAbnormal ||
      result.code === Codes.itemMissing
    )
      return setError("code", {
        type: "server",
        message: result.fields.code ?? "couponCodeInvalid",
      });
    toast(errorText(result.errorKey), { testId: "toast" });
  };

  const error = fieldError(errors.code?.message);
  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      className="flex flex-col gap-2 rounded-brand bg-surface p-4 ring-1 ring-line"
      data-testid="coupon-redeem"
    >
      <label htmlFor="coupon-code" className="text-sm font-semibold">
        {t("redeemTitle")}
      </label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t("code")}
          className={inputClass}
          {...register("code")}
          {...describedBy("coupon-code", error)}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className="shrink-0 rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast disabled:opacity-60"
        >
          {isSubmitting ? t("redeeming") : t("redeem")}
        </button>
      </div>
      {error ? (
        <p id="coupon-code-error" role="alert" className="text-xs text-accent">
          {error}
        </p>
      ) : null}
    </form>
  );
}
