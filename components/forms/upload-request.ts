// One image to POST /api/uploads with XMLHttpRequest: fetch cannot report upload progress.
// Like lib/client/api.ts it never throws; the outcome carries the §8 code, the "errors" message
// key and, for the upload refusals, data.reason.
import {
  shopUploadPath,
  UPLOAD_KEY,
  uploadRefusal,
  type UploadRefusal,
} from "@/lib/commerce/contract/uploads";

type UploadedImage = { id: number; url: string; width: number; height: number };

export type UploadOutcome =
  | { ok: true; image: UploadedImage }
  | { ok: false; aborted: boolean; code: number; errorKey: string; reason: UploadRefusal | null };

const failure = (
  code: number,
  errorKey: string,
  reason: UploadRefusal | null = null,
  aborted = false,
): UploadOutcome => ({
  ok: false,
  aborted,
  code,
  errorKey,
  reason,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The BFF's answer: { code: 10000, data } or { code, errorKey, data?: { reason } }. */
function readAnswer(status: number, text: string): UploadOutcome {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: a proxy's error page */
  }
  if (!isRecord(body)) return failure(-1, status >= 500 ? "unavailable" : "generic");
  const data = body.data;
  if (status >= 200 && status < 300 && body.code === 10000 && isRecord(data)) {
    const key = typeof data.url === "string" ? data.url.split("/").pop() : undefined;
    if (
      typeof data.id === "number" &&
      key &&
      UPLOAD_KEY.test(key) &&
      data.url === shopUploadPath(key)
    ) {
      return {
        ok: true,
        image: {
          id: data.id,
          url: data.url,
          width: Number(data.width) || 0,
          height: Number(data.height) || 0,
        },
      };
    }
    return failure(-1, "generic");
  }
  return failure(
    typeof body.code === "number" ? body.code : -1,
    typeof body.errorKey === "string" ? body.errorKey : "generic",
    uploadRefusal(data),
  );
}

/** Starts the upload at once; `onProgress` gets the fraction sent (0–1) while the body goes out. */
export function sendImage(
  file: File,
  onProgress: (fraction: number) => void,
): { done: Promise<UploadOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.open("POST", "/api/uploads");
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(readAnswer(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve(failure(-1, "unavailable"));
    xhr.ontimeout = () => resolve(failure(-1, "unavailable"));
    xhr.onabort = () => resolve(failure(-1, "generic", null, true));
    const form = new FormData();
    form.set("file", file, file.name || "image");
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
