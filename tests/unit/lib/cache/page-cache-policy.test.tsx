/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { DoNotStorePage } from "@/lib/cache/do-not-store";
import { markReadEmpty, withReadMark } from "@/lib/cache/read-marks";
import { admit, NO_STORE_MARK, SHARED_VARY } from "@/lib/cache/page-cache-policy.cjs";

// Strangers cannot grow the page cache: what the cache handler may store
// (lib/cache/page-cache-policy.cjs, decided from the entry alone, the same wherever Node runs it).

const page = (status?: number, html = "<p>x</p>") => ({
  kind: "APP_PAGE",
  status,
  html,
  headers: {} as Record<string, unknown>,
});
const never = async () => {
  throw new Error("not asked");
};

describe("page cache policy", () => {
  it.each([
    [200, true],
    [undefined, true],
    [404, false], // unknown id, unknown list key
    [308, false], // another spelling of a product's URL
    [307, false],
    [500, false],
  ])("a page answered %s is stored: %s", async (status, stored) => {
    expect(await admit(page(status), never)).toBe(stored);
  });

  it("does not store a page whose HTML carries the no-store mark (an empty list), as React renders it", async () => {
    const mark = renderToStaticMarkup(<DoNotStorePage />);
    expect(mark).toBe(NO_STORE_MARK);
    expect(await admit(page(200, `<html><head>${mark}</head><body>…</body></html>`), never)).toBe(
      false,
    );
    expect(await admit(page(200, "<html><body>a list</body></html>"), never)).toBe(true);
  });

  it("keeps what a stored page's answers vary by with the entry (Next replays an entry's headers)", async () => {
    const entry = page(200);
    await admit(entry, never);
    expect(entry.headers.vary).toBe(SHARED_VARY);
    expect(SHARED_VARY).toBe("Accept-Language, Cookie, X-Forwarded-Host");
  });

  it("stores an empty catalogue read only over an entry of its own key", async () => {
    const data = { kind: "FETCH", data: { body: "{}" } };
    const exists = jest.fn(async () => false);
    expect(await withReadMark(async () => admit(data, exists))).toBe(true);
    expect(exists).not.toHaveBeenCalled();
    expect(await withReadMark(async () => (markReadEmpty(), admit(data, exists)))).toBe(false);
    expect(await withReadMark(async () => (markReadEmpty(), admit(data, async () => true)))).toBe(
      true,
    );
    // outside a marked read (another cached function) nothing changes
    expect(await admit(data, exists)).toBe(true);
  });
});
