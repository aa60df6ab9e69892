"use client";

import { useRouter } from "next/navigation";
import { OrderActions, type ActionOrder } from "./order-actions";

/** The order page's actions: after a change the page is rendered again from the upstream. */
export function DetailActions({ order, symbol }: { order: ActionOrder; symbol: string }) {
  const router = useRouter();
  return <OrderActions order={order} symbol={symbol} onChanged={() => router.refresh()} />;
}
