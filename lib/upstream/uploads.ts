import "server-only";
import { z } from "zod";
import { isUploadKey, shopUploadPath, upstreamUploadPath } from "../commerce/contract/uploads";
import { uploadSchema } from "../commerce/contract/uploads.schema";
import { upstreamFile, upstreamSendForm, type CallContext } from "./client";

// Spec §7 POST file_upload and the images it stores. The upstream names an image by the path it
// serves it on (/uploads/{key}); the browser reads it from this site (/api/uploads/{key}).

/** An uploaded image as the storefront shows it. */
type ShopUpload = { id: number; url: string; width: number; height: number; bytes: number };

const KEY_AT_END = /(?:^|\/)uploads\/([^/?#]+)$/;

const shopUpload = uploadSchema.transform((u, ctx): ShopUpload => {
  const key = KEY_AT_END.exec(u.url)?.[1];
  if (!key || !isUploadKey(key)) {
    ctx.addIssue({ code: "custom", message: "url does not name an upload" });
    return z.NEVER;
  }
  return { ...u, url: shopUploadPath(key) };
});

/** Upload one image for the signed-in shopper; only the file goes on, under the field `file`. */
export function uploadImage(ctx: CallContext & { token: string }, file: File) {
  const form = new FormData();
  form.set("file", file, file.name || "image");
  return upstreamSendForm("file_upload", shopUpload, ctx, form);
}

/** The stored image's bytes (a streaming response), or null when the key names nothing. */
export function getUploadImage(key: string, requestId?: string): Promise<Response | null> {
  if (!isUploadKey(key)) return Promise.resolve(null);
  return upstreamFile(upstreamUploadPath(key), requestId);
}
