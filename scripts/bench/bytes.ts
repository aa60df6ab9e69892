// Bytes: the HTML size of home, list, product and the bare page, and the gzipped module-script
// JavaScript of the bare and product pages above the framework's floor, chunk by chunk.
import { gzipSync } from "node:zlib";
import { contentHash, type Floor, moduleScriptSources } from "./floor";
import {
  kb,
  message,
  type PageBytes,
  type PageName,
  section,
  type ScriptFile,
  type Step,
  table,
} from "./results";

/**
 * Libraries recognised in a chunk by strings their minified code keeps. Turbopack packs framework
 * and app modules into shared chunks, so a chunk is only "floor" when the floor ships the very
 * same file; this column says what else is inside the others.
 */
const MARKERS: [string, RegExp][] = [
  ["react-dom", /__reactFiber|__reactContainer/],
  ["next-router", /NEXT_REDIRECT|next-router-state-tree/],
  ["next-error-ui", /next-error-h1|errorThemeCss/],
  ["icu-parser", /MALFORMED_ARGUMENT|INVALID_ARGUMENT_TYPE/],
  ["next-intl", /IntlProvider|INSUFFICIENT_PATH|MISSING_MESSAGE/],
  ["swr", /\$swr\$|SWRConfig|revalidateOnFocus/],
  ["ky", /HTTPError|TimeoutError/],
  ["zod", /ZodError|invalid_type/],
  ["shop", /data-testid|tf_consent|header-menu/],
];
const recognise = (code: string): string[] =>
  MARKERS.filter(([, re]) => re.test(code)).map(([name]) => name);

/**
 * The page's HTML size and its same-origin /_next/ module scripts (gzip each), each marked
 * "floor" when the floor ships the same file (same content) and "other" otherwise, with the
 * libraries recognised inside.
 */
async function pageBytes(url: string, floorHashes = new Set<string>()): Promise<PageBytes> {
  const res = await fetch(url, { signal: AbortSignal.timeout(60000) });
  const html = await res.text();
  const sources = moduleScriptSources(html)
    .map((src) => new URL(src, url))
    .filter((src) => src.origin === new URL(url).origin && src.pathname.startsWith("/_next/"));
  let gzipBytes = 0;
  let rawBytes = 0;
  let frameworkGzipBytes = 0;
  const files: ScriptFile[] = [];
  for (const src of sources) {
    const file = await fetch(src, {
      headers: { "accept-encoding": "gzip" },
      signal: AbortSignal.timeout(30000),
    });
    const body = Buffer.from(await file.arrayBuffer()); // already decompressed by fetch
    const gzip = gzipSync(body).length;
    const framework = floorHashes.has(contentHash(body));
    gzipBytes += gzip;
    rawBytes += body.length;
    if (framework) frameworkGzipBytes += gzip;
    files.push({
      path: src.pathname,
      status: file.status,
      bytes: body.length,
      gzipBytes: gzip,
      kind: framework ? "floor" : "other",
      contains: recognise(body.toString("utf8")),
    });
  }
  return {
    status: res.status,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    scripts: files.length,
    gzipBytes,
    rawBytes,
    frameworkGzipBytes,
    gzipKB: kb(gzipBytes),
    files,
  };
}

/** HTML sizes of the four pages and the module-script JavaScript of the bare and product pages, chunk by chunk. */
export async function bytesStep(
  { results, pages, note }: Step,
  floor: Floor | null,
): Promise<void> {
  section("Bytes (HTML uncompressed; JavaScript gzip, same-origin /_next/ module scripts)");
  const floorHashes = new Set((floor?.files ?? []).map((f) => f.hash));
  const html: NonNullable<typeof results.html> = {};
  results.html = html;
  for (const name of ["home", "list", "product", "bare"] as const) {
    const url = pages[name];
    if (!url) continue;
    try {
      const b = await pageBytes(url, floorHashes);
      html[name] = { url, status: b.status, bytes: b.htmlBytes, gzipBytes: b.htmlGzipBytes };
      if (name === "product" || name === "bare") results.javascript[name] = { url, ...b };
    } catch (error) {
      html[name] = { url, error: message(error) };
    }
  }
  if (!/text\/html/i.test(results.pages.bare?.contentType ?? ""))
    note(`the bare page ${pages.bare} is not HTML; its app JS is not meaningful`);
  console.log(
    table(
      ["page", "HTML KB", "HTML gzip KB"],
      Object.entries(html).map(([name, h]) =>
        "error" in h ? [name, h.error, null] : [name, kb(h.bytes), kb(h.gzipBytes)],
      ),
    ),
  );

  const floorBytes = floor?.gzipBytes ?? null;
  console.log(
    `\nframework floor (bare Next ${floor?.versions?.next ?? "?"} page, cached build): ${floorBytes == null ? "-" : kb(floorBytes)} KB in ${floor?.scripts ?? "-"} scripts`,
  );
  const names: PageName[] = ["bare", "product"];
  for (const name of names) {
    const j = results.javascript[name];
    if (!j) continue;
    j.appKB = floorBytes == null ? null : kb(j.gzipBytes - floorBytes);
    j.sameFilesAsFloorKB = kb(j.frameworkGzipBytes);
    console.log(
      `\n${name}: ${j.gzipKB} KB in ${j.scripts} scripts; app JS = page - floor = ${j.appKB ?? "-"} KB`,
    );
    console.log(
      table(
        ["chunk", "kind", "raw KB", "gzip KB", "contains"],
        [...j.files]
          .sort((x, y) => y.gzipBytes - x.gzipBytes)
          .map((f) => [
            f.path.replace("/_next/static/chunks/", ""),
            f.kind,
            kb(f.bytes),
            kb(f.gzipBytes),
            f.contains.join(" ") || "-",
          ]),
      ),
    );
    console.log(
      `  files identical to the floor's: ${j.sameFilesAsFloorKB} KB; other files: ${kb(j.gzipBytes - j.frameworkGzipBytes)} KB (framework and app modules share chunks)`,
    );
  }
}
