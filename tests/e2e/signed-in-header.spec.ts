import { expect, test } from "@playwright/test";
import { pickPlain } from "./support/catalogue";
import { placeUnpaidOrder, quiet, signUp } from "./support/shop";

// Pages rendered per request because they read the shopper's order (payment confirm and result,
// refund) draw the header's menu from the session in the server's HTML: never "Log in" to a
// signed-in shopper, not even before the scripts run. The cached catalogue pages' slot prints
// "Log in" until the browser has asked who is signed in, so these pages have slot entries of their
// own that read the session (app/[brand]/[locale]/[currency]/@usermenu/payment, refund, order).

test("the payment result and refund pages' header shows the signed-in shopper's menu, not Log in", async ({
  page,
}) => {
  await quiet(page);
  await page.goto("/?locale=en&currency=CNY");
  await signUp(page, "result");
  const sn = await placeUnpaidOrder(page, await pickPlain(page.request));
  await page.goto(`/payment/confirm?sn=${sn}`);
  await page.getByTestId("payment-pay").click();
  await page.locator('button[value="approve"]').click();
  await expect(page).toHaveURL(/\/payment\/result\?sn=[A-Z0-9]+&result=paid$/);
  await expect(page.getByTestId("payment-result")).toBeVisible();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(page.getByTestId("login-link")).toHaveCount(0);
  // the server's HTML already has the menu: no "Log in" before scripts have run
  // …and so has the refund page of the same order (read with the session too)
  for (const path of [page.url(), `/payment/confirm?sn=${sn}`, `/refund/apply?sn=${sn}`]) {
    const html = await (await page.request.get(path)).text();
    expect(html.includes('data-testid="user-menu"'), `${path}: the menu in the HTML`).toBe(true);
    expect(html.includes('data-testid="login-link"'), `${path}: "Log in" in the HTML`).toBe(false);
  }
});
