// Spec §7 POST file_upload (signed-in: one proof image as multipart field `file`) and
// GET uploads/{key} (public: the random key is the capability) serving the stored WebP.
import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import {
  MULTIPART_OVERHEAD,
  UPLOAD_KEY,
  UPLOAD_REFUSAL_STATUS,
  uploadRefusal,
} from "../../../lib/commerce/contract/uploads";
import { uploadSchema } from "../../../lib/commerce/contract/uploads.schema";
import { DomainError, notFound, sendError } from "../../http/context";
import type { Deps } from "../../services/deps";
import { readUpload, storeUpload, uploadRefused } from "../../services/uploads";
import { missingWhenMalformed } from "../../http/input";
import { failures, specHeaders } from "../../http/openapi";
import { defineRoute, reply, withDeps } from "../../http/route";
import { createRouter } from "../../http/router";

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

export function uploadRoutes(deps: Deps) {
  const router = createRouter();
  const { store, limits } = deps.uploads;
  router.use("*", withDeps(deps));

  router.openapi(
    defineRoute({
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
      middleware: [
        bodyLimit({
          maxSize: limits.maxBytes + MULTIPART_OVERHEAD,
          onError: (c) =>
            sendError(
              c,
              uploadRefused("too_large", `at most ${limits.maxBytes} bytes`, {
                max_bytes: limits.maxBytes,
              }),
              UPLOAD_REFUSAL_STATUS.too_large,
            ),
        }),
      ],
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
    }),
    async (c) => {
      const { file } = c.req.valid("form");
      const bytes = new Uint8Array(await file.arrayBuffer());
      try {
        return reply(
          c,
          await storeUpload(c.get("db"), store, c.get("user").id, bytes, c.get("now"), limits),
        );
      } catch (error) {
        const reason =
          error instanceof DomainError && error.code === Codes.badRequest
            ? uploadRefusal(error.data)
            : null;
        // the route is typed by its 200 answer; the refusal is documented in `failures` above
        if (reason)
          return sendError(c, error as DomainError, UPLOAD_REFUSAL_STATUS[reason]) as never;
        throw error;
      }
    },
  );

  router.openapi(
    createRoute({
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
        ...failures([
          { code: Codes.itemMissing, note: "no such upload, also for a malformed key" },
        ]),
      },
    }),
    async (c) => {
      const found = await readUpload(c.get("db"), store, c.req.valid("param").key);
      if (!found) throw notFound("upload");
      return c.body(new Uint8Array(found.bytes), 200, {
        "content-type": found.contentType,
        "x-content-type-options": "nosniff",
        "cache-control": "public, max-age=31536000, immutable",
        "content-security-policy": "default-src 'none'; sandbox",
      });
    },
    // a malformed key names nothing: 404 before storage is touched
    missingWhenMalformed(router, "upload"),
  );

  return router;
}
