// The framework's floor (docs/decisions/product-page-weight.md): a bare Next app of the versions
// installed here — one static page, nothing else — built once under .data/bench-floor (ignored by
// git) and measured from its build output. Rebuilt only when next/react/react-dom change or
// `--rebuild-floor` is passed.
//
// It gets its own node_modules: hard links (cp -al) to the repository's copies of next, react,
// react-dom and their dependencies, so no install and the very same package files; its own
// lockfile and `turbopack.root` keep Next from taking the repository (its middleware,
// instrumentation) for the project.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { isUpWithin } from "../lib/wait-until-up";

const FLOOR_DIR = resolve(".data/bench-floor");
const require = createRequire(import.meta.url);

/** The installed versions of the packages the floor is built from. */
type Versions = { next: string; react: string; "react-dom": string };
/** The fields of a package.json read here. */
type Manifest = {
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
const manifest = (path: string): Manifest => require(path);

function frameworkVersions(): Versions {
  const version = (name: string): string =>
    manifest(resolve("node_modules", name, "package.json")).version;
  return { next: version("next"), react: version("react"), "react-dom": version("react-dom") };
}

/** next, react, react-dom and everything they depend on that is installed here. */
function frameworkPackages(): string[] {
  const seen = new Set<string>();
  const queue = ["next", "react", "react-dom"];
  while (queue.length) {
    const name = queue.pop();
    if (name === undefined || seen.has(name)) continue;
    const file = resolve("node_modules", name, "package.json");
    if (!existsSync(file)) continue; // an optional dependency for another platform
    seen.add(name);
    const pkg = manifest(file);
    queue.push(...Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }));
  }
  return [...seen];
}

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bench-floor", private: true }, null, 2),
  "package-lock.json": JSON.stringify(
    { name: "bench-floor", lockfileVersion: 3, requires: true, packages: {} },
    null,
    2,
  ),
  "next.config.mjs":
    "import { dirname } from 'node:path';\nimport { fileURLToPath } from 'node:url';\n\nexport default { poweredByHeader: false, turbopack: { root: dirname(fileURLToPath(import.meta.url)) } };\n",
  "app/layout.js": `export const metadata = { title: "floor" };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.js": `export default function Page() {
  return <main><h1>Floor</h1><p>A bare Next page: the framework's own JavaScript.</p></main>;
}
`,
};

/** Module-script sources of an HTML page (the `nomodule` polyfills are skipped: browsers that run modules never fetch them). */
export function moduleScriptSources(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*?\bsrc=(?:"([^"]+)"|'([^']+)')[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(match[0])) continue;
    const src = (match[1] ?? match[2] ?? "").replace(/&amp;/g, "&");
    if (!out.includes(src)) out.push(src);
  }
  return out;
}

export const contentHash = (buffer: Buffer): string =>
  createHash("sha256").update(buffer).digest("hex").slice(0, 16);

/** Builds the floor app if its cached build is missing or of other versions; returns its measurement. */
type ScriptFile = { path: string; bytes: number; gzipBytes: number; hash: string };
type FloorBuild = { htmlBytes: number; scripts: number; gzipBytes: number; files: ScriptFile[] };
/** The floor's measurement, kept in .data/bench-floor/floor.json. */
export type Floor = FloorBuild & { versions: Versions; builtAt: string };
type Log = (message: string) => void;

export async function ensureFloor({
  rebuild = false,
  log = () => {},
}: { rebuild?: boolean; log?: Log } = {}): Promise<Floor> {
  const versions = frameworkVersions();
  const resultFile = join(FLOOR_DIR, "floor.json");
  if (!rebuild && existsSync(resultFile)) {
    const cached: Floor = JSON.parse(await readFile(resultFile, "utf8"));
    if (
      JSON.stringify(cached.versions) === JSON.stringify(versions) &&
      existsSync(join(FLOOR_DIR, ".next/BUILD_ID"))
    )
      return cached;
  }
  log(
    `building the framework floor (bare Next ${versions.next}, React ${versions.react}) in ${FLOOR_DIR}`,
  );
  await rm(FLOOR_DIR, { recursive: true, force: true });
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(join(FLOOR_DIR, path, ".."), { recursive: true });
    await writeFile(join(FLOOR_DIR, path), text);
  }
  for (const name of frameworkPackages()) {
    await mkdir(join(FLOOR_DIR, "node_modules", name, ".."), { recursive: true });
    const copy = spawnSync("cp", [
      "-al",
      resolve("node_modules", name),
      join(FLOOR_DIR, "node_modules", name),
    ]);
    if (copy.status !== 0)
      await cp(resolve("node_modules", name), join(FLOOR_DIR, "node_modules", name), {
        recursive: true,
      });
  }
  const build = spawnSync(
    process.execPath,
    [join(FLOOR_DIR, "node_modules/next/dist/bin/next"), "build"],
    {
      cwd: FLOOR_DIR,
      stdio: ["ignore", process.stderr, process.stderr],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    },
  );
  if (build.status !== 0)
    throw new Error(`the floor's next build failed (${build.signal ?? build.status})`);
  const measured: Floor = {
    versions,
    builtAt: new Date().toISOString(),
    ...(await measureFloorBuild()),
  };
  await writeFile(resultFile, `${JSON.stringify(measured, null, 2)}\n`);
  return measured;
}

/** The floor page's module scripts, read from its prerendered HTML and the build's static files. */
async function measureFloorBuild(): Promise<FloorBuild> {
  const html = await readFile(join(FLOOR_DIR, ".next/server/app/index.html"), "utf8");
  const files: ScriptFile[] = [];
  for (const src of moduleScriptSources(html)) {
    if (!src.startsWith("/_next/static/")) continue;
    const body = await readFile(
      join(
        FLOOR_DIR,
        ".next/static",
        decodeURIComponent(src.slice("/_next/static/".length).split("?")[0] ?? ""),
      ),
    );
    files.push({
      path: src,
      bytes: body.length,
      gzipBytes: gzipSync(body).length,
      hash: contentHash(body),
    });
  }
  const gzipBytes = files.reduce((s, f) => s + f.gzipBytes, 0);
  return { htmlBytes: Buffer.byteLength(html), scripts: files.length, gzipBytes, files };
}

/** Serves the floor's build (`next start`) on `port` for Lighthouse and throughput; returns a stop function. */
export async function startFloor(
  port: number,
  { log = () => {} }: { log?: Log } = {},
): Promise<() => Promise<void>> {
  const child = spawn(
    process.execPath,
    [
      join(FLOOR_DIR, "node_modules/next/dist/bin/next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: FLOOR_DIR,
      detached: true,
      stdio: "ignore",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  const stop = async (): Promise<void> => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  if (await isUpWithin(`http://127.0.0.1:${port}/`, { seconds: 60, child, intervalMs: 300 })) {
    log(`the floor serves on http://127.0.0.1:${port}/`);
    return stop;
  }
  await stop();
  throw new Error(`the floor did not answer on port ${port} within 60 s`);
}
