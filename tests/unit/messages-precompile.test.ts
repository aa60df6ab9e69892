/** @jest-environment node */
import compile from "icu-minify/compile";
import en from "@/messages/en.json";
import zhHans from "@/messages/zh-hans.json";
import zhHant from "@/messages/zh-hant.json";

// next.config.mjs precompiles the messages at build time (next-intl `precompile`): what
// code gets from getMessages()/loadMessages() is the compiled form. t() formats it; code that
// reads a message without t() (below) only stays right while that message compiles to itself.

type Tree = { [key: string]: string | Tree };
const LOCALES = { en, "zh-hans": zhHans, "zh-hant": zhHant } as Record<string, Tree>;

/** Every message read straight from the messages object instead of through t(). */
const READ_RAW: { path: string; by: string }[] = [
  { path: "upgrading.title", by: "app/[brand]/[locale]/[currency]/upgrading/route.ts" },
  { path: "upgrading.body", by: "app/[brand]/[locale]/[currency]/upgrading/route.ts" },
  { path: "upgrading.retry", by: "app/[brand]/[locale]/[currency]/upgrading/route.ts" },
  { path: "titles.upgrading", by: "app/[brand]/[locale]/[currency]/upgrading/route.ts" },
  { path: "payment.method.*", by: "components/order/order-detail-screen.tsx" },
  { path: "questions.title", by: "components/product/product-details.tsx" },
];

function at(tree: Tree, path: string): [string, string][] {
  const parts = path.split(".");
  let node: string | Tree | undefined = tree;
  for (const part of parts.slice(0, -1)) node = typeof node === "object" ? node[part] : undefined;
  const last = parts.at(-1)!;
  if (typeof node !== "object") return [];
  if (last === "*")
    return Object.entries(node).map(([k, v]) => [
      `${parts.slice(0, -1).join(".")}.${k}`,
      String(v),
    ]);
  return [[path, String(node[last])]];
}

function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[prefix + key, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}

describe("precompiled messages (next.config.mjs)", () => {
  it.each(Object.keys(LOCALES))("every %s message compiles", (locale) => {
    for (const [, message] of flatten(LOCALES[locale]!)) {
      expect(() => compile(message)).not.toThrow();
    }
  });

  it.each(Object.keys(LOCALES))(
    "the %s messages read without t() compile to the same plain string",
    (locale) => {
      for (const { path, by } of READ_RAW) {
        const entries = at(LOCALES[locale]!, path);
        expect(entries.length).toBeGreaterThan(0);
        for (const [key, message] of entries)
          expect({ key, by, compiled: compile(message) }).toEqual({ key, by, compiled: message });
      }
    },
  );
});
