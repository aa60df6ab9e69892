import { expect, test, type APIRequestContext } from "@playwright/test";
import Validator, { type ValidationIssue } from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";

// The structured data of every page type, in the three locales, as the production build
// serves it, checked by @adobe/structured-data-validator — a maintained validator that applies
// Google's rich-result rules per type (Product, Offer, AggregateOffer, AggregateRating,
// BreadcrumbList, ListItem, Organization …), fed by @marbec/web-auto-extractor (the extractor its
// README names, which reads JSON-LD, microdata and RDFa out of the HTML and flags JSON it cannot
// parse). Why this one: docs/decisions/structured-data.md. The schema.org vocabulary check it can
// add needs schema.org's vocabulary file, which this machine cannot download; property names and
// value types are checked at compile time instead (lib/seo/structured-data, typed with schema-dts).
// Types the validator has no rules for (Event, TouristTrip, WebSite, FAQPage, ItemList's summary
// form) get Google's required properties checked below.

const LOCALES = ["en", "zh-hans", "zh-hant"] as const;

// Seed ids (upstream/seed: 1000 + city × 20 + kind): product type × stock type
const PAGES: { name: string; path: string; types: string[] }[] = [
  { name: "home", path: "/", types: ["Organization", "WebSite"] },
  { name: "list", path: "/products", types: ["ItemList"] },
  { name: "category list", path: "/category/1", types: ["BreadcrumbList", "ItemList"] },
  { name: "search", path: "/products?keyword=tour", types: ["ItemList"] },
  { name: "seckill", path: "/promotion/seckill", types: ["ItemList"] },
  { name: "special", path: "/promotion/special/top-picks", types: ["ItemList"] },
  { name: "faq", path: "/faq", types: ["FAQPage"] },
  {
    name: "trip by date (day tour)",
    path: "/product/1000",
    types: ["Product", "BreadcrumbList", "TouristTrip"],
  },
  {
    name: "trip, plain stock (ticket)",
    path: "/product/1001",
    types: ["Product", "BreadcrumbList"],
  },
  {
    name: "trip with sessions (show)",
    path: "/product/1002",
    types: ["Product", "BreadcrumbList", "Event"],
  },
  { name: "food, plain stock", path: "/product/1005", types: ["Product", "BreadcrumbList"] },
  { name: "food by date", path: "/product/1006", types: ["Product", "BreadcrumbList"] },
  {
    name: "food with sessions",
    path: "/product/1007",
    types: ["Product", "BreadcrumbList", "Event"],
  },
  { name: "commodity", path: "/product/1008", types: ["Product", "BreadcrumbList"] },
];

/**
 * Warnings kept, each with its reason: `${rootType} ${field names}`. A warning not listed fails the
 * test (a change that adds one must say why it is acceptable, or fix it).
 */
const KEPT_WARNINGS: Record<string, string> = {
  "Product review":
    "individual reviews are read paged and sorted in the browser; AggregateRating carries the figures the page prints",
  "Product gtin|gtin8|gtin12|gtin13|gtin14|isbn":
    "tours, tickets and vouchers have no GTIN or ISBN; the product's own sku is given",
  "Product mpn": "no manufacturer part number exists for travel products; sku is given",
  "Product audience":
    "apparel attribute (suggested age/gender); options like Adult/Child are priced options, not an audience",
  "Product color": "apparel attribute; none of our products has colours",
  "Product material": "apparel attribute; not part of the product data",
  "Product pattern": "apparel attribute; not part of the product data",
  "Product size": "apparel attribute; not part of the product data",
  "Product hasCertification":
    "energy or safety certifications; none apply and the upstream holds none",
  "Product inProductGroupWithID":
    "variant markup (ProductGroup): our options share one page and URL, the AggregateOffer gives their range",
  "Product isVariantOf": "as inProductGroupWithID: no per-option pages",
  "Product subjectOf": "3D models or videos of the product; the upstream has none",
  "Product priceValidUntil":
    "a single price has no end date in the upstream (a flash sale's end is on its own box, not the base offer)",
};

type Ld = Record<string, unknown> & { "@type": string };

