/** @jest-environment node */
import { markReadEmpty, withReadMark } from "@/lib/cache/read-marks";
import { NO_STORE_MARK, SHARED_VARY } from "@/lib/cache/page-cache-policy.cjs";
import { admitEntry, nextForm } from "@/serverless/admission";

// The serverless host's page cache asks the Node page cache's admission rule, shown OpenNext's
// form of each entry in Next's shape (serverless/admission.ts, docs/decisions/serverless-target.md).

const appEntry = (status: number, html = "<p>x</p>", headers?: Record<string, string>) => ({
  type: "app",
  html,
  rsc: "0:[]",
  meta: { status, headers },
  revalidate: 300,
});
const never = async () => {
  throw new Error("not asked");
};

describe("serverless page-cache admission", () => {
  it.each([
    [200, true],
    [404, false], // unknown id, unknown list key
    [308, false],
    [500, false],
  ])("an app page answered %s is stored: %s", async (status, stored) => {
    expect(await admitEntry(appEntry(status), "cache", never)).toBe(stored);
  });

  it("does not store a page whose HTML carries the no-store mark", async () => {
    expect(await admitEntry(appEntry(200, `<head>${NO_STORE_MARK}</head>`), "cache", never)).toBe(
      false,
    );
  });

  it("gives a stored page the Vary its answers vary by, in OpenNext's form", async () => {
    const entry = appEntry(200, "<p>x</p>", { "x-next-cache-tags": "product:1" });
    expect(await admitEntry(entry, "cache", never)).toBe(true);
    expect(entry.meta.headers).toEqual({ "x-next-cache-tags": "product:1", vary: SHARED_VARY });
  });

  it("reads OpenNext's route and page entries as Next's kinds", () => {
    expect(nextForm({ type: "route", meta: { status: 404 } }, "cache")).toMatchObject({
      kind: "APP_ROUTE",
      status: 404,
    });
    expect(nextForm({ type: "page", html: "<p/>" }, "cache")).toMatchObject({ kind: "PAGES" });
    const redirect = { type: "redirect", props: {} };
    expect(nextForm(redirect, "cache")).toBe(redirect);
  });

  it("stores an empty catalogue read only over an entry of its own key", async () => {
    const fetchEntry = {
      kind: "FETCH",
      data: { body: "[]", headers: {}, url: "u" },
      revalidate: 300,
    };
    const emptyOver = (held: boolean) =>
      withReadMark(async () => {
        markReadEmpty();
        return admitEntry(fetchEntry, "fetch", async () => held);
      });
    expect(await emptyOver(false)).toBe(false);
    expect(await emptyOver(true)).toBe(true);
    expect(await withReadMark(() => admitEntry(fetchEntry, "fetch", never))).toBe(true);
  });
});
