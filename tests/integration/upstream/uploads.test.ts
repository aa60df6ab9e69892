/** @jest-environment node */
// Spec §7 POST file_upload and GET uploads/{key} on PGlite and PostgreSQL: images are judged by
// content, re-encoded without metadata (EXIF GPS gone, orientation applied), size, pixel and
// per-day limits refuse with 40000 + data.reason, the key is the only way in, and a refund can
// attach only its caller's uploads.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { UPLOAD_KEY } from "../../../lib/commerce/contract/uploads";
import { uploads } from "../../../upstream/db/schema";
import { folderUploadStore, type UploadStore } from "../../../upstream/services/upload-store";
import {
  DEFAULT_UPLOAD_LIMITS,
  ownedUploads,
  type UploadLimits,
} from "../../../upstream/services/uploads";
import { DATABASES } from "./databases";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";

jest.setTimeout(120_000);

const HEADERS = { platform: "default", language: "en", currency: "CNY", channel: "web" };
const LIMITS: UploadLimits = {
  ...DEFAULT_UPLOAD_LIMITS,
  maxBytes: 256 * 1024,
  perDay: 4,
  maxPixels: 4_000_000,
};

/** A JPEG that carries EXIF with a camera make and a GPS position, as a phone writes it. */
async function jpegWithGps(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "LeakyPhone", Model: "GPS-9000" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "22/1 16/1 3000/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "114/1 10/1 900/100",
      },
    })
    .toBuffer();
}

