// A brand's public domain (spec §3 Platform `domains`): the first one that is a real host name,
// never localhost or an IP address, for canonical URLs, sitemaps, JSON-LD and links in mails.

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function isPublicHostName(host: string): boolean {
  return host.includes(".") && !IPV4.test(host) && !host.includes(":") && !host.startsWith("[");
}

/** The brand's public domain, or its first domain (or localhost) when it has no public one. */
export function publicDomain(domains: readonly string[]): string {
  return domains.find(isPublicHostName) ?? domains[0] ?? "localhost";
}
