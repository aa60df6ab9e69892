"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A ref to put on an element and whether it has come within `margin` of the screen (once true,
 * it stays true). Without IntersectionObserver it is true at once. For islands below the fold
 * whose code need not load with the page (what loads right after hydration counts in
 * the page's blocking time).
 */
export function useNearScreen<T extends Element>(margin = "600px 0px") {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === "undefined") {
      const id = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(id);
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
