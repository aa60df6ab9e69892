import { Codes } from "@/lib/commerce/contract/error-codes";
import { bffRoute } from "@/lib/http/bff";
import { errorResponse } from "@/lib/http/respond";
import { getJsapiSignature } from "@/lib/upstream/partners";
import { publicOrigin } from "../../auth/_lib/http";

export const dynamic = "force-dynamic";

/**
 * GET /api/wechat/jsapi?url=<this page>: wx.config's signature (spec §7 wc/jsapi_signature) for one
 * of this site's own pages, for the share cards in WeChat's browser. Another site's URL: 40000.
 */
export const GET = bffRoute({ auth: false }, async ({ ctx, request }) => {
  const raw = new URL(request.url).searchParams.get("url") ?? "";
  let page: URL;
  try {
    page = new URL(raw);
  } catch {
    return errorResponse(Codes.badRequest, "badRequest", 400);
  }
  if (raw.length > 1000 || page.origin !== publicOrigin(request))
    return errorResponse(Codes.badRequest, "badRequest", 400);
  page.hash = "";
  return getJsapiSignature({ ...ctx, token: undefined }, page.toString());
});
