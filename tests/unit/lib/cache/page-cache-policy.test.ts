/** @jest-environment node */
import { createHash } from "node:crypto";
import {
  doNotStoreThisPage,
  markReadEmpty,
  pageCachePolicy,
  scriptHashes,
  withReadMark,
} from "@/lib/cache/page-cache-policy";
import { CSP_HASHES_HEADER } from "@/lib/http/csp";
import { requestScopes } from "@/lib/upstream/request-scope";

// Issue 10: strangers cannot grow the page cache. What the cache handler may store.

const page = (status?: number, html = "<p>x</p>") => ({
  kind: "APP_PAGE",
  status,
  html,
  headers: {} as Record<string, unknown>,
});
const never = async () => {
  throw new Error("not asked");
};
const inRequest = <T>(fn: () => Promise<T>) => requestScopes.run({ startedAt: Date.now() }, fn);

describe("page cache policy", () => {
  it.each([
    [200, true],
    [undefined, true],
    [404, false], // unknown id, unknown list key
    [308, false], // wrong slug, another spelling of an id
    [307, false],
    [500, false],
  ])("a page answered %s is stored: %s", async (status, stored) => {
    expect(await pageCachePolicy.admit(page(status), never)).toBe(stored);
  });

  it("does not store a page that asked not to be (an empty list)", async () => {
    expect(
      await inRequest(async () => (doNotStoreThisPage(), pageCachePolicy.admit(page(200), never))),
    ).toBe(false);
    expect(await inRequest(() => pageCachePolicy.admit(page(200), never))).toBe(true);
  });

  it("records the hashes of a stored page's inline scripts in its headers", async () => {
    const entry = page(
      200,
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script>b()</script>',
    );
    await pageCachePolicy.admit(entry, never);
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(entry.headers[CSP_HASHES_HEADER]).toBe(`${sha("a()")} ${sha("b()")}`);
  });

  it("hashes UTF-8 the way browsers do, once per distinct script", () => {
    expect(scriptHashes("<script>x('中')</script><script>x('中')</script>")).toBe(
      `'sha256-${createHash("sha256").update(Buffer.from("x('中')", "utf8")).digest("base64")}'`,
    );
    expect(scriptHashes("<p>no scripts</p>")).toBe("");
  });

  it("stores an empty catalogue read only over an entry of its own key", async () => {
    const data = { kind: "FETCH", data: { body: "{}" } };
    const exists = jest.fn(async () => false);
    expect(await withReadMark(async () => pageCachePolicy.admit(data, exists))).toBe(true);
    expect(exists).not.toHaveBeenCalled();
    expect(
      await withReadMark(async () => (markReadEmpty(), pageCachePolicy.admit(data, exists))),
    ).toBe(false);
    expect(
      await withReadMark(
        async () => (markReadEmpty(), pageCachePolicy.admit(data, async () => true)),
      ),
    ).toBe(true);
    // outside a marked read (another cached function) nothing changes
    expect(await pageCachePolicy.admit(data, exists)).toBe(true);
  });
});
