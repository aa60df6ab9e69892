// Spec §7 `POST file_upload` and §5 Refund ("Image uploads must finish before submit"): what the
// storefront and the upstream agree on about proof images. The upstream enforces every limit; the
// storefront uses them to pre-check and to word its messages.

import type { ErrorStatus } from "./error-codes";

/** Default largest upload (8 MiB); both sides read UPLOAD_MAX_BYTES to change it. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

/** Uploads per user per rolling 24 hours (default; the upstream reads UPLOAD_PER_DAY). */
export const UPLOADS_PER_DAY = 50;

/** Proof images one refund application may carry. */
export const MAX_PROOF_IMAGES = 6;

/** Image types accepted, by their content (never by name or client type); the file picker offers these. */
export const UPLOAD_IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;

/**
 * Room for the multipart framing (boundary, part headers, file name) around the file: a request
 * body may be this much bigger than the file limit before it is refused unread.
 */
export const MULTIPART_OVERHEAD = 16 * 1024;

/** Why an upload was refused: `data.reason` of the 40000 answer. */
const UPLOAD_REFUSALS = ["too_large", "not_image", "too_many"] as const;
export type UploadRefusal = (typeof UPLOAD_REFUSALS)[number];

/** The HTTP status of each refusal (the body code is 40000 for all three). */
export const UPLOAD_REFUSAL_STATUS = {
  too_large: 413,
  not_image: 415,
  too_many: 429,
} as const satisfies Record<UploadRefusal, ErrorStatus>;

export function uploadRefusal(data: unknown): UploadRefusal | null {
  const reason =
    typeof data === "object" && data !== null ? (data as { reason?: unknown }).reason : undefined;
  return UPLOAD_REFUSALS.find((r) => r === reason) ?? null;
}

/** A stored image's public name: 24 random bytes in base64url, then ".webp". The name is the capability. */
export const UPLOAD_KEY = /^[A-Za-z0-9_-]{32}\.webp$/;

export const isUploadKey = (key: string): boolean => UPLOAD_KEY.test(key);

/** Where the upstream serves an upload (the `url` of its answer). */
export const upstreamUploadPath = (key: string) => `/uploads/${key}`;

/** Where the storefront serves the same image to the browser (it proxies the upstream). */
export const shopUploadPath = (key: string) => `/api/uploads/${key}`;
