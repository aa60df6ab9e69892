/**
 * True once Next's client has booted on the page (it sets `window.next`); for
 * `page.waitForFunction`, which runs it in the page (so it is self-contained).
 */
export function nextClientBooted(): boolean {
  const next: unknown = Reflect.get(window, "next");
  return typeof next === "object" && next !== null && "version" in next && Boolean(next.version);
}