const image = (format: "png" | "webp" | "gif" | "avif", width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();

describe.each(DATABASES)("uploads on %s", (kind) => {
  let h: AccountHarness;
  let dir: string;
  let store: UploadStore;
  let failing = false;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "uploads-test-"));
    const folder = folderUploadStore(dir);
    // the folder store, with a switch that makes writes fail (storage outage)
    store = {
      put: (key, bytes, type) =>
        failing ? Promise.reject(new Error("disk full")) : folder.put(key, bytes, type),
      get: (key) => folder.get(key),
    };
    h = await openAccountHarness(kind, { uploads: { store, limits: LIMITS } });
  });
  afterAll(async () => {
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function upload(
    token: string | null,
    bytes: Uint8Array | string,
    name = "photo.jpg",
    type = "image/jpeg",
  ) {
    const form = new FormData();
    form.set(
      "file",
      new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }),
      name,
    );
    const res = await h.app.request("/file_upload", {
      method: "POST",
      headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  const fetchImage = (url: string) => h.app.request(url, { headers: HEADERS });

  async function userId(token: string): Promise<number> {
    return (await h.as(token)("GET", "/accounts/privacy")).body.data.id;
  }

  let n = 0;
  const newUser = () => h.signupEmail(`uploader${++n}-${kind}@example.com`);

  it("accepts a JPEG with EXIF GPS and stores it as WebP with no metadata at all", async () => {
    const token = await newUser();
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from("LeakyPhone"))).toBe(true);

    const res = await upload(token, original, "IMG_0001.jpg");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 10000,
      data: {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/uploads\//),
        width: 1200,
        height: 800,
        bytes: expect.any(Number),
      },
    });
    const key = res.body.data.url.replace("/uploads/", "");
    expect(key).toMatch(UPLOAD_KEY);

    // what is served and what is on disk are the same bytes, with no EXIF, XMP or ICC left
    const served = await fetchImage(res.body.data.url);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(res.body.data.bytes);
    const onDisk = await readFile(path.join(dir, key.slice(0, 2), key));
    expect(onDisk.equals(bytes)).toBe(true);
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: "webp", width: 1200, height: 800 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    for (const leak of ["LeakyPhone", "GPS-9000", "Exif"])
      expect(bytes.includes(Buffer.from(leak))).toBe(false);

    const [row] = await h.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, res.body.data.id));
    expect(row).toMatchObject({
      key,
      userId: await userId(token),
      contentType: "image/webp",
      width: 1200,
      height: 800,
      bytes: bytes.length,
    });
  });

  it("applies the EXIF orientation and bounds the long side to 2048 px", async () => {
    const token = await newUser();
    // stored 1000 wide × 400 high, shown rotated a quarter turn (orientation 6): upright it is 400 × 1000
    const turned = await sharp({
      create: { width: 1000, height: 400, channels: 3, background: "#336699" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = await upload(token, turned);
    expect(upright.body.data).toMatchObject({ width: 400, height: 1000 });

    const wide = await sharp({
      create: { width: 2600, height: 1300, channels: 3, background: "#ffffff" },
    })
      .png()
      .toBuffer();
    const bounded = await upload(token, wide, "wide.png", "image/png");
    expect(bounded.body.data).toMatchObject({ width: 2048, height: 1024 });
  });

  it.each(["png", "webp", "gif", "avif"] as const)(
    "accepts a %s by its content, whatever the name and declared type",
    async (format) => {
      const token = await newUser();
      const res = await upload(token, await image(format), "scan.txt", "text/plain");
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ width: 40, height: 30 });
    },
  );

  it.each<[string, Uint8Array | string]>([
    ["a text file renamed .jpg", "just some text, not a photo\n".repeat(20)],
    [
      "an SVG",
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ],
    ["a PDF", "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF"],
    [
      "a PNG signature over garbage",
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)]),
    ],
    ["an empty file", ""],
  ])("refuses %s sent as image/jpeg with 40000 not_image (415)", async (_, bytes) => {
    const token = await newUser();
    const res = await upload(token, bytes, "photo.jpg", "image/jpeg");
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 40000, data: { reason: "not_image" } });
  });

  it("refuses a body over the limit unread, and a file just over it, with 40000 too_large (413)", async () => {
    const token = await newUser();
    const far = await upload(token, new Uint8Array(LIMITS.maxBytes * 2).fill(1));
    expect(far.status).toBe(413);
    expect(far.body).toMatchObject({
      code: 40000,
      data: { reason: "too_large", max_bytes: LIMITS.maxBytes },
    });
    // inside the body allowance for multipart framing, but one byte over the file limit
    const near = await upload(token, new Uint8Array(LIMITS.maxBytes + 1).fill(1));
    expect(near.status).toBe(413);
    expect(near.body).toMatchObject({ code: 40000, data: { reason: "too_large" } });
  });

  it("refuses a decompression bomb (too many pixels for its size) with 40000 too_large", async () => {
    const token = await newUser();
    const bomb = await sharp({
      create: { width: 2500, height: 2000, channels: 3, background: "#000" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(LIMITS.maxBytes);
    const res = await upload(token, bomb, "bomb.png", "image/png");
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 40000,
      data: { reason: "too_large", max_pixels: LIMITS.maxPixels },
    });
  });

  it("answers a caller without a session 401 / 40003, before reading the body", async () => {
    const res = await upload(null, await image("png"));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(40003);
    const bad = await upload("not-a-token", await image("png"));
    expect(bad.status).toBe(401);
  });

  it("answers a body that is not multipart, or has no file, with 4xx / 40000, never 500", async () => {
    const token = await newUser();
    const json = await h.as(token)("POST", "/file_upload", { file: "x" });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe(40000);
    const form = new FormData();
    form.set("other", "value");
    const noFile = await h.app.request("/file_upload", {
      method: "POST",
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { code: number }).code).toBe(40000);
    const twoFiles = new FormData();
    twoFiles.append("file", new Blob([await image("png")]), "a.png");
    twoFiles.append("file", new Blob([await image("png")]), "b.png");
    const two = await h.app.request("/file_upload", {
      method: "POST",
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      body: twoFiles,
    });
    expect(two.status).toBe(400);
    const broken = await h.app.request("/file_upload", {
      method: "POST",
      headers: {
        ...HEADERS,
        authorization: `Bearer ${token}`,
        "content-type": "multipart/form-data; boundary=xyz",
      },
      body: "--xyz\r\nthis is not a part",
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
  });

  it("serves an upload publicly by its key: the stored bytes, webp, nosniff, immutable", async () => {
    const token = await newUser();
    const { body } = await upload(token, await image("png"));
    const res = await fetchImage(body.data.url); // no Authorization: the key is the capability
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(bytes.length).toBe(body.data.bytes);
  });

  it.each([
    ["a malformed key", "/uploads/not-a-key"],
    ["a key of the right shape that was never issued", `/uploads/${"A".repeat(32)}.webp`],
    ["a path traversal", "/uploads/..%2F..%2Fetc%2Fpasswd"],
    ["another extension", `/uploads/${"A".repeat(32)}.png`],
  ])("answers %s with 404 / 20004", async (_, url) => {
    const res = await fetchImage(url);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: number }).code).toBe(20004);
  });

  it("lets a refund attach only the caller's own uploads (another user's id is missing)", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const a1 = (await upload(alice, await image("png"))).body.data.id as number;
    const a2 = (await upload(alice, await image("webp"))).body.data.id as number;
    const b1 = (await upload(bob, await image("gif"))).body.data.id as number;
    const [aliceId, bobId] = [await userId(alice), await userId(bob)];
    const db = h.database.db;

    expect((await ownedUploads(db, aliceId, [a2, a1, a2])).map((r) => r.id)).toEqual([a2, a1]);
    expect(await ownedUploads(db, aliceId, [])).toEqual([]);
    await expect(ownedUploads(db, bobId, [a1])).rejects.toMatchObject({
      code: 20004,
      message: "upload not found",
    });
    await expect(ownedUploads(db, bobId, [b1, a1])).rejects.toMatchObject({ code: 20004 });
    await expect(ownedUploads(db, aliceId, [a1, 999_999])).rejects.toMatchObject({ code: 20004 });
    expect((await ownedUploads(db, bobId, [b1])).map((r) => r.userId)).toEqual([bobId]);
  });

  it("refuses more than the daily number of uploads per user with 40000 too_many (429), even in parallel", async () => {
    const token = await newUser();
    const png = await image("png");
    const results = await Promise.all(
      Array.from({ length: LIMITS.perDay + 3 }, () => upload(token, png)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(LIMITS.perDay);
    const refused = results.filter((r) => r.status !== 200);
    expect(
      refused.every(
        (r) =>
          r.status === 429 &&
          r.body.code === 40000 &&
          r.body.data.reason === "too_many" &&
          r.body.data.limit === LIMITS.perDay,
      ),
    ).toBe(true);
    // another user is not affected, and a day later this one may upload again
    expect((await upload(await newUser(), png)).status).toBe(200);
    h.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await upload(token, png)).status).toBe(200);
  });

  it("keeps no row when the bytes cannot be stored (500, nothing half-written)", async () => {
    const token = await newUser();
    const id = await userId(token);
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    failing = true;
    try {
      const res = await upload(token, await image("png"));
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 50000, message: "internal error" });
    } finally {
      failing = false;
      quiet.mockRestore();
    }
    expect(await h.database.db.select().from(uploads).where(eq(uploads.userId, id))).toEqual([]);
    expect((await readdir(dir)).some((d) => d.endsWith(".tmp"))).toBe(false);
  });

  it("publishes both calls in /openapi.json", async () => {
    const doc = (await h.call("GET", "/openapi.json")).body;
    expect(doc.paths["/file_upload"].post.requestBody.content["multipart/form-data"]).toBeDefined();
    expect(doc.paths["/file_upload"].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths["/uploads/{key}"].get.responses["200"].content["image/webp"]).toBeDefined();
  });
});
