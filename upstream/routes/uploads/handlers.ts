// The handlers of the uploads routes (./routes.ts), one named function each.
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { UPLOAD_REFUSAL_STATUS, uploadRefusal } from "../../../lib/commerce/contract/uploads";
import { DomainError, notFound, sendError } from "../../http/context";
import { readUpload, storeUpload } from "../../services/uploads";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./routes";

export const postFileUpload: AppRouteHandler<typeof routes.postFileUpload> = async (c) => {
  const { file } = c.req.valid("form");
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return reply(
      c,
      await storeUpload(
        c.get("db"),
        c.get("deps").uploads.store,
        c.get("user").id,
        bytes,
        c.get("now"),
        c.get("deps").uploads.limits,
      ),
    );
  } catch (error) {
    const reason =
      error instanceof DomainError && error.code === Codes.badRequest
        ? uploadRefusal(error.data)
        : null;
    // the route is typed by its 200 answer; the refusal is documented in `failures` above
    if (reason) return sendError(c, error as DomainError, UPLOAD_REFUSAL_STATUS[reason]) as never;
    throw error;
  }
};

export const getUploadsByKey: AppRouteHandler<typeof routes.getUploadsByKey> = async (c) => {
  const found = await readUpload(
    c.get("db"),
    c.get("deps").uploads.store,
    c.req.valid("param").key,
  );
  if (!found) throw notFound("upload");
  return c.body(new Uint8Array(found.bytes), 200, {
    "content-type": found.contentType,
    "x-content-type-options": "nosniff",
    "cache-control": "public, max-age=31536000, immutable",
    "content-security-policy": "default-src 'none'; sandbox",
  });
};
