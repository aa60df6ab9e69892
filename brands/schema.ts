import { z } from "zod";
import { CURRENCIES } from "../lib/commerce/pricing/currencies";
import { LOCALES } from "../lib/commerce/platform/locales";
import { BRAND_SLUGS, type Brand, type BrandSlug } from "./types";

// brands/brands.json is data both programs read: the storefront (themes, contact, terms, login
// ways) and the reference upstream's seed (its platform rows). Checked here once at load, so a
// typo in the file stops the process at start instead of showing up on a page.
const perLocale = z.object(
  Object.fromEntries(LOCALES.map((l) => [l.code, z.string().min(1)])) as Record<
    Brand["mainLanguage"],
    z.ZodString
  >,
);
const colour = z.string().regex(/^#[0-9a-f]{6}$/i);

const brandSchema = z
  .object({
    slug: z.enum(BRAND_SLUGS),
    name: z.string().min(1),
    tagline: perLocale,
    theme: z.object({
      primary: colour,
      primaryContrast: colour,
      accent: colour,
      background: colour,
      surface: colour,
      text: colour,
      muted: colour,
      border: colour,
      headerBg: colour,
      headerText: colour,
      footerBg: colour,
      footerText: colour,
      radius: z.string().min(1),
      fontStack: z.string().min(1),
    }),
    logo: z.string().startsWith("/brands/"),
    domains: z.array(z.string().min(1)).min(1),
    mainCurrency: z.enum(
      CURRENCIES.map((c) => c.code) as [Brand["mainCurrency"], ...Brand["mainCurrency"][]],
    ),
    mainLanguage: z.enum(
      LOCALES.map((l) => l.code) as [Brand["mainLanguage"], ...Brand["mainLanguage"][]],
    ),
    contact: z.object({
      phone: z.string().min(1),
      email: z.email(),
      wechat: z.string().optional(),
      whatsapp: z.string().optional(),
      line: z.string().optional(),
    }),
    terms: z.object({ terms: z.url(), privacy: z.url(), cookies: z.url() }),
    cardLogos: z.array(
      z.enum(["visa", "mastercard", "amex", "jcb", "unionpay", "alipay", "wechatpay", "paypal"]),
    ),
    clubRequired: z.boolean(),
    homeLayout: z.union([z.literal(1), z.literal(2)]),
    footer: z.enum(["normal", "map"]),
    office: z.object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      address: perLocale,
    }),
    loginWays: z.array(z.enum(["guest", "google", "email", "phone"])).min(1),
    unionSignIn: z.boolean(),
  })
  .strict();

/** Every brand of BRAND_SLUGS, each under its own slug. */
export function parseBrands(data: unknown): Record<BrandSlug, Brand> {
  const parsed = z.record(z.enum(BRAND_SLUGS), brandSchema).parse(data);
  for (const slug of BRAND_SLUGS) {
    if (parsed[slug]?.slug !== slug)
      throw new Error(`brands/brands.json: "${slug}" is missing or carries another slug`);
  }
  return parsed as Record<BrandSlug, Brand>;
}
