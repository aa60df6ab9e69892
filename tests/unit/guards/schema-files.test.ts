/** @jest-environment node */
// lib/commerce keeps its rules apart from its schemas: a rule file imports no zod (eslint.config.mjs,
// tests/unit/lint/walls.test.ts), and a *.schema.ts holds zod schemas only — every value it exports
// is a schema, or builds one — so a constant or a rule put there by mistake (a list of methods, a
// format check) cannot drag zod into the browser code that needs it.
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { z } from "zod";

const ROOT = join(__dirname, "../../..");
const COMMERCE = join(ROOT, "lib/commerce");

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? schemaFiles(join(dir, e.name))
      : e.name.endsWith(".schema.ts")
        ? [join(dir, e.name)]
        : [],
  );
}

/** The schema builders, each with arguments it builds a schema from. */
const BUILDERS: Record<string, unknown[]> = {
  page: [z.string()],
  successEnvelope: [z.string()],
  cleanText: [{ max: 10 }],
  checkoutFormSchema: [{ travellerCount: 1, needsAddress: false, other: [] }],
};

const files = schemaFiles(COMMERCE).map((f) => relative(ROOT, f));

describe("lib/commerce *.schema.ts files hold zod schemas only", () => {
  it("finds the schema files", () => expect(files.length).toBeGreaterThan(10));

  it.each(files)("%s", (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(join(ROOT, file)) as Record<string, unknown>;
    const strays = Object.entries(mod).flatMap(([name, value]) => {
      if (value instanceof z.ZodType) return [];
      const args = BUILDERS[name];
      if (typeof value === "function" && args && value(...args) instanceof z.ZodType) return [];
      return [name];
    });
    expect(strays).toEqual([]);
  });
});
