// Where the bytes of uploads live: a local folder (default <data folder>/uploads), any
// S3-compatible bucket (AWS S3, R2, MinIO…; requests signed with SigV4 by aws4fetch), or memory
// (tests). Only well-formed keys (lib/commerce/contract/uploads UPLOAD_KEY) ever reach a path or a URL.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { isUploadKey } from "../../lib/commerce/contract/uploads";

type StoredUpload = { bytes: Buffer; contentType: string };

export interface UploadStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is nothing under the key (or the key is malformed) */
  get(key: string): Promise<StoredUpload | null>;
}

function assertKey(key: string) {
  if (!isUploadKey(key)) throw new Error("malformed upload key");
}

/** Content type by the key's extension: the folder keeps only the bytes. */
const TYPE_BY_EXTENSION: Record<string, string> = { ".webp": "image/webp" };

/** Files under `dir`, spread over sub-folders by the key's first two characters. */
export function folderUploadStore(dir: string): UploadStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), key);
  return {
    async put(key, bytes, contentType) {
      assertKey(key);
      if (TYPE_BY_EXTENSION[path.extname(key)] !== contentType)
        throw new Error(`the folder store keeps ${path.extname(key)} files as their own type only`);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // written aside, then renamed: a reader never sees half a file
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temp, bytes, { flag: "wx" });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      try {
        return {
          bytes: await readFile(fileOf(key)),
          contentType: TYPE_BY_EXTENSION[path.extname(key)] ?? "application/octet-stream",
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

export type S3Config = {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** "auto" for R2; MinIO accepts any */
  region: string;
};

/** Objects in an S3-compatible bucket, addressed path-style (endpoint/bucket/key), which every such store accepts. */
export function s3UploadStore(config: S3Config): UploadStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
    // aws4fetch retries 5xx ten times by default; an upload request should fail in seconds
    retries: 2,
  });
  const base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
  return {
    async put(key, bytes, contentType) {
      assertKey(key);
      const res = await client.fetch(`${base}/${key}`, {
        method: "PUT",
        body: new Uint8Array(bytes), // a copy typed over a plain ArrayBuffer, as fetch bodies must be
        headers: {
          "content-type": contentType,
          "cache-control": "public, max-age=31536000, immutable",
          // the payload hash is signed (aws4fetch would send UNSIGNED-PAYLOAD): the store refuses a body changed on the way
          "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
        },
      });
      if (!res.ok)
        throw new Error(`S3 PUT answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      const res = await client.fetch(`${base}/${key}`);
      if (res.status === 404) return null;
      if (!res.ok)
        throw new Error(`S3 GET answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return {
        bytes: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get("content-type") ?? "application/octet-stream",
      };
    },
  };
}

/** In this process only: tests and throwaway runs. */
export function memoryUploadStore(): UploadStore & { keys(): string[] } {
  const objects = new Map<string, StoredUpload>();
  return {
    async put(key, bytes, contentType) {
      assertKey(key);
      objects.set(key, { bytes: Buffer.from(bytes), contentType });
    },
    async get(key) {
      const found = objects.get(key);
      return found ? { bytes: Buffer.from(found.bytes), contentType: found.contentType } : null;
    },
    keys: () => [...objects.keys()],
  };
}
