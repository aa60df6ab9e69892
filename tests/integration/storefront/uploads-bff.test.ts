/** @jest-environment node */
/**
 * The storefront's upload routes against a real upstream over HTTP (PGlite in memory): POST
 * /api/uploads checks Origin and the session, caps the body before forwarding it, and keeps the
 * upstream's refusal reasons; GET /api/uploads/{key} serves the stored WebP from this origin with
 * nosniff and immutable caching, and 404s a malformed key without asking the upstream.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { sealData } from "iron-session";
import sharp from "sharp";
import { UPLOAD_KEY } from "@/lib/commerce/contract/uploads";
import { openAccountHarness, type AccountHarness } from "../upstream/accounts-harness";

const jar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => new Headers({ host: "shop.test", "accept-language": "en" }),
}));

jest.setTimeout(60_000);

const SHOP_MAX_BYTES = 64 * 1024;
type PostRoute = typeof import("@/app/api/uploads/route");
type GetRoute = typeof import("@/app/api/uploads/[key]/route");

describe("storefront upload routes", () => {
  let h: AccountHarness;
  let server: ServerType;
  let post: PostRoute["POST"];
  let get: GetRoute["GET"];
  let calls = 0;

  beforeAll(async () => {
    h = await openAccountHarness("pglite");
    server = serve({
      fetch: (req) => {
        calls++;
        return h.app.fetch(req);
      },
      port: 0,
      hostname: "127.0.0.1",
    });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    process.env.UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.UPLOAD_MAX_BYTES = String(SHOP_MAX_BYTES);
    post = (await import("@/app/api/uploads/route")).POST;
    get = (await import("@/app/api/uploads/[key]/route")).GET;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await h?.close();
  });

  async function signIn() {
    const token = await h.signupEmail(
      `bff-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    );
    const { sessionSecret } = await import("@/lib/env");
    jar.set(
      "tf_session",
      await sealData({ token, since: Date.now() }, { password: sessionSecret }),
    );
  }

  function request(body: BodyInit | null, headers: Record<string, string> = {}) {
    return new Request("http://shop.test/api/uploads", {
      method: "POST",
      // a configured public origin (the default brand's domain): lib/http/origin.ts
      headers: { origin: "https://shop.example.com", ...headers },
      body,
    });
  }

  function form(bytes: Uint8Array | string, name = "photo.jpg", type = "image/jpeg") {
    const f = new FormData();
    f.set(
      "file",
      new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }),
      name,
    );
    return f;
  }

  const send = async (req: Request) => {
    const res = await post(req, { params: Promise.resolve({}) });
    return { status: res.status, body: (await res.json()) as any };
  };

  const photo = () =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: "#c04020" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "LeakyPhone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 16/1 0/1" },
      })
      .toBuffer();

  it("refuses a request from another origin (403) and a caller without a session (401), without reading the body", async () => {
    jar.clear();
    const foreign = await send(request(form(await photo()), { origin: "https://evil.example" }));
    expect(foreign).toEqual({ status: 403, body: { code: 10005, errorKey: "forbiddenOrigin" } });
    const before = calls;
    const anonymous = await send(request(form(await photo())));
    expect(anonymous).toEqual({ status: 401, body: { code: 40003, errorKey: "loginExpired" } });
    expect(calls).toBe(before);
  });

  it("uploads a photo for the signed-in shopper and serves it from this origin without its EXIF", async () => {
    await signIn();
    const res = await send(request(form(await photo())));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 10000,
      data: {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/api\/uploads\//),
        width: 300,
        height: 200,
        bytes: expect.any(Number),
      },
    });
    const key = res.body.data.url.split("/").pop();
    expect(key).toMatch(UPLOAD_KEY);

    const image = await get(new Request(`http://shop.test${res.body.data.url}`), {
      params: Promise.resolve({ key }),
    });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.length).toBe(res.body.data.bytes);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("LeakyPhone"))).toBe(false);
  });

  it("keeps the upstream's refusal: a text file named .jpg is 415 / 40000 not_image", async () => {
    await signIn();
    const res = await send(request(form("plain text, not a picture", "photo.jpg", "image/jpeg")));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 40000,
      errorKey: "badRequest",
      data: { reason: "not_image" },
    });
  });

  it("caps the body before forwarding: too large is 413 / 40000 too_large and the upstream never sees it", async () => {
    await signIn();
    const before = calls;
    const res = await send(request(form(new Uint8Array(SHOP_MAX_BYTES * 3).fill(9))));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 40000,
      errorKey: "badRequest",
      data: { reason: "too_large", max_bytes: SHOP_MAX_BYTES },
    });
    // a file just over the limit inside the allowance for multipart framing
    const near = await send(request(form(new Uint8Array(SHOP_MAX_BYTES + 1).fill(9))));
    expect(near.status).toBe(413);
    expect(calls).toBe(before);
  });

  it("answers a body that is not one multipart file with 4xx / 40000", async () => {
    await signIn();
    expect(
      (await send(request(JSON.stringify({ file: "x" }), { "content-type": "application/json" })))
        .status,
    ).toBe(415);
    const noFile = new FormData();
    noFile.set("note", "hello");
    expect(await send(request(noFile))).toEqual({
      status: 400,
      body: { code: 40000, errorKey: "badRequest", fields: { file: "required" } },
    });
    const two = form(await photo());
    two.append("file", new Blob([await photo()]), "b.jpg");
    expect((await send(request(two))).status).toBe(400);
    const broken = await send(
      request("--x\r\nnot a part", { "content-type": "multipart/form-data; boundary=x" }),
    );
    expect(broken.status).toBe(400);
  });

  it.each([
    ["a malformed key", "../../etc/passwd"],
    ["an unknown key", `${"Z".repeat(32)}.webp`],
  ])("answers %s with 404 / 20004", async (_, key) => {
    const res = await get(new Request(`http://shop.test/api/uploads/x`), {
      params: Promise.resolve({ key }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 20004, errorKey: "itemExpired" });
  });
});
