/** @jest-environment node */
// Spec §7 Products; ARCHITECTURE "Scale": the catalogue reads stay flat as the catalogue grows —
// every list, filter, sort, search and product page is answered from an index, never a scan
// (docs/decisions/catalogue-scale.md). Checked on PostgreSQL with a catalogue of some thousands of
// products in one brand (the scale seed), vacuumed and analysed as a real one would be: each
// statement a catalogue call runs is run again under EXPLAIN ANALYZE, and
// - no scan of a catalogue table reads more than a fraction of it (a sequential scan, or an index
//   walked end to end filtering every row, reads it whole however the planner got there);
// - the plan uses the index the read was designed around.
// Planner switches are left alone: the plans are the ones the statistics make.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createApp } from "../../../upstream/app";
import { openDatabase } from "../../../upstream/db/client";
import * as schema from "../../../upstream/db/schema";
import { seedCatalogue, shopDate } from "../../../upstream/seed";
import { seedScale } from "../../../upstream/seed/scale";

jest.setTimeout(300_000);

const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const NAME = `upstream_test_plans_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
const urlOf = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
/** Scale products in the default brand: a catalogue whose full scans the planner would not hide. */
const SCALE = 12_000;
const today = shopDate(new Date());
const inSixDays = shopDate(new Date(), 6);
/** The share of a catalogue table one scan may read. */
const MOST = 0.5;
/** Tables that grow with the catalogue. */
const CATALOGUE = new Set([
  "listings",
  "products",
  "product_platforms",
  "variants",
  "variant_calendars",
  "calendar_events",
  "attributes",
  "attribute_values",
  "refund_policy_items",
  "shipping_rules",
  "reviews",
  "activity_items",
]);
// (the lexicon of title words, search_words, grows with the vocabulary, not with the catalogue:
// a few hundred words here, which the planner rightly reads whole)

async function withAdmin<T>(work: (c: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
};

const walk = (node: PlanNode, out: PlanNode[] = []): PlanNode[] => {
  out.push(node);
  for (const child of node.Plans ?? []) walk(child, out);
  return out;
};

/** A scan's rows read: those it returned and those it threw away, on every loop. */
const readOf = (n: PlanNode) =>
  (n["Actual Rows"] +
    (n["Rows Removed by Filter"] ?? 0) +
    (n["Rows Removed by Index Recheck"] ?? 0)) *
  n["Actual Loops"];

describe("catalogue plans on PostgreSQL (a catalogue of thousands, analysed)", () => {
  let pool: pg.Pool;
  let app: ReturnType<typeof createApp>;
  let sizes: Map<string, number>;
  const statements: { text: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    await withAdmin((c) => c.query(`CREATE DATABASE ${NAME}`));
    const now = new Date();
    const built = await openDatabase({ url: urlOf(NAME) });
    try {
      await seedCatalogue(built.db, { now });
      await seedScale(built.db, SCALE, { now });
    } finally {
      await built.close();
    }
    await withAdmin((c) => c.query("VACUUM ANALYZE"), urlOf(NAME));
    sizes = await withAdmin(async (c) => {
      const { rows } = await c.query<{ relname: string; n: number }>(
        "select relname, n_live_tup::int as n from pg_stat_user_tables",
      );
      return new Map(rows.map((r) => [r.relname, r.n]));
    }, urlOf(NAME));
    pool = new pg.Pool({ connectionString: urlOf(NAME), max: 2, options: "-c jit=off" });
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (text, params) => statements.push({ text, params }) },
    });
    app = createApp({ db, dbKind: "postgres" });
  });

  afterAll(async () => {
    await pool?.end();
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`));
  });

  /** The call's statements, each with its plan as it ran. */
  async function plansOf(path: string, language = "en") {
    statements.length = 0;
    const res = await app.request(path, {
      headers: { platform: "default", language, currency: "CNY", channel: "web" },
    });
    const body = (await res.json()) as { code: number };
    expect([path, body.code]).toEqual([path, 10000]);
    const ran = [...statements];
    const plans: { text: string; nodes: PlanNode[] }[] = [];
    for (const { text, params } of ran) {
      if (!/^\s*(select|with)/i.test(text)) continue;
      const { rows } = await pool.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
        params,
      );
      plans.push({ text, nodes: walk(rows[0]!["QUERY PLAN"][0]!.Plan) });
    }
    return plans;
  }

  const scans = (plans: { nodes: PlanNode[] }[]) =>
    plans.flatMap((p) =>
      p.nodes.filter((n) => n["Relation Name"] && CATALOGUE.has(n["Relation Name"])),
    );

  const LISTS = () =>
    [
      ["products page 1, the brand's order", "/products", "listings_position_idx"],
      ["products page 50", "/products?page=50", "listings_position_idx"],
      ["sorted by price", "/products?sort=price_asc", "listings_price_cny_idx"],
      [
        "sorted by price, dearest first",
        "/products?sort=price_desc&page=3",
        "listings_price_cny_idx",
      ],
      ["sorted by rating", "/products?sort=rating", "listings_rating_idx"],
      ["newest first", "/products?sort=newest", "listings_newest_idx"],
      ["best sellers", "/products?sold=1", "listings_sold_idx"],
      ["a category", "/products?category_id=4", null],
      ["a country (city subtree)", "/products?poi_id=13", null],
      ["a tag", "/products?tag_id=5", null],
      ["a product type", "/products?product_type=1", null],
      ["keyword, frequent", "/products?keyword=hong", "listings_sold_idx"],
      ["keyword, Chinese", `/products?keyword=${encodeURIComponent("香港")}`, "listings_sold_idx"],
      // an unknown word with no word one typo away matches nothing: the exact-sn look-up alone is made
      ["keyword, no hit", "/products?keyword=zzqx", "products_sn_unique"],
      ["keyword, rare", "/products?keyword=heritage%20cooking", "listings_terms_idx"],
      ["keyword with a typo", "/products?keyword=hong%20kng", "listings_sold_idx"],
      ["two words never together", "/products?keyword=hong%20tokyo", "listings_terms_idx"],
      ["keyword sorted by price", "/products?keyword=tokyo&sort=price_asc", null],
      [
        "dated list, next 7 days",
        `/products?start_date=${today}&end_date=${inSixDays}`,
        "listings_position_idx",
      ],
      ["more, newest", "/products/more?type=1", "listings_newest_idx"],
      ["more, recommended", "/products/more?type=2", "listings_recommend_idx"],
      ["suggestions", "/product/search?pre=1&keyword=hon", null],
      ["suggestions, Chinese", `/product/search?pre=1&keyword=${encodeURIComponent("香")}`, null],
    ] as const;

  it.each(LISTS().map((x) => [...x]))(
    "%s reads no catalogue table whole and uses its index (%s)",
    async (_name, path, index) => {
      const plans = await plansOf(path);
      for (const scan of scans(plans)) {
        const table = scan["Relation Name"]!;
        const limit = Math.max(50, (sizes.get(table) ?? 0) * MOST);
        expect([path, table, scan["Node Type"], readOf(scan) <= limit]).toEqual([
          path,
          table,
          scan["Node Type"],
          true,
        ]);
      }
      if (index) expect(plans.flatMap((p) => p.nodes.map((n) => n["Index Name"]))).toContain(index);
    },
  );

  it.each([
    ["/product/2000100"],
    ["/product/2000100/variants"],
    ["/product/2000100/comments?page=1"],
    ["/product/2000100/discount"],
    ["/product/2000100/express"],
    ["/product/2000100/recommend?page=2"],
    ["/product/2000100/combination"],
    ["/products/sitemap?page=2"],
  ])("%s reads no catalogue table whole", async (path) => {
    const plans = await plansOf(path);
    for (const scan of scans(plans)) {
      const table = scan["Relation Name"]!;
      // the sitemap's exact count (a sitemap index needs it) reads the listings' primary key
      if (path.startsWith("/products/sitemap") && scan["Node Type"] === "Index Only Scan") continue;
      const limit = Math.max(50, (sizes.get(table) ?? 0) * MOST);
      expect([path, table, scan["Node Type"], readOf(scan) <= limit]).toEqual([
        path,
        table,
        scan["Node Type"],
        true,
      ]);
    }
  });
});
