import { MAX_PATH_LENGTH, rejectRequestTarget } from "@/lib/http/request-target";

// A path Next cannot decode answers 400 from us, not 500 from Next's router.
describe("request targets Next cannot route", () => {
  it.each([
    ["/%", 400],
    ["/%zz", 400],
    ["/product/%E0%A4%A/x", 400], // truncated UTF-8
    ["/%C0%AF", 400], // overlong "/"
    ["/%ED%A0%80", 400], // lone surrogate
    ["/%FF", 400],
    ["/category/%00", 400], // NUL
    ["/a%0d%0aSet-Cookie:x", 400],
    ["/%1b%5B31m", 400],
    ["/%7f", 400],
    ["*", 400],
    ["http://evil.example/", 400],
    ["", 400],
    ["/" + "a".repeat(MAX_PATH_LENGTH), 414],
  ])("%j → %i", (target, status) => {
    expect(rejectRequestTarget(target)).toBe(status);
  });

  it.each([
    "/",
    "/product/1000/hong-kong-highlights-small-group-day-tour",
    "/%E4%B8%AD",
    "/%2525", // double encoding decodes once to "%25": a valid path, the app's to judge
    "/..%2F..%2Fetc%2Fpasswd",
    "/products?keyword=%zz&x=%00", // queries are the app's: Next reads them leniently
    "/products?" + "a".repeat(10_000),
    "/a#%zz",
  ])("%j is left to the app", (target) => {
    expect(rejectRequestTarget(target)).toBeNull();
  });
});
