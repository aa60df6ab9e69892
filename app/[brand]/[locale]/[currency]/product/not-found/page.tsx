import { notFound } from "next/navigation";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

/** Spec §2 /product/not-found: the not-found page with HTTP 404. */
export default async function ProductNotFound({ params }: { params: Promise<ShopParams> }) {
  await resolveShop(params);
  notFound();
}
