// Marketing's short links. `ops short-link create` makes one for a page of our own or a
// product, with its campaign parameters; /t/{code} resolves it (config.shortUrl) and counts an
// open per UTC day (recordClick); `ops short-link stats` reads the days back.
import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { isPublicHostName, publicDomain } from "../../lib/commerce/platform/domains";
import {
  clickDay,
  ownLongUrl,
  productIdOf,
  randomShortCode,
  withUtm,
  type Utm,
} from "../../lib/commerce/platform/short-links";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { DomainError, notFound } from "./errors";
import { allPlatforms, type Platform } from "./platforms";

/** A collision among 62^10 codes is rare; five in a row means something else is wrong. */
const CODE_ATTEMPTS = 5;

export type NewShortLink = {
  /** an absolute URL or path on one of our brands' hosts, or a product id */
  target: string;
  /** the brand whose origin a path or product resolves on (default: the URL's brand, else the first) */
  brand?: string;
  utm?: Utm;
  expiresAt?: Date;
};

/** https://{public domain} of a brand (http for a development host such as localhost). */
function originOf(platform: Platform): string {
  const host = publicDomain(platform.domains);
  return `${isPublicHostName(host) ? "https" : "http"}://${host}`;
}

/** ops `short-link create`: a new link with a fresh random code; a foreign origin is refused (40030). */
export async function createShortLink(
  db: Db,
  input: NewShortLink,
  now: Date,
  newCode: () => string = randomShortCode,
) {
  const platforms = await allPlatforms(db);
  const named = input.brand ? platforms.find((p) => p.slug === input.brand) : undefined;
  if (input.brand && !named) throw notFound(`brand ${input.brand.slice(0, 40)}`);
  const fallback = named ?? platforms[0];
  if (!fallback) throw notFound("brand");

  let long: URL;
  let brand: Platform;
  const productId = productIdOf(input.target);
  if (productId !== null) {
    const [product] = await db
      .select({ id: s.products.id, seoSn: s.products.seoSn })
      .from(s.products)
      .where(eq(s.products.id, productId));
    if (!product) throw notFound(`product ${productId}`);
    brand = fallback;
    // the canonical product URL, so opening the link is one redirect, not two
    long = new URL(`/product/${product.id}/${encodeURIComponent(product.seoSn)}`, originOf(brand));
  } else {
    const own = ownLongUrl(
      input.target,
      platforms.flatMap((p) => p.domains),
      originOf(fallback),
    );
    if (!own) throw new DomainError(Codes.linkOffSite, "a short link must lead to our own origin");
    long = own;
    brand =
      named ?? platforms.find((p) => p.domains.includes(own.hostname.toLowerCase())) ?? fallback;
  }
  const longUrl = withUtm(long, input.utm ?? {}).toString();
  if (input.expiresAt && input.expiresAt <= now)
    throw new DomainError(Codes.badRequest, "expires_at must be in the future");

  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = newCode();
    // the primary key decides uniqueness, also against a concurrent create with the same code
    const [made] = await db
      .insert(s.shortUrls)
      .values({ code, longUrl, createdAt: now, expiresAt: input.expiresAt ?? null })
      .onConflictDoNothing({ target: s.shortUrls.code })
      .returning({ code: s.shortUrls.code });
    if (made)
      return {
        code,
        path: `/t/${code}`,
        url: `${originOf(brand)}/t/${code}`,
        long_url: longUrl,
        expires_at: input.expiresAt?.toISOString() ?? null,
      };
  }
  throw new Error(`no free short-link code after ${CODE_ATTEMPTS} attempts`);
}

/** A link that opens: known and not expired. */
const live = (code: string, now: Date) =>
  and(
    eq(s.shortUrls.code, code),
    or(isNull(s.shortUrls.expiresAt), gt(s.shortUrls.expiresAt, now)),
  );

/** Where a live link leads, or null (unknown or expired). */
export async function resolveShortLink(db: Db, code: string, now: Date) {
  const [row] = await db
    .select({ longUrl: s.shortUrls.longUrl })
    .from(s.shortUrls)
    .where(live(code, now));
  return row ? { long_url: row.longUrl } : null;
}

/**
 * Counts one open of a live link on today's (UTC) row: a single INSERT … SELECT … ON CONFLICT
 * DO UPDATE count = count + 1, so concurrent opens each add one (the row lock serialises them)
 * and an unknown or expired code adds nothing. True when it counted.
 */
export async function recordClick(db: Db, code: string, now: Date): Promise<boolean> {
  const counted = await db
    .insert(s.shortLinkClicks)
    .select(
      db
        .select({
          code: s.shortUrls.code,
          day: sql<string>`${clickDay(now)}::date`.as("day"),
          count: sql<number>`1`.as("count"),
        })
        .from(s.shortUrls)
        .where(live(code, now)),
    )
    .onConflictDoUpdate({
      target: [s.shortLinkClicks.code, s.shortLinkClicks.day],
      set: { count: sql`${s.shortLinkClicks.count} + 1` },
    })
    .returning({ count: s.shortLinkClicks.count });
  return counted.length > 0;
}

/** ops `short-link stats <code>`: the link and its opens per UTC day, oldest first. */
export async function shortLinkStats(db: Db, code: string) {
  const [link] = await db.select().from(s.shortUrls).where(eq(s.shortUrls.code, code));
  if (!link) throw notFound("short link");
  const days = await db
    .select({ day: s.shortLinkClicks.day, clicks: s.shortLinkClicks.count })
    .from(s.shortLinkClicks)
    .where(eq(s.shortLinkClicks.code, code))
    .orderBy(asc(s.shortLinkClicks.day));
  return {
    code: link.code,
    long_url: link.longUrl,
    created_at: link.createdAt.toISOString(),
    expires_at: link.expiresAt?.toISOString() ?? null,
    total: days.reduce((sum, d) => sum + d.clicks, 0),
    days,
  };
}
