"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { UnpaidCountdown } from "./unpaid-countdown";

/** The order page's countdown: when it ends the page is rendered again with the order as the upstream now sees it (closed). */
export function PageCountdown({ deadline }: { deadline: string }) {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  return <UnpaidCountdown deadline={deadline} onClosed={refresh} />;
}
