import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// What a module reaches through its static imports (the guards on the catalogue pages'
// first JavaScript): code loaded on demand (`import()`) is not followed.

const ROOT = resolve(__dirname, "../../..");

/** Value imports and re-exports of a module (`import type` / `export type` are erased). */
function staticImports(source: string): string[] {
  const specs: string[] = [];
  const statement =
    /^\s*(import|export)\s+(type\s+)?([^;"']*?)\s+from\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;
  for (const m of source.matchAll(statement)) {
    if (m[5]) specs.push(m[5]);
    else if (!m[2] && m[4]) specs.push(m[4]);
  }
  return specs;
}

function resolveLocal(spec: string, from: string): string | null {
  const base = spec.startsWith("@/")
    ? join(ROOT, spec.slice(2))
    : spec.startsWith(".")
      ? resolve(dirname(from), spec)
      : null;
  if (base === null) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** The chain of files from `entry` to an import of a package that `banned` picks, or null. */
export function pathToPackage(entry: string, banned: (spec: string) => boolean): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, "utf8"))) {
      if (banned(spec)) return [...chain, relative(ROOT, file)];
      const next = resolveLocal(spec, file);
      if (next) {
        const found = walk(next, [...chain, relative(ROOT, file)]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(join(ROOT, entry), []);
}
