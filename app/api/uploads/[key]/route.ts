import { Codes } from "@/lib/commerce/contract/error-codes";
import { isUploadKey } from "@/lib/commerce/contract/uploads";
import { errorResponse } from "@/lib/http/respond";
import { getUploadImage } from "@/lib/upstream/uploads";

export const dynamic = "force-dynamic";

const missing = () => errorResponse(Codes.itemMissing, "itemExpired", 404);

/**
 * GET /api/uploads/{key}: an uploaded image, served from this origin so the browser never talks
 * to the upstream. Public like the upstream's (the random key is the capability) and immutable;
 * a malformed key is 404 before anything is asked.
 */
export async function GET(request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!isUploadKey(key)) return missing();
  let upstream: Response | null;
  try {
    upstream = await getUploadImage(key, request.headers.get("x-request-id") ?? undefined);
  } catch {
    return errorResponse(-1, "unavailable", 502);
  }
  // only what the upstream stores (re-encoded WebP) is passed on, whatever else it might answer
  if (!upstream || upstream.headers.get("content-type") !== "image/webp") return missing();
  const headers = new Headers({
    "content-type": "image/webp",
    "x-content-type-options": "nosniff",
    "cache-control": "public, max-age=31536000, immutable",
    "content-security-policy": "default-src 'none'; sandbox",
  });
  const length = upstream.headers.get("content-length");
  if (length && /^\d+$/.test(length)) headers.set("content-length", length);
  return new Response(upstream.body, { headers });
}
