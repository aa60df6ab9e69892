import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CURRENCIES } from "../../lib/commerce/pricing/currencies";
import { firstProducts, pickPlain } from "./support/catalogue";
import { post, quiet, signUp, unique } from "./support/shop";

// Nothing covers the page: a floating chat button at 390 px sits over option prices, the sign-up
// Company field, line totals, the traveller count, "Grab it" and the member coupon's saving. On
// each of those pages, at the top and scrolled to the bottom, the chat button's box
// (while it shows) meets no visible control (button, link, field) and no price; on a phone it
// docks in the header bar, which stays one line, and opens the chat from there.

const SYMBOLS = CURRENCIES.map((c) => c.symbol.replace(/[$]/g, "\\$"));
const MONEY = `(?:${SYMBOLS.join("|")})\\s?\\d[\\d,]*(?:\\.\\d+)?`;
/** A ticket with options (the product page), and a plain (undated) food voucher in stock. */
async function pick(request: APIRequestContext) {
  const list = await firstProducts(request);
  const ticket = list.find((p) => p.product_type === 2)!;
  return { ticket, plain: await pickPlain(request, list) };
}

/** Controls and prices under the chat button's box, as "tag: text" lines (none while it is hidden). */
async function covered(page: Page): Promise<string[]> {
  return page.evaluate((money) => {
    const button = document.querySelector<HTMLElement>('[data-testid="chat-button"]');
    if (!button) return [];
    const style = getComputedStyle(button);
    if (style.visibility === "hidden" || style.display === "none" || button.offsetParent === null)
      return [];
    const me = button.getBoundingClientRect();
    const launcher = button.parentElement!;
    // docked in the header bar: what scrolls under the bar is hidden by the bar, not the button
    const bar = button.closest("header");
    const moneyRe = new RegExp(money);
    const own = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? "")
        .join("");
    const candidates = [
      ...document.querySelectorAll(
        "a[href], button, input:not([type=hidden]), select, textarea, [role=button], summary",
      ),
      ...[...document.querySelectorAll("body *")].filter((el) => moneyRe.test(own(el))),
    ];
    const found: string[] = [];
    for (const el of candidates) {
      if (launcher.contains(el) || (bar && !bar.contains(el))) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const s = getComputedStyle(el);
      if (s.visibility === "hidden" || Number(s.opacity) === 0) continue;
      if (r.left < me.right && r.right > me.left && r.top < me.bottom && r.bottom > me.top)
        found.push(
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? (el as HTMLInputElement).name ?? "").trim().slice(0, 40)}"`,
        );
    }
    return found;
  }, MONEY);
}

/** What stays covered once the launcher has settled (it re-checks 200 ms after a scroll). */
async function settled(page: Page): Promise<string[]> {
  let last: string[] = [];
  await expect
    .poll(async () => (last = await covered(page)), { timeout: 3000 })
    .toEqual([])
    .catch(() => undefined);
  return last;
}

/** At the top and scrolled to the bottom: what the chat button covers, by page and place. */
async function check(page: Page, where: string, problems: Record<string, string[]>) {
  await expect(page.getByTestId("chat-button")).toBeAttached();
  const top = await settled(page);
  if (top.length) problems[`${where}, at the top`] = top;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await settled(page);
  if (bottom.length) problems[`${where}, at the bottom`] = bottom;
  await page.screenshot({ path: test.info().outputPath(`${where}.png`), fullPage: false });
}

test.describe("390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the chat button covers no control and no price on the product, sign-up, cart, checkout, flash-sale and vip pages", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await quiet(page);
    const { ticket, plain } = await pick(page.request);
    const problems: Record<string, string[]> = {};

    await page.goto(`/product/${ticket.id}/${ticket.seo_sn}?locale=en&currency=CNY`);
    await check(page, "product", problems);
    await page.goto("/promotion/seckill");
    await check(page, "flash sale", problems);
    await page.goto("/auth/register");
    await expect(page.getByTestId("register-form")).toBeVisible();
    await check(page, "sign-up", problems);

    await signUp(page, `chat-${unique()}`);
    // signed in, the name in the header leaves the chat button its place: the bar stays one line
    await page.goto("/");
    await expect(page.getByTestId("user-menu")).toBeVisible();
    await check(page, "home, signed in", problems);
    expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThanOrEqual(64);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId("chat-button").click();
    await expect(page.getByTestId("chat-panel")).toBeVisible();
    await page.getByTestId("chat-button").click();
    await expect(page.getByTestId("chat-panel")).toBeHidden();
    const line = await post(
      page,
      "/api/basket/line",
      { product_id: plain.product.id, variant_id: plain.variant.id, quantity: 2 },
      { "idempotency-key": crypto.randomUUID() },
    );
    await page.goto("/cart");
    await expect(page.getByTestId("cart-group").first()).toBeVisible();
    await check(page, "cart", problems);

    await page.evaluate(
      (id) => localStorage.setItem("tf_checkout", JSON.stringify({ basket_lines_id: [id] })),
      line.id as number,
    );
    await page.goto("/checkout/confirm");
    await expect(page.getByTestId("checkout-form")).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await check(page, "checkout", problems);

    await page.goto("/vip");
    await check(page, "vip", problems);
    expect(problems).toEqual({});
  });
});
