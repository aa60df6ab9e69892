import type { Currency } from "../lib/commerce/pricing/currencies";
import type { Locale } from "../lib/commerce/platform/locales";

export const BRAND_SLUGS = ["default", "www", "jk-club", "kraft", "rutwa", "vistara"] as const;
export type BrandSlug = (typeof BRAND_SLUGS)[number];

type CardLogo =
  "visa" | "mastercard" | "amex" | "jcb" | "unionpay" | "alipay" | "wechatpay" | "paypal";
export type LoginWay = "guest" | "google" | "email" | "phone";

/** Theme tokens, emitted as CSS variables and mapped into Tailwind's theme (app/globals.css). */
export type BrandTheme = {
  primary: string;
  primaryContrast: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  headerBg: string;
  headerText: string;
  footerBg: string;
  footerText: string;
  radius: string;
  fontStack: string;
};

export type Brand = {
  slug: BrandSlug;
  name: string;
  tagline: Record<Locale, string>;
  theme: BrandTheme;
  /** served from public/brands/ */
  logo: string;
  domains: readonly string[];
  mainCurrency: Currency;
  mainLanguage: Locale;
  contact: {
    phone: string;
    email: string;
    wechat?: string;
    whatsapp?: string;
    line?: string;
  };
  terms: { terms: string; privacy: string; cookies: string };
  cardLogos: readonly CardLogo[];
  /** spec §1: true for exactly one brand; its effect is not shown */
  clubRequired: boolean;
  /** spec §2 Home: style variant; variant 2 caps themed product rows at 8 */
  homeLayout: 1 | 2;
  footer: "normal" | "map";
  /** coordinates of the brand's office, for the map footer */
  office: { lat: number; lng: number; address: Record<Locale, string> };
  loginWays: readonly LoginWay[];
  /** union sign-in (partner apps): login-required routes go to /auth/platform-warning */
  unionSignIn: boolean;
};
