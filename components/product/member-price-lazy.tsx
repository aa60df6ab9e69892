"use client";

import dynamic from "next/dynamic";
import { useIdle } from "@/components/layout/idle-import";

const MemberPrice = dynamic(
  () => import("@/components/vip/member-price").then((m) => m.MemberPrice),
  {
    ssr: false,
  },
);

/**
 * §6 member prices on the product page, loaded once the browser is idle
 * (docs/decisions/product-page-weight.md): the line is personal, so the cached HTML never has it
 * and MemberPrice draws nothing until its own request answers; its SWR read need not be in the
 * page's first JavaScript.
 */
export function LazyMemberPrice(props: { price: number; symbol: string }) {
  return useIdle() ? <MemberPrice {...props} /> : null;
}
