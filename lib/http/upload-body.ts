import "server-only";
import { Codes } from "../commerce/contract/error-codes";
import { MULTIPART_OVERHEAD, UPLOAD_REFUSAL_STATUS } from "../commerce/contract/uploads";
import { errorResponse } from "./respond";

const MULTIPART = /^multipart\/form-data;\s*boundary=/i;

const tooLarge = (maxBytes: number) =>
  errorResponse(Codes.badRequest, "badRequest", UPLOAD_REFUSAL_STATUS.too_large, {
    data: { reason: "too_large", max_bytes: maxBytes },
  });

/** The body, or null once it grows past `cap` bytes (reading stops there). */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  cap: number,
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * The one file of an upload request (multipart/form-data, field `file`), or the answer refusing
 * it: 415 / 40000 for another body type, 413 / 40000 too_large past `maxBytes` (judged on the
 * declared length first, then while reading, so an oversized body is never held whole), 400 /
 * 40000 for a malformed form or anything but exactly one file. Whether it is an image is the
 * upstream's call, made on the content.
 */
export async function readUploadFile(request: Request, maxBytes: number): Promise<File | Response> {
  const type = request.headers.get("content-type") ?? "";
  if (!MULTIPART.test(type)) return errorResponse(Codes.badRequest, "badRequest", 415);
  const cap = maxBytes + MULTIPART_OVERHEAD;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > cap) return tooLarge(maxBytes);
  const raw = await readCapped(request.body, cap);
  if (!raw) return tooLarge(maxBytes);
  let form: FormData;
  try {
    form = await new Response(raw as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": type },
    }).formData();
  } catch {
    return errorResponse(Codes.badRequest, "badRequest", 400);
  }
  const files = form.getAll("file");
  const file = files[0];
  if (files.length !== 1 || !(file instanceof File))
    return errorResponse(Codes.badRequest, "badRequest", 400, { fields: { file: "required" } });
  if (file.size > maxBytes) return tooLarge(maxBytes);
  return file;
}
