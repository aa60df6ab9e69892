"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useNearScreen } from "@/components/layout/near-screen";

/**
 * The product page's Q&A, loaded when its section nears the screen: it is read in the browser
 * anyway (personal: "mine", "may answer"), sits below the fold, and its forms bring
 * react-hook-form and zod — about 45 KB gzip that, loaded right after hydration, would be a
 * ~300 ms task on a 4×-slowed phone inside the page's blocking time
 * (docs/decisions/product-page-weight.md).
 */
const QuestionsSection = dynamic(
  () => import("./questions-section").then((m) => m.QuestionsSection),
  { ssr: false },
);

export function LazyQuestionsSection(props: ComponentProps<typeof QuestionsSection>) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="questions-slot" data-near={near}>
      {near ? <QuestionsSection {...props} /> : null}
    </div>
  );
}
