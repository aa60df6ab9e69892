import { isPublicHostName, publicDomain } from "@/lib/commerce/platform/domains";

// Spec §3 Platform `domains`: canonical URLs and links in mails use the first real host name.
describe("publicDomain: the brand's first real host name", () => {
  it.each([
    [["localhost", "127.0.0.1", "tripfun.example"], "tripfun.example"],
    [["10.0.0.8", "shop.example.com"], "shop.example.com"],
    [["[::1]", "::1", "a.example"], "a.example"],
    [["localhost"], "localhost"],
    [[], "localhost"],
  ])("%p → %p", (domains, expected) => {
    expect(publicDomain(domains)).toBe(expected);
  });

  it.each([
    ["tripfun.example", true],
    ["192.168.1.10", false],
    ["localhost", false],
    ["::1", false],
  ])("isPublicHostName(%p) = %p", (host, expected) => {
    expect(isPublicHostName(host)).toBe(expected);
  });
});
