import { z } from "zod";
import { catalogueRoute } from "@/lib/http/catalogue";
import { UpstreamError } from "@/lib/upstream/errors";
import { getPlatform } from "@/lib/upstream/catalogue";
import { Codes } from "@/lib/commerce/contract/error-codes";

const DOCS = { agreement: "protocol", privacy: "privacy_policy" } as const;

/** GET /api/info/agreement | /api/info/privacy → { name, content }: the platform's text for the popups (registration, checkout). */
export const GET = catalogueRoute(z.object({}), async (ctx, _query, params) => {
  const doc = z.enum(["agreement", "privacy"]).safeParse(params.doc);
  if (!doc.success) throw new UpstreamError(Codes.itemMissing, "no such document", { status: 404 });
  return (await getPlatform(ctx))[DOCS[doc.data]];
});
