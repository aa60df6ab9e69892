"use client";

import dynamic from "next/dynamic";

/**
 * The product page's Q&A, loaded after the page is interactive: it is read in the browser anyway
 * (personal: "mine", "may answer"), sits below the fold, and its forms bring react-hook-form and
 * zod — about 45 KB gzip that the product page's first load no longer carries (issue 10).
 */
export const LazyQuestionsSection = dynamic(
  () => import("./questions-section").then((m) => m.QuestionsSection),
  { ssr: false },
);
