"use client";

import { NewPasswordForm } from "./new-password-form";
import { useUrlParam } from "./url-state";

/** Reads ?token= in the browser, so the page itself stays one cached shell per brand and language. */
export function PasswordReset2() {
  return <NewPasswordForm token={useUrlParam("token")} />;
}
