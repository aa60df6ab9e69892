import { notFound } from "next/navigation";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

/** Any path no route claims: the shop's not-found page, with HTTP 404. */
export default async function UnknownRoute({
  params,
}: {
  params: Promise<ShopParams & { rest: string[] }>;
}) {
  await resolveShop(params);
  notFound();
}
