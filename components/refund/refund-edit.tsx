"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { describedBy, Field, inputClass, useFieldError } from "@/components/account/form-fields";
import { useErrorText } from "@/components/account/use-error-text";
import { ImageUpload } from "@/components/forms/image-upload";
import { ConfirmDialog } from "@/components/order/confirm-dialog";
import { ACTION_PRIMARY, ACTION_SECONDARY } from "@/components/order/styles";
import {
  REFUND_IMAGES_MAX,
  REFUND_REASON_MAX,
  TRACKING_MAX,
  APPLY_TYPES,
} from "@/lib/commerce/refunds/refunds";
import { refundUpdateBody } from "@/lib/commerce/refunds/refunds.schema";
import { apiCall, goToSignIn } from "@/lib/client/api";
import { Codes } from "@/lib/commerce/contract/error-codes";

type Props = {
  id: number;
  /** reason, images and tracking can change (an open application that is not a cancellation) */
  editable: boolean;
  initial: {
    reason: string;
    images: { id: number; url: string }[];
    tracking: string;
    type: number;
  };
};

/** An open application: change its reason, photos or tracking number, or withdraw it (confirmed). */
export function RefundEdit({ id, editable, initial }: Props) {
  const t = useTranslations("refundApply");
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const router = useRouter();
  const [reason, setReason] = useState(initial.reason);
  const [tracking, setTracking] = useState(initial.tracking);
  // the application's saved photos count and stay (ids sent back with any new ones)
  const [images, setImages] = useState(() => initial.images.map((i) => i.id));
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState<"save" | "withdraw" | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);

  async function send(body: unknown, done: string) {
    const result = await apiCall(`/api/refunds/${id}`, { method: "PUT", body });
    setBusy(null);
    setAsking(false);
    if (result.ok) {
      toast(done, { testId: "toast" });
      return router.refresh();
    }
    if (result.code === Codes.loginExpired) return goToSignIn();
    if (Object.keys(result.fields).length) return setErrors(result.fields);
    toast(
      result.code === Codes.notAllowed
        ? t("notEditable")
        : `${t("saveFailed")} ${errorText(result.errorKey)}`,
      { testId: "toast" },
    );
  }

  async function save() {
    if (uploading) return;
    const body = {
      action: "update" as const,
      reason,
      images,
      ...(initial.type === APPLY_TYPES.returnAndRefund ? { tracking } : {}),
    };
    const parsed = refundUpdateBody.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "_")] ??= issue.message;
      return setErrors(next);
    }
    if (initial.type === APPLY_TYPES.returnAndRefund && tracking.trim() === "")
      return setErrors({ tracking: "trackingRequired" });
    setErrors({});
    setBusy("save");
    await send(parsed.data, t("saved"));
  }

  return (
    <div className="flex flex-col gap-4" data-testid="refund-edit">
      {editable ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
          className="flex flex-col gap-4"
        >
          <Field id="edit-reason" label={t("reason")} error={fieldError(errors.reason)}>
            <textarea
              id="edit-reason"
              rows={4}
              maxLength={REFUND_REASON_MAX}
              className={inputClass}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              {...describedBy("edit-reason", fieldError(errors.reason))}
            />
          </Field>
          {initial.type === APPLY_TYPES.returnAndRefund ? (
            <Field
              id="edit-tracking"
              label={t("tracking")}
              help={t("trackingHelp")}
              error={fieldError(errors.tracking)}
            >
              <input
                id="edit-tracking"
                maxLength={TRACKING_MAX}
                className={inputClass}
                value={tracking}
                onChange={(e) => setTracking(e.target.value)}
                {...describedBy("edit-tracking", fieldError(errors.tracking), "help")}
              />
            </Field>
          ) : null}
          <ImageUpload
            value={images}
            onChange={setImages}
            onBusyChange={setUploading}
            max={REFUND_IMAGES_MAX}
            label={t("images", { max: REFUND_IMAGES_MAX })}
            saved={initial.images}
          />
          <button
            type="submit"
            disabled={busy !== null || uploading}
            className={ACTION_PRIMARY}
            data-testid="refund-save"
          >
            {uploading ? t("uploading") : busy === "save" ? t("saving") : t("save")}
          </button>
        </form>
      ) : null}
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={busy !== null}
        className={ACTION_SECONDARY}
        data-testid="refund-withdraw"
      >
        {t("withdraw")}
      </button>
      {asking ? (
        <ConfirmDialog
          testId="withdraw-dialog"
          title={t("withdrawTitle")}
          confirmLabel={t("withdraw")}
          keepLabel={t("withdrawKeep")}
          busy={busy === "withdraw"}
          onConfirm={() => {
            setBusy("withdraw");
            void send({ action: "withdraw" }, t("withdrawn"));
          }}
          onKeep={() => setAsking(false)}
        >
          <p>{t("withdrawNote")}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
