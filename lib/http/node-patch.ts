import "server-only";

/**
 * Replaces `target[key]` (a method of one of Node's own prototypes) with `replacement` and
 * returns what undoes it. Node's core modules are one per process — a test runner that runs
 * several test files in one process shares them too — so whatever patches them must be able to
 * put the original back. The undo restores only while the patch is still in place: a later
 * patch on top keeps working.
 */
export function patchMethod<T extends object, K extends keyof T>(
  target: T,
  key: K,
  replacement: T[K],
): () => void {
  // an inherited method (http.Server's emit is EventEmitter's) gets an own property: undo deletes it
  const own = Object.getOwnPropertyDescriptor(target, key);
  target[key] = replacement;
  return () => {
    if (target[key] !== replacement) return;
    if (own) Object.defineProperty(target, key, own);
    else delete target[key];
  };
}

/** Runs `install` once per process (a flag on globalThis) and hands every caller the same undo. */
export function installOnce(flag: symbol, install: () => Array<() => void>): () => void {
  const flags = globalThis as Record<symbol, (() => void) | undefined>;
  const installed = flags[flag];
  if (installed) return installed;
  const undos = install();
  const uninstall = () => {
    for (const undo of undos.reverse()) undo();
    delete flags[flag];
  };
  flags[flag] = uninstall;
  return uninstall;
}
