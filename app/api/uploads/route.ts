import { Codes } from "@/lib/commerce/contract/error-codes";
import { UPLOAD_REFUSAL_STATUS, uploadRefusal } from "@/lib/commerce/contract/uploads";
import { env } from "@/lib/env";
import { bffRoute } from "@/lib/http/bff";
import { errorResponse } from "@/lib/http/respond";
import { readUploadFile } from "@/lib/http/upload-body";
import { UpstreamError } from "@/lib/upstream/errors";
import { uploadImage } from "@/lib/upstream/uploads";

export const dynamic = "force-dynamic";

/**
 * POST /api/uploads (multipart/form-data, field `file`): one proof image for the signed-in
 * shopper → { id, url: /api/uploads/{key}, width, height, bytes }. The body is capped before it
 * is forwarded; refusals keep the upstream's 40000 + data.reason (too_large 413, not_image 415,
 * too_many 429) so the form can say which.
 */
export const POST = bffRoute({ auth: true }, async (args) => {
  const file = await readUploadFile(args.request, env.UPLOAD_MAX_BYTES);
  if (file instanceof Response) return file;
  try {
    return await uploadImage(args.ctx, file);
  } catch (error) {
    const reason =
      error instanceof UpstreamError && error.code === Codes.badRequest
        ? uploadRefusal(error.data)
        : null;
    if (!reason) throw error;
    return errorResponse(Codes.badRequest, "badRequest", UPLOAD_REFUSAL_STATUS[reason], {
      data: { ...(error as UpstreamError).data, reason },
    });
  }
});
