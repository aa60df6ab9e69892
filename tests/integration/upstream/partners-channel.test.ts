/** @jest-environment node */
// Spec §6 channel-restricted pages ('Please log in to the specified channel'), §7 GET init?p=,
// GET pog and mkp/pogs, on PGlite and PostgreSQL.
import { entryTarget } from "../../../lib/commerce/platform/channels";
import { BENEFIT_CHANNEL } from "../../../upstream/seed";
import { DATABASES, openHarness, type Harness } from "./databases";

jest.setTimeout(120_000);

describe.each(DATABASES)("partner channels on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  const benefitsPog = async () => {
    const pogs = (await h.get("/pog")).body.data as {
      id: number;
      slug: string;
      channel: string | null;
    }[];
    return pogs.find((p) => p.slug === "benefits")!;
  };

  it("init?p= decodes the partner's entry parameters into a channel and an own-path target", async () => {
    const pog = await benefitsPog();
    const p = Buffer.from(`channel=${BENEFIT_CHANNEL}&pog_id=${pog.id}`).toString("base64url");
    const res = await h.get(`/init?p=${p}`);
    expect(res.body.code).toBe(10000);
    expect(res.body.data.params).toEqual({ channel: "benefit", pog_id: String(pog.id) });
    expect(entryTarget(res.body.data.params)).toEqual({
      channel: "benefit",
      redirect: `/products?pog_id=${pog.id}`,
    });
    // a target off the site is dropped by the storefront's rule
    const evil = Buffer.from("channel=benefit&redirect=https://evil.example/").toString(
      "base64url",
    );
    expect(entryTarget((await h.get(`/init?p=${evil}`)).body.data.params).redirect).toBe("/");
    // parameters that are not printable text: 10003
    expect(
      (await h.get(`/init?p=${Buffer.from([0, 1, 2, 255]).toString("base64url")}`)).body.code,
    ).toBe(10003);
  });

  it("pog and mkp/pogs carry each group's channel", async () => {
    const pog = await benefitsPog();
    expect(pog.channel).toBe(BENEFIT_CHANNEL);
    const all = (await h.get("/mkp/pogs")).body.data as { slug: string; channel: string | null }[];
    expect(all.filter((p) => p.channel === BENEFIT_CHANNEL).length).toBe(6);
    expect(all.filter((p) => p.slug !== "benefits").every((p) => p.channel === null)).toBe(true);
  });

  it("a channel-restricted section answers 30021 outside its channel and lists its products inside it", async () => {
    const pog = await benefitsPog();
    for (const path of [`/products?pog_id=${pog.id}`, `/products/more?type=1&pog_id=${pog.id}`]) {
      const outside = await h.get(path);
      expect(outside.body.code).toBe(30021);
      expect((await h.get(path, { channel: "other" })).body.code).toBe(30021);
      const inside = await h.get(path, { channel: BENEFIT_CHANNEL });
      expect(inside.body.code).toBe(10000);
      expect(inside.body.data.list.length).toBeGreaterThan(0);
    }
    // open sections stay open to everyone
    const travel = ((await h.get("/pog")).body.data as { id: number; slug: string }[]).find(
      (p) => p.slug === "travel",
    )!;
    expect((await h.get(`/products?pog_id=${travel.id}`)).body.code).toBe(10000);
  });
});