async function pageLd(request: APIRequestContext, path: string, locale: string) {
  const url = `${path}${path.includes("?") ? "&" : "?"}brand=default&locale=${locale}`;
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const html = await res.text();
  const extracted = new WebAutoExtractor({
    addLocation: true,
    embedSource: ["rdfa", "microdata"],
  }).parse(html);
  expect(extracted.errors, `${url}: JSON-LD the extractor could not read`).toEqual([]);
  const items = Object.values(extracted.jsonld).flat() as Ld[];
  return { url, extracted, items };
}

const warningKey = (w: ValidationIssue) => `${w.rootType} ${w.fieldNames.join("|")}`;

/** Google's required properties of the types the validator has no rules for. */
function ownRules(item: Ld): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${item["@type"]}: ${what}`);
  };
  const offers = item.offers as Record<string, unknown> | undefined;
  switch (item["@type"]) {
    case "Event": {
      const location = item.location as { geo?: { latitude?: number }; address?: string };
      need(item.name, "name");
      need(
        /^\d{4}-\d\d-\d\d(T\d\d:\d\d:\d\d[+-]\d\d:\d\d)?$/.test(String(item.startDate)),
        "startDate ISO 8601",
      );
      need(
        location?.address && typeof location.geo?.latitude === "number",
        "location Place with address and geo",
      );
      need(item.eventStatus === "https://schema.org/EventScheduled", "eventStatus");
      need(
        offers?.price && offers.priceCurrency && offers.availability && offers.validFrom,
        "offers price, currency, availability, validFrom",
      );
      need((item.organizer as { name?: string })?.name, "organizer");
      break;
    }
    case "TouristTrip":
      need(item.name, "name");
      need(offers?.price && offers.priceCurrency && offers.availability, "offers");
      break;
    case "WebSite": {
      const action = item.potentialAction as {
        target?: { urlTemplate?: string };
        "query-input"?: { valueName?: string };
      };
      need(
        action?.target?.urlTemplate?.includes("{search_term_string}"),
        "SearchAction urlTemplate",
      );
      need(action?.["query-input"]?.valueName === "search_term_string", "SearchAction query-input");
      break;
    }
    case "FAQPage": {
      const questions = item.mainEntity as { name?: string; acceptedAnswer?: { text?: string } }[];
      need(questions?.length > 0, "mainEntity");
      need(
        questions?.every((q) => q.name && q.acceptedAnswer?.text),
        "every Question answered",
      );
      break;
    }
    case "ItemList": {
      const entries = item.itemListElement as { position?: number; url?: string }[];
      need(entries?.length > 0, "itemListElement");
      need(
        entries?.every((e, i) => e.position === i + 1),
        "positions 1…n",
      );
      // summary-page lists: every entry a page of this site
      const origin = new URL(String(entries?.[0]?.url)).origin;
      need(
        entries?.every((e) => e.url && new URL(e.url).origin === origin),
        "entries on one site",
      );
      break;
    }
  }
  return problems;
}

for (const locale of LOCALES)
  test(`structured data of every page type is valid (${locale})`, async ({ request }) => {
    const validator = new Validator();
    const unexpected: string[] = [];
    const errors: string[] = [];
    for (const { name, path, types } of PAGES) {
      const { url, extracted, items } = await pageLd(request, path, locale);
      expect(items.map((i) => i["@type"]).sort(), `${name} ${url}: the types it describes`).toEqual(
        [...types].sort(),
      );
      for (const issue of await validator.validate(extracted)) {
        const line = `${name} ${url}: ${issue.rootType} ${issue.issueMessage} [${issue.fieldNames.join(",")}]`;
        if (issue.severity === "ERROR") errors.push(line);
        else if (!(warningKey(issue) in KEPT_WARNINGS))
          unexpected.push(`${warningKey(issue)} ← ${line}`);
      }
      for (const item of items) errors.push(...ownRules(item).map((p) => `${name} ${url}: ${p}`));
      // the sitelinks search box's target is our real search: it answers with results
      const site = items.find((i) => i["@type"] === "WebSite");
      if (site) {
        const template = (site.potentialAction as { target: { urlTemplate: string } }).target
          .urlTemplate;
        const target = new URL(template.replace("{search_term_string}", "tour"));
        const res = await request.get(`${target.pathname}${target.search}&brand=default`);
        expect(res.status(), template).toBe(200);
        expect(await res.text(), template).toContain('data-testid="products-page"');
      }
    }
    expect(errors, "validator errors").toEqual([]);
    expect(unexpected, "warnings not listed in KEPT_WARNINGS").toEqual([]);
  });
