// Spec §7 POST file_upload: proof images for refund applications. A file is judged by its content
// (never its name or the client's type), decoded by sharp under a pixel limit, turned upright,
// bounded to 2048 px and re-encoded as WebP — which drops EXIF (GPS included), XMP and ICC — then
// stored under a random key. The row belongs to its uploader; other users' ids are "missing".
import { randomBytes } from "node:crypto";
import { and, count, eq, gt, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";
import { Codes } from "../../lib/commerce/contract/error-codes";
import {
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOADS_PER_DAY,
  upstreamUploadPath,
  type UploadRefusal,
} from "../../lib/commerce/contract/uploads";
import type { UploadView } from "../../lib/commerce/contract/uploads.schema";
import type { Db } from "../db/client";
import { uploads, users } from "../db/schema";
import { DomainError } from "./errors";
import { missing } from "./owned";
import type { UploadStore } from "./upload-store";

export type UploadLimits = {
  /** largest file accepted, in bytes */
  maxBytes: number;
  /** uploads per user in any 24 hours */
  perDay: number;
  /** largest decoded image (width × height) — the decompression-bomb guard */
  maxPixels: number;
  /** the stored image's longest side */
  maxSide: number;
};

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: UPLOAD_MAX_BYTES,
  perDay: UPLOADS_PER_DAY,
  // a 64 MP phone photo (9248 × 6936) passes; decoding more would hold hundreds of MB per request
  maxPixels: 80_000_000,
  maxSide: 2048,
};

const STORED_TYPE = "image/webp";
const DAY_MS = 24 * 60 * 60 * 1000;

/** 40000 with `data.reason`; the route answers it with the status that names the problem (UPLOAD_REFUSAL_STATUS). */
export function uploadRefused(
  reason: UploadRefusal,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return new DomainError(Codes.badRequest, message, { reason, ...extra });
}

/** Does sharp's reading of the file agree with the signature file-type found? */
const DECODER_AGREES: Record<(typeof UPLOAD_IMAGE_TYPES)[number], (m: Metadata) => boolean> = {
  "image/jpeg": (m) => m.format === "jpeg",
  "image/png": (m) => m.format === "png",
  "image/webp": (m) => m.format === "webp",
  "image/gif": (m) => m.format === "gif",
  "image/avif": (m) => m.format === "heif" && m.compression === "av1",
};

const isAccepted = (mime: string): mime is keyof typeof DECODER_AGREES =>
  Object.prototype.hasOwnProperty.call(DECODER_AGREES, mime);

type Encoded = { data: Buffer; width: number; height: number };

/** The image re-encoded for storage, or a 40000 refusal (not_image, too_large). */
async function reencodeImage(
  bytes: Uint8Array,
  limits: Pick<UploadLimits, "maxPixels" | "maxSide"> = DEFAULT_UPLOAD_LIMITS,
): Promise<Encoded> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAccepted(detected.mime))
    throw uploadRefused("not_image", "not a JPEG, PNG, WebP, GIF or AVIF image");
  const tooManyPixels = () =>
    uploadRefused("too_large", "the image has too many pixels", { max_pixels: limits.maxPixels });
  let meta: Metadata;
  try {
    // reads the header only (nothing is decoded), so the pixel count can be refused by name below
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw uploadRefused("not_image", "the image cannot be read");
  }
  if (!DECODER_AGREES[detected.mime](meta) || !meta.width || !meta.height)
    throw uploadRefused("not_image", "the image cannot be read");
  if (meta.width * meta.height > limits.maxPixels) throw tooManyPixels();
  try {
    // the decoder keeps its own pixel limit too, whatever the header said
    const { data, info } = await sharp(bytes, { limitInputPixels: limits.maxPixels })
      .rotate() // upright by its EXIF orientation, before the orientation is dropped with the rest
      .resize({
        width: limits.maxSide,
        height: limits.maxSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    // a truncated or corrupt body behind a valid header
    throw uploadRefused("not_image", "the image cannot be read");
  }
}

async function assertUnderDailyCap(
  db: Pick<Db, "select">,
  userId: number,
  now: Date,
  perDay: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(
      and(eq(uploads.userId, userId), gt(uploads.createdAt, new Date(now.getTime() - DAY_MS))),
    );
  if ((row?.n ?? 0) >= perDay)
    throw uploadRefused("too_many", `at most ${perDay} uploads in 24 hours`, { limit: perDay });
}

/** 24 random bytes: an unguessable public name. */
const newKey = () => `${randomBytes(24).toString("base64url")}.webp`;

type UploadRow = typeof uploads.$inferSelect;

const uploadView = (row: UploadRow): UploadView => ({
  id: row.id,
  url: upstreamUploadPath(row.key),
  width: row.width,
  height: row.height,
  bytes: row.bytes,
});

/**
 * Checks, re-encodes and stores one image for `userId`. Refusals are 40000 with data.reason
 * too_large (413), not_image (415) or too_many (429).
 */
export async function storeUpload(
  db: Db,
  store: UploadStore,
  userId: number,
  bytes: Uint8Array,
  now: Date,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<UploadView> {
  if (bytes.byteLength > limits.maxBytes)
    throw uploadRefused("too_large", `at most ${limits.maxBytes} bytes`, {
      max_bytes: limits.maxBytes,
    });
  if (bytes.byteLength === 0) throw uploadRefused("not_image", "the file is empty");
  // refuse early, before spending CPU on the image; counted again below under the user's lock
  await assertUnderDailyCap(db, userId, now, limits.perDay);
  const image = await reencodeImage(bytes, limits);
  const key = newKey();
  const row = await db.transaction(async (tx) => {
    // one upload of a user at a time passes the count, so parallel requests cannot overshoot it
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    await assertUnderDailyCap(tx, userId, now, limits.perDay);
    const [inserted] = await tx
      .insert(uploads)
      .values({
        key,
        userId,
        contentType: STORED_TYPE,
        bytes: image.data.byteLength,
        width: image.width,
        height: image.height,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  // the row first, then the bytes: a failed write leaves neither behind (no orphan files)
  try {
    await store.put(key, image.data, STORED_TYPE);
  } catch (error) {
    await db.delete(uploads).where(eq(uploads.id, row.id));
    throw error;
  }
  return uploadView(row);
}

/** The bytes of a stored upload by its public key; null for an unknown key (or one whose row is gone). */
export async function readUpload(db: Db, store: UploadStore, key: string) {
  const [row] = await db
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.key, key));
  if (!row) return null;
  const stored = await store.get(key);
  return stored ? { bytes: stored.bytes, contentType: row.contentType } : null;
}

/**
 * The caller's uploads with these ids (for attaching proof images to a refund application), in
 * the order asked; 20004 "upload not found" when any of them is not the caller's or does not exist.
 */
export async function ownedUploads(
  db: Pick<Db, "select">,
  userId: number,
  ids: number[],
): Promise<UploadRow[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, wanted)));
  if (rows.length !== wanted.length) throw missing("upload");
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map((id) => byId.get(id)!);
}
