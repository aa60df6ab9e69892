"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { apiCall, goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { RECORDS, type RecordKind } from "./records";
import { useErrorText } from "./use-error-text";
import { Codes } from "@/lib/commerce/contract/error-codes";

type Options<Input extends FieldValues> = {
  kind: RecordKind;
  /** the saved record's id; none for a new one */
  id?: number;
  setError: UseFormSetError<Input>;
  /** upstream codes that, with no per-field errors, belong to one field: code → [field, "validation" key] */
  codeFields?: Readonly<Record<number, readonly [Path<Input>, string]>>;
  /** inline use (checkout): called with the saved record instead of going to the list */
  onSaved?: (saved: unknown) => void;
};

/**
 * Saves an address or a traveller: POST for a new one, PUT for a saved one, then back to the
 * list. Refusals land under their fields when the BFF names them, else in a toast; a session
 * that ended goes to sign-in.
 */
export function useRecordSave<Input extends FieldValues, Output>({
  kind,
  id,
  setError,
  codeFields,
  onSaved,
}: Options<Input>) {
  const t = useTranslations(kind);
  const errorText = useErrorText();
  const router = useRouter();
  const key = useRef<string | null>(null);
  const { list, api } = RECORDS[kind];

  return async (data: Output) => {
    // one key per attempt at creating this record, kept when a retry follows a network failure
    key.current ??= newIdempotencyKey();
    const result =
      id === undefined
        ? await apiCall(api, { method: "POST", body: data, idempotencyKey: key.current })
        : await apiCall(`${api}/${id}`, { method: "PUT", body: data });
    if (result.ok) {
      key.current = null;
      toast(t("saved"), { testId: "toast" });
      if (onSaved) return onSaved(result.data);
      router.push(list);
      router.refresh();
      return;
    }
    if (result.code !== -1) key.current = null;
    if (result.code === Codes.loginExpired) return goToSignIn();
    const fields = Object.entries(result.fields);
    for (const [name, message] of fields)
      setError(name as Path<Input>, { type: "server", message });
    const field = fields.length ? undefined : codeFields?.[result.code];
    if (field) setError(field[0], { type: "server", message: field[1] });
    else if (!fields.length) toast(errorText(result.errorKey), { testId: "toast" });
    // 20004: deleted meanwhile, or not this person's; the list shows what there is
    if (result.code === Codes.itemMissing) router.push(list);
  };
}
