"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { subscribeToastWanted, toasterReady, toastWanted } from "@/lib/client/toast";

type Sonner = typeof import("sonner");

/** sonner's Toaster, loaded and mounted on the first toast (lib/client/toast.ts). */
export function ToastHost(props: ToasterProps) {
  const wanted = useSyncExternalStore(subscribeToastWanted, toastWanted, () => false);
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    if (!wanted || sonner) return;
    let live = true;
    import("sonner").then((module) => live && setSonner(module));
    return () => {
      live = false;
    };
  }, [wanted, sonner]);
  // runs after the Toaster's own effects, so it already listens when the queue is replayed
  useEffect(() => {
    if (sonner) toasterReady(sonner);
  }, [sonner]);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
