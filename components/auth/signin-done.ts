"use client";

import { toast } from "@/lib/client/toast";
import { leaveForRedirect } from "./url-state";

/** Spec §8: a success toast after log-in or registration, then on to the redirect (or home). */
export function finishSignIn(message: string) {
  toast.success(message);
  leaveForRedirect();
}
