// Spec §7 POST file_upload (signed-in: one proof image as multipart field `file`) and
// GET uploads/{key} (public: the random key is the capability) serving the stored WebP.
import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { failureEnvelope } from "../../../lib/commerce/envelope";
import { MULTIPART_OVERHEAD, UPLOAD_KEY } from "../../../lib/commerce/uploads";
import { uploadSchema } from "../../../lib/commerce/wire/upload";
import { notFound, sendError } from "../../http/context";
import type { Deps } from "../../services/deps";
import { readUpload, storeUpload, uploadRefused } from "../../services/uploads";
import { accountRoute, accountRouter, reply, requireUser, withDeps } from "../accounts/shared";
import { commonFailures, missingWhenMalformed, specHeaders } from "../shared";

const tags = ["uploads"];

const uploadBody = z.object({
  file: z
    .custom<File>((v) => v instanceof File, "one file is required")
    .openapi({ type: "string", format: "binary", description: "The image; its type is judged by its content, never by its name or declared type." }),
});

const keyParam = z.object({
  key: z
    .string()
    .regex(UPLOAD_KEY)
    .openapi({ param: { name: "key", in: "path" }, example: "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6.webp" }),
});

export function uploadRoutes(deps: Deps) {
  const router = accountRouter();
  const { store, limits } = deps.uploads;
  router.use("*", withDeps(deps));
  // who first, then the size: an anonymous or oversized body is refused before it is read
  router.use(
    "/file_upload",
    requireUser,
    bodyLimit({
      maxSize: limits.maxBytes + MULTIPART_OVERHEAD,
      onError: (c) => sendError(c, uploadRefused("too_large", `at most ${limits.maxBytes} bytes`, { max_bytes: limits.maxBytes })),
    }),
  );

  router.openapi(
    accountRoute({
      method: "post",
      path: "/file_upload",
      tags,
      summary: "Upload one image (JPEG, PNG, WebP, GIF or AVIF), stored re-encoded as WebP without metadata, at most 2048 px a side",
      request: { body: { content: { "multipart/form-data": { schema: uploadBody } }, required: true } },
      data: uploadSchema,
      describe: "The stored image: its id (to attach to a refund application) and the path it is served on",
      auth: true,
      failures: {
        413: `40000 with data.reason "too_large" (data.max_bytes or data.max_pixels)`,
        415: `40000 with data.reason "not_image" (the content is not an accepted image, or it cannot be decoded); also 40000 for a body that is not multipart/form-data`,
        429: `40000 with data.reason "too_many" (data.limit uploads in 24 hours)`,
      },
    }),
    async (c) => {
      const { file } = c.req.valid("form");
      const bytes = new Uint8Array(await file.arrayBuffer());
      return reply(c, await storeUpload(c.get("db"), store, c.get("user").id, bytes, c.get("now"), limits));
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
        ...commonFailures,
        404: { description: "No such upload: code 20004 (also for a malformed key)", content: { "application/json": { schema: failureEnvelope } } },
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
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- hook shared by routers of another Env
    missingWhenMalformed(router as any, "upload") as any,
  );

  return router;
}
