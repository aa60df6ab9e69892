"use client";

import { useErrorText } from "@/components/account/use-error-text";
import { useUrlParam } from "./url-state";

/** `?error=<errors key>` from a round trip that failed (Google, partner sign-in), in words. */
export function AuthErrorNotice() {
  const errorText = useErrorText();
  const key = useUrlParam("error");
  if (!key || !/^[A-Za-z]{1,40}$/.test(key)) return null;
  return (
    <p
      role="alert"
      data-testid="auth-error"
      className="mb-4 rounded-brand border border-accent bg-accent/10 px-3 py-2 text-sm"
    >
      {errorText(key)}
    </p>
  );
}
