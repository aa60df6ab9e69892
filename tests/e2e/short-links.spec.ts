import { spawnSync } from "node:child_process";
import { expect, test, type APIRequestContext } from "@playwright/test";

// A short link made with the ops command opens the product page in
// one redirect with its campaign parameters, and the open is counted (after the redirect).
const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4210}`;
const OPS_TOKEN = "e2e-ops-token-0123456789abcdef";

/** `npm run ops -- …` as marketing runs it, against the e2e upstream. */
function opsCli(args: string[]): string {
  const run = spawnSync(process.execPath, ["--import", "tsx", "upstream/ops/cli.ts", ...args], {
    encoding: "utf8",
    timeout: 60_000,
    env: { ...process.env, OPS_TOKEN, UPSTREAM_URL: UPSTREAM },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

async function clicks(request: APIRequestContext, code: string): Promise<number> {
  const res = await request.post(`${UPSTREAM}/ops/short-link-stats`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: { code },
  });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

test("a short link made by the ops command redirects in one hop with its UTM and is counted", async ({
  request,
}) => {
  const made = opsCli([
    "short-link",
    "create",
    "1000",
    "--utm-source",
    "newsletter",
    "--utm-campaign",
    "winter-sale",
  ]);
  const [path, url] = made.split("\n");
  expect(path).toMatch(/^\/t\/[0-9A-Za-z]{10}$/);
  expect(url).toBe(`https://shop.example.com${path}`);
  const code = path!.slice(3);
  expect(await clicks(request, code)).toBe(0);

  const hop = await request.get(`${path}?brand=default`, { maxRedirects: 0 });
  expect(hop.status()).toBe(302);
  const location = hop.headers().location!;
  expect(location).toMatch(
    /^\/product\/1000\/[^/?]+\?utm_source=newsletter&utm_campaign=winter-sale$/,
  );
  // one hop: the place it leads to is the page itself, not another redirect
  const page = await request.get(location, { maxRedirects: 0 });
  expect(page.status()).toBe(200);

  await expect.poll(() => clicks(request, code)).toBe(1);
  await request.get(`${path}?brand=default`, { maxRedirects: 0 });
  await expect.poll(() => clicks(request, code)).toBe(2);
  // the two opens may fall either side of midnight UTC: the stats list one line per day and the total
  const stats = opsCli(["short-link", "stats", code]);
  expect(stats).toMatch(/^\d{4}-\d{2}-\d{2} {2}[12]$/m);
  expect(stats).toContain("total  2");
});

test("a link to another origin is refused by the ops command", () => {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "upstream/ops/cli.ts", "short-link", "create", "https://evil.example.org/"],
    {
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, OPS_TOKEN, UPSTREAM_URL: UPSTREAM },
    },
  );
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("40030");
});
