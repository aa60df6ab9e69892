import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

// The app's half of the page-cache policy (the rules: lib/cache/page-cache-policy.cjs, asked by the
// cache handler before each write). A catalogue read that came back empty marks itself here, inside
// the read, so that the data cache stores it only over an entry of its own key.

const READ_MARKS = Symbol.for("storefront.cache.readMarks");
type ReadMark = { empty: boolean };
type Holder = typeof globalThis & { [READ_MARKS]?: AsyncLocalStorage<ReadMark> };

// one per process: the cache handler (loaded by Node) and the app bundles share it by this symbol
const readMarks: AsyncLocalStorage<ReadMark> = ((globalThis as Holder)[READ_MARKS] ??=
  new AsyncLocalStorage<ReadMark>());

/** Runs a cached read so that markReadEmpty inside it can keep its answer out of the cache. */
export function withReadMark<T>(read: () => Promise<T>): Promise<T> {
  return readMarks.run({ empty: false }, read);
}

/** The cached read under way answered nothing: store it only over an existing entry of its key. */
export function markReadEmpty(): void {
  const mark = readMarks.getStore();
  if (mark) mark.empty = true;
}
