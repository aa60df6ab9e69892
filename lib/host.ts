import "server-only";
import { env } from "./env";

// What differs by the host the storefront runs on (docs/decisions/serverless-target.md), decided
// by the environment — SHOP_HOST — and nothing else: no module is patched, no runtime sniffed.
//
// - node (the default): `npm start`, `next start`, the standalone server.js. Files are read from
//   the disk, the address limits count in memory or Redis.
// - cloudflare: the OpenNext build on workerd (`npm run preview:serverless`, wrangler.jsonc). No
//   disk: public files and the share cards' fonts are static assets, read through the ASSETS
//   binding; the address limits count in a Durable Object (serverless/worker.mjs); no TCP
//   connection is kept across requests.

/** the bindings OpenNext keeps for the request under way (its getCloudflareContext, by its symbol) */
const CLOUDFLARE_CONTEXT = Symbol.for("__cloudflare-context__");

/** A static-asset fetcher (Cloudflare's ASSETS binding). */
type Assets = { fetch(input: string): Promise<Response> };

/** The answer of the address-limit Durable Object (serverless/worker.mjs AddressLimits). */
export type LimitAnswer = { allowed: boolean; msBeforeNext: number };
type LimitStub = { consume(points: number, windowMs: number): Promise<LimitAnswer> };
type LimitNamespace = {
  idFromName(name: string): unknown;
  get(id: unknown): LimitStub;
};

type CloudflareEnv = { ASSETS?: Assets; ADDRESS_LIMITS?: LimitNamespace };

const onCloudflare = env.SHOP_HOST === "cloudflare";

function cloudflareEnv(): CloudflareEnv {
  const holder = globalThis as { [CLOUDFLARE_CONTEXT]?: { env?: CloudflareEnv } };
  const bindings = holder[CLOUDFLARE_CONTEXT]?.env;
  if (!bindings)
    throw new Error("SHOP_HOST=cloudflare but no Cloudflare context (run it on workerd)");
  return bindings;
}

/** Where a static file lives: under public/ on Node, among the static assets on Cloudflare. */
async function staticAsset(publicPath: string): Promise<Response> {
  const assets = cloudflareEnv().ASSETS;
  if (!assets) throw new Error("the ASSETS binding is missing (wrangler.jsonc)");
  const res = await assets.fetch(new URL(publicPath, "https://assets.invalid").href);
  if (!res.ok) throw new Error(`static asset ${publicPath}: ${res.status}`);
  return res;
}

/** A file of public/ (e.g. "/brands/kraft.svg") as text. */
export async function readPublicText(publicPath: string): Promise<string> {
  if (onCloudflare) return (await staticAsset(publicPath)).text();
  const [{ readFile }, path] = await Promise.all([import("node:fs/promises"), import("node:path")]);
  return readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), "public", publicPath), "utf8");
}

/**
 * A share-card font (lib/seo/og-card.tsx): from node_modules on Node; on Cloudflare a static asset
 * under /fonts/og/ (scripts/serverless.ts copies it there), so the 6–9 MB faces stay out of the
 * worker bundle (10 MiB compressed at most) and are fetched once per isolate.
 */
export async function readFontFile(nodeModulesPath: string): Promise<ArrayBuffer> {
  if (onCloudflare) {
    const name = nodeModulesPath.slice(nodeModulesPath.lastIndexOf("/") + 1);
    return (await staticAsset(`/fonts/og/${name}`)).arrayBuffer();
  }
  const [{ readFile }, path] = await Promise.all([import("node:fs/promises"), import("node:path")]);
  const data = await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), nodeModulesPath));
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
}

/** The platform's per-address counter on Cloudflare (a Durable Object per bucket and address); null elsewhere. */
export function platformAddressLimit(
  key: string,
): ((points: number, windowMs: number) => Promise<LimitAnswer>) | null {
  if (!onCloudflare) return null;
  const namespace = cloudflareEnv().ADDRESS_LIMITS;
  if (!namespace) throw new Error("the ADDRESS_LIMITS binding is missing (wrangler.jsonc)");
  const stub = namespace.get(namespace.idFromName(key));
  return (points, windowMs) => stub.consume(points, windowMs);
}
