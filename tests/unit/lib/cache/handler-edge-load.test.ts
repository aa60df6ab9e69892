/** @jest-environment node */
/**
 * Next bundles the cache handler (lib/cache/page-cache-handler.cjs) into the edge middleware too,
 * where Node's own modules, ioredis and the Redis cache package cannot load: a top-level require of
 * any of them fails the middleware's whole bundle, so every page answers 500 (it happened with
 * `node:fs`). What the handler and the files it loads at the top require outside any function may
 * only be our own files and Next's (which brings its own edge versions); the rest is required
 * inside the functions that run when Next constructs a handler, which the edge never does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const ROOT = join(__dirname, "../../../..");

/** The modules a CommonJS file requires outside any function. */
function topLevelRequires(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(ROOT, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node, inFunction: boolean) => {
    const isCall =
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "require";
    if (isCall && !inFunction) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) found.push(arg.text);
    }
    const entersFunction =
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isConstructorDeclaration(node);
    node.forEachChild((child) => visit(child, inFunction || entersFunction));
  };
  visit(source, false);
  return found;
}

/** the handler and, through its relative top-level requires, every file of ours it loads at once */
function loadedAtTheTop(entry: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    const requires = topLevelRequires(file);
    files.set(file, requires);
    for (const r of requires) if (r.startsWith(".")) queue.push(join(file, "..", r));
  }
  return files;
}

describe("the cache handler in the edge middleware's bundle", () => {
  const files = loadedAtTheTop("lib/cache/page-cache-handler.cjs");

  it("reads the files it loads at the top (the test sees them)", () => {
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        "lib/cache/page-cache-handler.cjs",
        "lib/cache/page-cache-policy.cjs",
        "lib/cache/shared-cache-settings.cjs",
      ]),
    );
    expect(files.get("lib/cache/page-cache-handler.cjs")).toContain(
      "next/dist/server/lib/incremental-cache/file-system-cache.js",
    );
  });

  it("requires only our own files and Next's outside its functions", () => {
    const elsewhere = [...files].flatMap(([file, requires]) =>
      requires
        .filter((r) => !r.startsWith(".") && !r.startsWith("next/"))
        .map((r) => `${file}: ${r}`),
    );
    expect(elsewhere).toEqual([]);
  });
});
