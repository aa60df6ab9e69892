// `.env.example` is the one list of every variable the shop reads (docs/configuration.md): each key
// of the storefront's and the upstream's environment schemas, and what the launcher reads. This
// reads those sources, not a copy of their names, so a variable added to a schema without a line in
// `.env.example` fails here, and so does a line left behind once nothing reads it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(__dirname, "../..");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** The keys of a file's `const schema = z.object({ … });`: its properties at the first indent. */
function schemaKeys(source: string): string[] {
  const start = source.search(/^const schema = z\.object\(\{$/m);
  if (start < 0) return [];
  const body = source.slice(start, source.indexOf("\n});", start));
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

/** Variables a script reads: `process.env.NAME`, or `env.NAME` on its copy of the environment. */
function readNames(source: string): string[] {
  return [...source.matchAll(/\b(?:process\.)?env\.([A-Z][A-Z0-9_]*)\b/g)].map((m) => m[1]!);
}

/** The variables `.env.example` lists: `NAME=…` lines, commented out or not. */
function listedNames(example: string): string[] {
  return [...example.matchAll(/^#?[ \t]*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

/** Node's and Next's own variables: set by the platform, not by whoever deploys the shop. */
const PLATFORM = new Set(["NODE_ENV", "NEXT_PHASE", "NEXT_RUNTIME", "NEXT_TELEMETRY_DISABLED"]);

// the launcher (`npm start`) and the shop's own server, whatever language they are written in
const LAUNCHER = readdirSync(join(ROOT, "scripts")).filter((name) =>
  /^(shop|shop-server)\.(mjs|ts|mts)$/.test(name),
);

const storefront = schemaKeys(read("lib/env.ts"));
const upstream = schemaKeys(read("upstream/env.ts"));
const launcher = LAUNCHER.flatMap((name) => readNames(read(join("scripts", name)))).filter(
  (name) => !PLATFORM.has(name),
);
const listed = listedNames(read(".env.example"));

describe(".env.example lists exactly what the shop reads", () => {
  it("finds the schemas and the launcher it checks against", () => {
    expect(storefront.length).toBeGreaterThan(20);
    expect(upstream.length).toBeGreaterThan(30);
    expect(storefront).toContain("SESSION_SECRET");
    expect(upstream).toContain("DATABASE_URL");
    expect(LAUNCHER.length).toBe(2);
    expect(launcher).toContain("PORT");
  });

  it("passes every key of the storefront's schema from process.env (lib/env.ts reads each by name)", () => {
    const passed = readNames(read("lib/env.ts")).filter((name) => !PLATFORM.has(name));
    expect([...new Set(passed)].sort()).toEqual([...storefront].sort());
  });

  it("lists every variable lib/env.ts, upstream/env.ts and the launcher read", () => {
    const missing = [...new Set([...storefront, ...upstream, ...launcher])].filter(
      (name) => !listed.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it("lists nothing that nothing reads, and each variable once", () => {
    const read = new Set([...storefront, ...upstream, ...launcher]);
    expect(listed.filter((name) => !read.has(name))).toEqual([]);
    expect(listed.filter((name, i) => listed.indexOf(name) !== i)).toEqual([]);
  });
});

describe("the readers of .env.example's check", () => {
  it("take a schema's keys at the first indent only", () => {
    const source = [
      "const other = z.object({",
      "  NOT_THIS: z.string(),",
      "});",
      "const schema = z.object({",
      "  /** a comment: NOT_A_KEY: no */",
      "  FIRST: z.string(),",
      "  SECOND: z",
      "    .object({",
      "      NESTED: z.string(),",
      "    })",
      "    .optional(),",
      "});",
    ].join("\n");
    expect(schemaKeys(source)).toEqual(["FIRST", "SECOND"]);
  });

  it("read commented and uncommented lines, never prose", () => {
    const example =
      "# A note: SEE=docs\n# PORT=3000\nSHOP_STAGE=production\n#   REDIS_URL=redis://x\n";
    expect(listedNames(example)).toEqual(["PORT", "SHOP_STAGE", "REDIS_URL"]);
  });
});
