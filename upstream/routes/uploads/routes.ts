// The uploads routes (wired in ./index.ts): path, input, answers, and who may call each (upstream/http/route.ts).
import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import {
  MULTIPART_OVERHEAD,
  UPLOAD_KEY,
  UPLOAD_REFUSAL_STATUS,
} from "../../../lib/commerce/contract/uploads";
import { uploadSchema } from "../../../lib/commerce/contract/uploads.schema";
import { sendError, type Env } from "../../http/context";
import type { MiddlewareHandler } from "hono";
import { uploadRefused } from "../../services/uploads";
import { failures, specHeaders } from "../../http/openapi";
import { defineRoute } from "../../http/route";
const tags = ["uploads"];

const uploadBody = z.object({
  file: z
    .custom<File>((v) => v instanceof File, "one file is required")
    .openapi({
      type: "string",
      format: "binary",
      description:
        "The image; its type is judged by its content, never by its name or declared type.",
    }),
});

const keyParam = z.object({
  key: z
    .string()
    .regex(UPLOAD_KEY)
    .openapi({
      param: { name: "key", in: "path" },
      example: "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6.webp",
    }),
});

/** The deployment's size cap on an upload's body (deps.uploads.limits), before the body is read. */
const uploadSizeLimit: MiddlewareHandler<Env> = (c, next) => {
  const { maxBytes } = c.get("deps").uploads.limits;
  return bodyLimit({
    maxSize: maxBytes + MULTIPART_OVERHEAD,
    onError: (c) =>
      sendError(
        c,
        uploadRefused("too_large", `at most ${maxBytes} bytes`, { max_bytes: maxBytes }),
        UPLOAD_REFUSAL_STATUS.too_large,
      ),
  })(c, next);
};

export const postFileUpload = defineRoute({
  method: "post",
  path: "/file_upload",
  tags,
  summary:
    "Upload one image (JPEG, PNG, WebP, GIF or AVIF), stored re-encoded as WebP without metadata, at most 2048 px a side",
  request: {
    body: { content: { "multipart/form-data": { schema: uploadBody } }, required: true },
  },
  data: uploadSchema,
  describe:
    "The stored image: its id (to attach to a refund application) and the path it is served on",
  auth: true,
  // the guard first, then the size: an anonymous or oversized body is refused before it is read
  middleware: [uploadSizeLimit],
  // the transport's refusals: 40000 with data.reason, at the status that names the problem
  failures: [
    {
      code: Codes.badRequest,
      status: UPLOAD_REFUSAL_STATUS.too_large,
      note: 'data.reason "too_large"; data.max_bytes or data.max_pixels',
    },
    {
      code: Codes.badRequest,
      status: UPLOAD_REFUSAL_STATUS.not_image,
      note: 'data.reason "not_image": the content is not an accepted image, or it cannot be decoded; also a body that is not multipart/form-data',
    },
    {
      code: Codes.badRequest,
      status: UPLOAD_REFUSAL_STATUS.too_many,
      note: 'data.reason "too_many"; data.limit uploads in 24 hours',
    },
  ],
});
export const getUploadsByKey = createRoute({
  method: "get",
  path: "/uploads/{key}",
  tags,
  summary: "An uploaded image; whoever has the key may read it. Immutable.",
  parameters: specHeaders as never,
  request: { params: keyParam },
  responses: {
    200: {
      description: "The image (image/webp, nosniff, cacheable for a year)",
      content: { "image/webp": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...failures([{ code: Codes.itemMissing, note: "no such upload, also for a malformed key" }]),
  },
});
