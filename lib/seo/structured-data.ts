import type {
  BreadcrumbList,
  Event,
  FAQPage,
  ItemList,
  Offer,
  Organization,
  Place,
  SearchAction,
  TouristTrip,
  WebSite,
  WithActionConstraints,
  WithContext,
} from "schema-dts";
import { shopIsoDateTime } from "../commerce/time/shop-time";
import { LIST_TEXT_MAX } from "../commerce/catalogue/list-query";
import type { Locale } from "../commerce/platform/locales";
import { localisedUrl } from "./url";
import {
  PRODUCT_TYPE,
  STOCK_TYPE,
  type ProductType,
  type StockType,
} from "../commerce/catalogue/product-types";

// schema.org JSON-LD of every page type, typed with schema-dts (a property schema.org does not
// define, or a value of the wrong type, is a compile error). Pure: the pages pass what they read.
// Which product is described as what: docs/decisions/structured-data.md.

const CONTEXT = "https://schema.org" as const;

/** What the builders need of a brand (brands/types Brand). */
export type LdBrand = {
  name: string;
  logo: string;
  contact: { phone: string; email: string };
};

/** The brand as the organiser of events and the site's publisher. */
function brandOrganization(brand: LdBrand, origin: string) {
  return {
    "@type": "Organization",
    name: brand.name,
    url: `${origin}/`,
    logo: new URL(brand.logo, origin).toString(),
  } satisfies Organization;
}

/** Home: the brand, with its logo and customer service contact. */
export function organizationLd(brand: LdBrand, origin: string): WithContext<Organization> {
  return {
    "@context": CONTEXT,
    ...brandOrganization(brand, origin),
    contactPoint: [
      {
        "@type": "ContactPoint",
        telephone: brand.contact.phone,
        email: brand.contact.email,
        contactType: "customer service",
      },
    ],
  };
}

/** The placeholder of the sitelinks search box's URL template. */
const SEARCH_TERM = "search_term_string";

/**
 * Home: the site, with a SearchAction whose target is our real search (/products?keyword=, the
 * header's search form), in the page's locale.
 */
export function webSiteLd(brand: LdBrand, origin: string, locale: Locale): WithContext<WebSite> {
  // the template's braces must stay literal: URLSearchParams would encode them
  const target = `${origin}/products?keyword={${SEARCH_TERM}}&locale=${locale}`;
  const action: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: target },
    "query-input": {
      "@type": "PropertyValueSpecification",
      valueRequired: true,
      valueMaxLength: LIST_TEXT_MAX,
      valueName: SEARCH_TERM,
    },
  };
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: brand.name,
    url: localisedUrl(origin, "/", locale),
    inLanguage: locale === "en" ? "en" : locale === "zh-hans" ? "zh-Hans" : "zh-Hant",
    publisher: brandOrganization(brand, origin),
    potentialAction: action,
  };
}

export function breadcrumbLd(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * A list, search or flash-sale page: its products in the order shown, as a summary-page ItemList
 * (each entry the URL of its own page, where the full Product is described).
 */
export function itemListLd(
  name: string,
  items: { url: string; name: string }[],
): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: item.url,
      name: item.name,
    })),
  };
}

export function faqPageLd(
  url: string,
  entries: { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    url,
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}

/** Spec §3 product type and stock type: what decides the dated description. */
export type DatedKind = { product_type: ProductType; stock_type: StockType };

/**
 * docs/decisions/structured-data.md: a product with sessions (stock type 2: a show, a dinner
 * sitting, a cruise at a set time) is an Event; a trip booked by date without a set time (product
 * type 2, stock type 1: a day tour) is a TouristTrip; everything else is a Product only.
 */
export function datedLdType(kind: DatedKind): "Event" | "TouristTrip" | null {
  if (kind.stock_type === STOCK_TYPE.bySession) return "Event";
  if (kind.stock_type === STOCK_TYPE.byDate && kind.product_type === PRODUCT_TYPE.trip)
    return "TouristTrip";
  return null;
}

export type DatedLdInput = DatedKind & {
  title: string;
  description: string;
  images: string[];
  location: { address: string; lat: number; lng: number } | null;
  /** the next bookable date and session time (lib/commerce/booking/calendar nextOpening) */
  next: { date: string; time: string | null; price: number } | null;
  /** when the calendar was read: the offer is on sale from then */
  readAt: string;
  inStock: boolean;
};

const major = (minor: number) => (minor / 100).toFixed(2);

/** ISO 8601 in shop time (GMT+8), the zone the dates and sessions are sold in. */
export function shopDateTime(date: string, time: string): string {
  return shopIsoDateTime(date, time);
}

function placeOf(location: NonNullable<DatedLdInput["location"]>): Place {
  return {
    "@type": "Place",
    name: location.address,
    address: location.address,
    geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng },
  };
}

/**
 * The Event or TouristTrip of a dated product, or null when it has none: not a dated kind, nothing
 * bookable (no next date), or — for an Event — no place in the product's data (an Event needs a
 * location; none is made up).
 */
export function datedProductLd(
  p: DatedLdInput,
  ctx: { origin: string; url: string; currency: string; brand: LdBrand },
): WithContext<Event> | WithContext<TouristTrip> | null {
  const type = datedLdType(p);
  if (!type || !p.next) return null;
  const offer: Offer = {
    "@type": "Offer",
    url: ctx.url,
    price: major(p.next.price),
    priceCurrency: ctx.currency,
    availability: p.inStock ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    validFrom: p.readAt,
  };
  const image = p.images.map((i) => new URL(i, ctx.origin).toString());
  const organizer = brandOrganization(ctx.brand, ctx.origin);
  if (type === "Event") {
    if (!p.location) return null;
    return {
      "@context": CONTEXT,
      "@type": "Event",
      name: p.title,
      description: p.description,
      image,
      url: ctx.url,
      startDate: p.next.time ? shopDateTime(p.next.date, p.next.time) : p.next.date,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: placeOf(p.location),
      offers: offer,
      organizer,
    };
  }
  // no description or images: the page's Product (productLd) carries them, and Google has no
  // TouristTrip result to use them for; each copy is in the HTML and again in the RSC payload
  return {
    "@context": CONTEXT,
    "@type": "TouristTrip",
    name: p.title,
    url: ctx.url,
    ...(p.location ? { itinerary: placeOf(p.location) } : {}),
    offers: offer,
    provider: organizer,
  };
}
