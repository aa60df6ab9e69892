import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { env } from "@/lib/env";
import { isOrderSn } from "@/lib/http/order-params";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Spec §2 "A hidden fixed route redirects to one specific order": /order/pinned (linked nowhere)
 * opens the order PINNED_ORDER_SN names; unset or malformed, the route does not exist (404). The
 * order page itself asks for sign-in and shows the order only to its owner.
 */
export default async function PinnedOrder({ params }: { params: Promise<ShopParams> }) {
  await resolveShop(params);
  const sn = env.PINNED_ORDER_SN;
  if (!isOrderSn(sn)) notFound();
  redirect(`/account/order/${sn}`);
}
