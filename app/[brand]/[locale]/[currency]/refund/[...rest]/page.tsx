import { notFound } from "next/navigation";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

// Rendered per request, like the personal pages beside it, whose header reads the session
// (@usermenu): a path under them that no route claims answers 404. A page rendered per request
// cannot put the shop's not-found page in its HTML (docs/decisions/request-pipeline.md, "Not
// found"): Next's recovery shell, then the not-found page once scripts run.
export const dynamic = "force-dynamic";

export default async function UnknownPersonalRoute({
  params,
}: {
  params: Promise<ShopParams & { rest: string[] }>;
}) {
  await resolveShop(params);
  notFound();
}
