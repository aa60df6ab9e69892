import { expect, test } from "@playwright/test";
import en from "../../messages/en.json";
import { quiet, UPSTREAM } from "./support/shop";

// Cache invalidation: catalogue pages are cached (CATALOGUE_REVALIDATE, 300 s); when ops
// change stock the upstream calls the storefront's POST /api/revalidate with the product's tags
// (the local shop wires REVALIDATE_TOKEN and STOREFRONT_REVALIDATE_URL), so the next visitor sees
// the change instead of a page up to five minutes old.

const OPS_TOKEN = "e2e-ops-token-0123456789abcdef";
const HEADERS = { platform: "default", language: "en", currency: "CNY" };
const PRODUCT_ID = 1009; // goods: plain per-option stock

test("ops set-stock: the cached product page shows the option sold out on the next visit", async ({
  page,
  request,
}) => {
  await quiet(page);
  const detail = await (
    await request.get(`${UPSTREAM}/product/${PRODUCT_ID}`, { headers: HEADERS })
  ).json();
  const variant = (detail.data.variants as { id: number; stock: number }[]).find(
    (v) => v.stock > 0,
  );
  expect(variant, "a goods option in stock").toBeTruthy();
  const option = page.locator(`[data-variant="${variant!.id}"]`);

  // twice: the second visit is served from the page cache
  await page.goto(`/product/${PRODUCT_ID}/x?locale=en`);
  await page.goto(`/product/${PRODUCT_ID}/x?locale=en`);
  await expect(option).not.toContainText(en.booking.soldOut);

  const set = async (stock: number) => {
    const res = await request.post(`${UPSTREAM}/ops/set-stock`, {
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      data: { variant: variant!.id, stock },
    });
    const body = await res.json();
    expect(body.code, JSON.stringify(body)).toBe(10000);
    expect(body.data.storefront).toMatchObject({ sent: true, status: 200 });
    expect(body.data.storefront.tags).toContain(`product:${PRODUCT_ID}`);
  };
  try {
    await set(0);
    await page.goto(`/product/${PRODUCT_ID}/x?locale=en`);
    await expect(option).toContainText(en.booking.soldOut);
  } finally {
    await set(variant!.stock);
  }
  await page.goto(`/product/${PRODUCT_ID}/x?locale=en`);
  await expect(option).not.toContainText(en.booking.soldOut);
});

test("POST /api/revalidate answers only the bearer of the token, and only for the catalogue's tags", async ({
  request,
}) => {
  expect((await request.post("/api/revalidate", { data: { tags: ["products"] } })).status()).toBe(
    401,
  );
  expect(
    (
      await request.post("/api/revalidate", {
        headers: { authorization: "Bearer not-the-token-0123456789abcdef" },
        data: { tags: ["products"] },
      })
    ).status(),
  ).toBe(401);
  // through the upstream's ops command, which holds the token: an unknown tag never reaches the storefront's cache
  const bad = await request.post(`${UPSTREAM}/ops/revalidate`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: { tags: ["orders"] },
  });
  expect((await bad.json()).data.storefront).toMatchObject({ sent: false, status: 400 });
  const good = await request.post(`${UPSTREAM}/ops/revalidate`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: { tags: ["home", "product:1000"] },
  });
  expect((await good.json()).data.storefront).toMatchObject({
    sent: true,
    status: 200,
    tags: ["home", "product:1000"],
  });
});
