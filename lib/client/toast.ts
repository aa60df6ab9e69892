"use client";
// Toasts without sonner in every page's JavaScript: the layout used to mount sonner's <Toaster>
// (and the header's pickers imported `toast`), which put ~10 KB gzip into the bare page. Here a
// toast is queued, <ToastHost> (components/layout/toast-host.tsx) loads sonner and mounts the
// Toaster on the first one, and the queue is replayed once the Toaster listens. Same call shapes
// as sonner's `toast`, `toast.success`, `toast.error`. ESLint keeps sonner imports to these two files.
import type { ExternalToast } from "sonner";

type Kind = "message" | "success" | "error";
type Call = { kind: Kind; message: string; options?: ExternalToast };
type Sonner = typeof import("sonner");

let ready: Sonner | null = null;
let wanted = false;
const queue: Call[] = [];
const listeners = new Set<() => void>();

function fire(sonner: Sonner, { kind, message, options }: Call) {
  if (kind === "success") sonner.toast.success(message, options);
  else if (kind === "error") sonner.toast.error(message, options);
  else sonner.toast(message, options);
}

function emit(call: Call) {
  if (ready) return fire(ready, call);
  queue.push(call);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

export const toast = Object.assign(
  (message: string, options?: ExternalToast) => emit({ kind: "message", message, options }),
  {
    success: (message: string, options?: ExternalToast) =>
      emit({ kind: "success", message, options }),
    error: (message: string, options?: ExternalToast) => emit({ kind: "error", message, options }),
  },
);

/** For <ToastHost>: whether a toast has been asked for, and a subscription to that. */
export const toastWanted = () => wanted;
export function subscribeToastWanted(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For <ToastHost>: the Toaster is mounted and listening; replay what waited. */
export function toasterReady(sonner: Sonner) {
  ready = sonner;
  for (const call of queue.splice(0)) fire(sonner, call);
}
