import { notFound } from "next/navigation";
import { Suspense } from "react";
import { NotFoundView } from "./not-found-view";

function RaiseNotFound(): never {
  notFound();
}

/**
 * What a cached (ISR) page renders when there is nothing to show: HTTP 404 with the shop's own
 * not-found page in the HTML — inside the layout, in the page's language, readable without
 * JavaScript. A page that simply calls notFound() gets Next's recovery shell instead
 * (`<html id="__next_error__">`, an empty body: vercel/next.js#62228), the page appearing only
 * once scripts run. Thrown inside a Suspense boundary, the same notFound() lets the render finish
 * with the boundary's fallback in the HTML, and Next still answers 404 (and never stores it); in
 * the browser the same error reaches the segment's not-found boundary (../not-found.tsx), which
 * draws the same view. Measured: a page rendered per request keeps the 404 only when notFound()
 * is thrown outside a boundary (docs/decisions/request-pipeline.md), so those keep notFound().
 */
export function ShopNotFound() {
  return (
    <Suspense fallback={<NotFoundView />}>
      <RaiseNotFound />
    </Suspense>
  );
}
