// JavaScript, not TypeScript: eslint.config.mjs imports it while ESLint loads its config, in a
// plain `node` process without tsx's loader (docs/development.md).
// ESLint rule "walls/island-imports": a client island of the cached catalogue pages brings no zod.
// The islands' JavaScript is what a phone downloads and runs before the product, home and list
// pages answer a tap; zod is ~31 KB gzip of it, and the schemas (lib/commerce/**/*.schema.ts) are
// its only door in. See docs/decisions/lint-walls.md.
//
// The rule runs on the files the config gives it and acts on those marked "use client" (an island,
// or a client module an island imports). It follows the island's static value imports through
// every module they reach — not only the island's own lines — and reports the import that leads to
// zod, a package's zod entry (@hookform/resolvers/zod) or a *.schema module, with the chain. Type
// imports vanish at build time and are not followed; neither is `import()`, whose module is a chunk
// loaded on demand, outside the page's first JavaScript.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const BANNED_PACKAGE = /^zod(\/|$)|\/zod$/;
const SCHEMA = /\.schema\.(ts|tsx|js|mjs)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

/** Static value imports and re-exports of a source (type-only ones are erased). */
function valueImports(fileName, text) {
  const kind = fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const specs = [];
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specs.push(st.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      const named = st.exportClause;
      const onlyTypes =
        named &&
        ts.isNamedExports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specs.push(st.moduleSpecifier.text);
    }
  }
  return specs;
}

function resolve(root, spec, from) {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (base === null) return null;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile() && /\.(ts|tsx|js|mjs)$/.test(file)) return file;
  }
  return null;
}

// each module is read once per change (an editor's ESLint server lives across edits)
const importsOf = new Map();
function importsOfFile(file) {
  const mtime = statSync(file).mtimeMs;
  const known = importsOf.get(file);
  if (known && known.mtime === mtime) return known.specs;
  const specs = valueImports(file, readFileSync(file, "utf8"));
  importsOf.set(file, { mtime, specs });
  return specs;
}

/** The chain from `file` (exclusive) to what it must not reach, or null. */
function chainToZod(root, file, seen) {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const spec of importsOfFile(file)) {
    if (BANNED_PACKAGE.test(spec)) return [spec];
    const next = resolve(root, spec, file);
    if (!next) continue;
    const rel = path.relative(root, next);
    if (SCHEMA.test(next)) return [rel];
    const rest = chainToZod(root, next, seen);
    if (rest) return [rel, ...rest];
  }
  return null;
}

const isUseClient = (program) =>
  program.body.some((st) => st.type === "ExpressionStatement" && st.directive === "use client");

const islandImports = {
  meta: {
    type: "problem",
    docs: { description: "a client island of the catalogue pages reaches no zod" },
    schema: [{ type: "object", properties: { root: { type: "string" } }, required: ["root"] }],
    messages: {
      zod: "A catalogue island brings no zod to the page: {{chain}}. Take the rule from the pure file beside the schema (lib/commerce rules have no zod), import the schema as a type, or load it with import().",
    },
  },
  create(context) {
    const { root } = context.options[0];
    const file = context.filename;
    let island = false;
    const check = (node) => {
      if (!island || !node.source || node.importKind === "type" || node.exportKind === "type")
        return;
      if (
        node.type === "ImportDeclaration" &&
        node.specifiers.length > 0 &&
        node.specifiers.every((s) => s.type === "ImportSpecifier" && s.importKind === "type")
      )
        return;
      const spec = node.source.value;
      let chain = null;
      if (BANNED_PACKAGE.test(spec)) chain = [spec];
      else {
        const next = resolve(root, spec, file);
        if (next && SCHEMA.test(next)) chain = [path.relative(root, next)];
        else if (next) {
          const rest = chainToZod(root, next, new Set([file]));
          if (rest) chain = [path.relative(root, next), ...rest];
        }
      }
      if (chain)
        context.report({
          node,
          messageId: "zod",
          data: { chain: [spec, ...chain.slice(1)].join(" → ") },
        });
    };
    return {
      Program(program) {
        island = isUseClient(program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

const plugin = { rules: { "island-imports": islandImports } };
export default plugin;
