// What the end-to-end specs share: the ports, a page without the cookie notice and popup banner,
// a new shopper signed in through the storefront's own route handler, and JSON posts with our Origin.
import { expect, type Locator, type Page } from "@playwright/test";
import { EXTERNAL_BASE } from "./servers";

export const PORT = Number(process.env.E2E_PORT ?? 3210);
/** the storefront's origin: ours on PORT, or the one E2E_BASE_URL names (support/servers.ts) */
export const ORIGIN = EXTERNAL_BASE ?? `http://localhost:${PORT}`;
export const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4210}`;
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** No cookie notice and no popup banner over the page. */
export async function quiet(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem("tf_popup_seen", "1"));
  await page
    .context()
    .addCookies([{ name: "tf_consent", value: "1", domain: "localhost", path: "/" }]);
}

/** POST JSON to one of our route handlers with our Origin; expects 200 and answers `data`. */
export async function post(
  page: Page,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  const res = await page.request.post(url, { headers: { origin: ORIGIN, ...headers }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

/** A new shopper, signed in through /api/auth/signup (the session cookie lands in the page's context). */
export async function signUp(
  page: Page,
  tag = "shopper",
  email = `${tag}-${unique()}@example.com`,
) {
  await post(page, "/api/auth/signup", {
    identity_type: 1,
    first_name: "Test",
    last_name: "Shopper",
    email,
    password: "trip12345",
    password_confirm: "trip12345",
    country_code: "852",
    mobile: String(51000000 + Math.floor(Math.random() * 8_999_999)),
    agree: true,
  });
  return email;
}

/** Presses a button until it says it is expanded: a press before hydration does nothing. */
export async function openOnceHydrated(button: Locator) {
  await expect(async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 300 });
  }).toPass({ timeout: 15_000 });
}

/**
 * An unpaid order of one unit of a plain product, placed through the booking route as /book/{id}
 * places it (fee first, then the booking with its Idempotency-Key); answers its sn.
 */
export async function placeUnpaidOrder(
  page: Page,
  buy: { product: { id: number }; variant: { id: number } },
  email = "ada@example.com",
) {
  const lines = {
    currency: "CNY",
    checkout_lines: [{ product_id: buy.product.id, variant_id: buy.variant.id, quantity: 1 }],
  };
  const fee = await post(page, "/api/checkout/fee", lines);
  const booked = await post(
    page,
    "/api/orders/booking",
    {
      ...lines,
      contact: { name: "Ada Chan", phone: "+852 51234567", email },
      other: { people_count: "2" },
      expected_amount: fee.payable_amount,
    },
    { "idempotency-key": unique() + unique() },
  );
  return booked.sn as string;
}
