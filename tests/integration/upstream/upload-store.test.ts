/** @jest-environment node */
// The upload stores: a local folder (atomic writes, no path outside it) and an S3-compatible
// bucket, here a stand-in HTTP server that checks the SigV4 signature shape and the payload hash.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadUpstreamEnv, depsFromEnv } from "../../../upstream/env";
import {
  folderUploadStore,
  memoryUploadStore,
  s3UploadStore,
} from "../../../upstream/services/upload-store";

const KEY = `${"a".repeat(31)}B.webp`;
const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);

describe("folder upload store", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "upload-store-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes under a two-character sub-folder and reads the bytes back as image/webp", async () => {
    const store = folderUploadStore(path.join(dir, "nested", "uploads"));
    await store.put(KEY, bytes, "image/webp");
    expect(await readdir(path.join(dir, "nested", "uploads", "aa"))).toEqual([KEY]);
    const got = await store.get(KEY);
    expect(got?.contentType).toBe("image/webp");
    expect([...got!.bytes]).toEqual([...bytes]);
    expect(await store.get(`${"b".repeat(32)}.webp`)).toBeNull();
  });

  it.each([
    "../../etc/passwd",
    "..%2Fx.webp",
    `${"a".repeat(32)}.webp/../x`,
    "",
    `${"a".repeat(31)}.webp`,
  ])("never turns %j into a path", async (key) => {
    const store = folderUploadStore(dir);
    expect(await store.get(key)).toBeNull();
    await expect(store.put(key, bytes, "image/webp")).rejects.toThrow(/malformed upload key/);
    expect(await readdir(dir)).toEqual([]);
  });

  it("keeps only the type its key names", async () => {
    await expect(folderUploadStore(dir).put(KEY, bytes, "image/png")).rejects.toThrow();
  });
});

describe("memory upload store", () => {
  it("returns copies, so a caller cannot change what is stored", async () => {
    const store = memoryUploadStore();
    await store.put(KEY, bytes, "image/webp");
    const first = await store.get(KEY);
    first!.bytes[0] = 0;
    expect((await store.get(KEY))!.bytes[0]).toBe(82);
    expect(store.keys()).toEqual([KEY]);
  });
});

describe("S3-compatible upload store", () => {
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; authorization: string; sha: string; date: string }[] =
    [];
  let failNext = 0;

  const body = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks)));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const data = await body(req);
      const sha = String(req.headers["x-amz-content-sha256"] ?? "");
      seen.push({
        method: req.method!,
        url: req.url!,
        authorization: String(req.headers.authorization ?? ""),
        sha,
        date: String(req.headers["x-amz-date"] ?? ""),
      });
      if (failNext > 0) {
        failNext--;
        res.writeHead(503).end("<Error><Code>SlowDown</Code></Error>");
        return;
      }
      // what S3 checks before anything else: a SigV4 header and a payload hash that matches the body
      if (
        !/^AWS4-HMAC-SHA256 Credential=AKTEST\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(
          seen.at(-1)!.authorization,
        )
      ) {
        res.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
        return;
      }
      // a GET may leave its (empty) payload unsigned; a PUT must sign the hash of what it sends
      const unsignedRead = req.method === "GET" && sha === "UNSIGNED-PAYLOAD";
      if (!unsignedRead && sha !== createHash("sha256").update(data).digest("hex")) {
        res.writeHead(400).end("<Error><Code>XAmzContentSHA256Mismatch</Code></Error>");
        return;
      }
      if (req.method === "PUT") {
        objects.set(req.url!, { body: data, type: String(req.headers["content-type"]) });
        res.writeHead(200).end();
      } else if (req.method === "GET") {
        const found = objects.get(req.url!);
        if (!found) res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
        else res.writeHead(200, { "content-type": found.type }).end(found.body);
      } else res.writeHead(405).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = () => ({
    endpoint,
    bucket: "proofs",
    accessKeyId: "AKTEST",
    secretAccessKey: "secret-test-key",
    region: "eu-test-1",
  });

  it("PUTs and GETs signed objects path-style at endpoint/bucket/key", async () => {
    const store = s3UploadStore(config());
    await store.put(KEY, bytes, "image/webp");
    expect(objects.get(`/proofs/${KEY}`)?.type).toBe("image/webp");
    const got = await store.get(KEY);
    expect(got?.contentType).toBe("image/webp");
    expect([...got!.bytes]).toEqual([...bytes]);
    expect(seen.slice(-2).map((r) => `${r.method} ${r.url}`)).toEqual([
      `PUT /proofs/${KEY}`,
      `GET /proofs/${KEY}`,
    ]);
    expect(seen.at(-1)!.date).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it("reads a missing object as null, never sends a malformed key, and fails loudly on other answers", async () => {
    const store = s3UploadStore(config());
    expect(await store.get(`${"c".repeat(32)}.webp`)).toBeNull();
    const before = seen.length;
    expect(await store.get("../other-bucket/x.webp")).toBeNull();
    await expect(store.put("../x", bytes, "image/webp")).rejects.toThrow(/malformed/);
    expect(seen.length).toBe(before);
    const wrong = s3UploadStore({ ...config(), accessKeyId: "WRONG" });
    await expect(wrong.put(KEY, bytes, "image/webp")).rejects.toThrow(/403/);
  });

  it("retries a busy store a little, not ten times", async () => {
    const store = s3UploadStore(config());
    failNext = 5;
    const before = seen.length;
    await expect(store.put(KEY, bytes, "image/webp")).rejects.toThrow(/503/);
    expect(seen.length - before).toBe(3);
    failNext = 0;
  });
});

/** A process environment of just these variables. */
const envOf = (vars: Record<string, string>) => loadUpstreamEnv({ NODE_ENV: "test", ...vars });

describe("upload store from the environment", () => {
  it("is the S3 bucket only when all four S3 variables are set, and refuses half a configuration", () => {
    expect(() =>
      depsFromEnv(envOf({ UPLOAD_S3_ENDPOINT: "http://127.0.0.1:9000", UPLOAD_S3_BUCKET: "b" })),
    ).toThrow(/UPLOAD_S3_ACCESS_KEY, UPLOAD_S3_SECRET_KEY/);
    const s3 = depsFromEnv(
      envOf({
        UPLOAD_S3_ENDPOINT: "http://127.0.0.1:9000",
        UPLOAD_S3_BUCKET: "b",
        UPLOAD_S3_ACCESS_KEY: "k",
        UPLOAD_S3_SECRET_KEY: "s",
        UPLOAD_MAX_BYTES: "1048576",
      }),
    );
    expect(s3.uploads.limits).toMatchObject({ maxBytes: 1048576, perDay: 50, maxSide: 2048 });
    expect(() => envOf({ UPLOAD_MAX_BYTES: "12" })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});
