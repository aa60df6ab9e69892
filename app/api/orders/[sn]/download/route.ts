import { bffRoute } from "@/lib/http/bff";
import { downloadVouchers } from "@/lib/upstream/orders";
import { parseSn } from "../../_lib/order";

export const dynamic = "force-dynamic";

/**
 * GET /api/orders/{sn}/download: the order's vouchers as a PDF, streamed from the upstream with
 * its content type and disposition (a plain link works without JavaScript). Personal: never cached.
 */
export const GET = bffRoute({ auth: true }, async (args) => {
  const sn = parseSn(args.params);
  if (!sn.ok) return sn.response;
  const upstream = await downloadVouchers(args.ctx, sn.data);
  const headers = new Headers({
    "content-type": upstream.headers.get("content-type") ?? "application/pdf",
    "content-disposition":
      upstream.headers.get("content-disposition") ?? `attachment; filename="${sn.data}.pdf"`,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
  const length = upstream.headers.get("content-length");
  if (length) headers.set("content-length", length);
  return new Response(upstream.body, { status: 200, headers });
});
