"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import type { z } from "zod";
import { describedBy, Field, inputClass } from "@/components/account/form-fields";
import { useLazyErrorText } from "@/components/account/use-error-text";
import { ANSWER_MAX, QUESTION_MAX } from "@/lib/commerce/catalogue/questions";
import { answerBody, askQuestionBody } from "@/lib/commerce/catalogue/questions.schema";
import { apiCall, goToSignIn } from "@/lib/client/api";
import { Codes } from "@/lib/commerce/contract/error-codes";

// The ask and answer forms of the product's Q&A (spec §3 questions, §6 only buyers answer): one
// zod schema each, shared with the BFF and the upstream (lib/commerce/catalogue/questions.schema).

const FIELD_KEYS = new Set([
  "questionTooShort",
  "questionTooLong",
  "answerTooShort",
  "answerTooLong",
  "textInvalid",
]);

/** A field's message: the schema's key in the "questions" namespace. */
function useQaFieldError() {
  const t = useTranslations("questions");
  return (key: string | undefined) =>
    key ? (FIELD_KEYS.has(key) ? t(key as "textInvalid") : t("questionTooShort")) : undefined;
}

type AskInput = z.input<typeof askQuestionBody>;
type AskOutput = z.output<typeof askQuestionBody>;

/** Ask a question about the product or one of its options; the list is read again after posting. */
export function AskForm({
  productId,
  options,
  onPosted,
}: {
  productId: number;
  options: { id: number; name: string }[];
  onPosted: () => void;
}) {
  const t = useTranslations("questions");
  const errorText = useLazyErrorText();
  const fieldError = useQaFieldError();
  const form = useForm<AskInput, unknown, AskOutput>({
    resolver: zodResolver(askQuestionBody),
    defaultValues: { body: "" },
  });
  const {
    register,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const body = useWatch({ control, name: "body" }) ?? "";

  const onValid = async (values: AskOutput) => {
    const result = await apiCall(`/api/products/${productId}/questions`, {
      method: "POST",
      body: values,
    });
    if (!result.ok) {
      if (result.code === Codes.loginExpired) return goToSignIn();
      if (result.fields.body)
        return setError("body", { message: result.fields.body }, { shouldFocus: true });
      toast.error(await errorText(result.errorKey));
      return;
    }
    reset({ body: "", variant_id: undefined });
    toast.success(t("asked"));
    onPosted();
  };

  const error = fieldError(errors.body?.message);
  return (
    <form
      onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      noValidate
      className="flex flex-col gap-2"
      data-testid="ask-form"
    >
      <Field
        id="question-body"
        label={t("askLabel")}
        help={t("charsLeft", { count: Math.max(0, QUESTION_MAX - body.trim().length) })}
        error={error}
      >
        <textarea
          id="question-body"
          rows={3}
          maxLength={QUESTION_MAX + 50}
          placeholder={t("askPlaceholder")}
          className={inputClass}
          {...describedBy("question-body", error, "help")}
          {...register("body")}
        />
      </Field>
      {options.length > 1 ? (
        <Field id="question-option" label={t("optionLabel")}>
          <select
            id="question-option"
            className={inputClass}
            {...register("variant_id", {
              setValueAs: (v: string) => (v === "" || v === undefined ? undefined : Number(v)),
            })}
          >
            <option value="">{t("wholeProduct")}</option>
            {options.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
        className="self-start rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast disabled:opacity-60"
        data-testid="ask-submit"
      >
        {isSubmitting ? t("asking") : t("askSubmit")}
      </button>
    </form>
  );
}

/** A buyer's answer to one question (the upstream checks the buyer again: 24201). */
export function AnswerForm({ questionId, onPosted }: { questionId: number; onPosted: () => void }) {
  const t = useTranslations("questions");
  const errorText = useLazyErrorText();
  const fieldError = useQaFieldError();
  const form = useForm<z.input<typeof answerBody>, unknown, z.output<typeof answerBody>>({
    resolver: zodResolver(answerBody),
    defaultValues: { body: "" },
  });
  const {
    register,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const id = `answer-${questionId}`;

  const onValid = async (values: z.output<typeof answerBody>) => {
    const result = await apiCall(`/api/questions/${questionId}/answers`, {
      method: "POST",
      body: values,
    });
    if (!result.ok) {
      if (result.code === Codes.loginExpired) return goToSignIn();
      if (result.fields.body)
        return setError("body", { message: result.fields.body }, { shouldFocus: true });
      toast.error(await errorText(result.errorKey));
      return;
    }
    reset({ body: "" });
    toast.success(t("answered"));
    onPosted();
  };

  const error = fieldError(errors.body?.message);
  return (
    <form
      onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      noValidate
      className="mt-2 flex flex-col gap-2"
      data-testid="answer-form"
    >
      <Field id={id} label={t("answerLabel")} error={error}>
        <textarea
          id={id}
          rows={2}
          maxLength={ANSWER_MAX + 50}
          className={inputClass}
          {...describedBy(id, error)}
          {...register("body")}
        />
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
        className="self-start rounded-brand px-3 py-1.5 text-sm font-semibold text-primary ring-2 ring-primary disabled:opacity-60"
        data-testid="answer-submit"
      >
        {isSubmitting ? t("answering") : t("answerSubmit")}
      </button>
    </form>
  );
}
