import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import { PDFParse } from "pdf-parse";
import sharp from "sharp";
import { book, ops, pay, pick, upstream, type Detail } from "./support/orders";
import { quiet, signUp } from "./support/shop";

// Issue: after the sale. A paid ticket → its vouchers with a QR that decodes to the voucher code →
// the PDF has the order sn and the Chinese title → a refund with a photo → ops approve and pay →
// the order shows the refund; a paid good → ops ship and scan → the trace shows them → confirm
// receipt; an order left unpaid reads as closed once its deadline has passed (ops `expire` ends it now).
// Orders are placed through the storefront's own route handlers (the checkout screens have their
// own spec); ops steps go through the upstream's /ops routes with the e2e ops token.

test("an order left unpaid shows its countdown, and reads as closed once its deadline has passed", async ({
  page,
  request,
}) => {
  await quiet(page);
  await signUp(page, "orders");
  const item = await pick(request, 1);
  const sn = await book(page, item);
  await page.goto(`/account/order/${sn}`);
  await expect(page.getByTestId("order-countdown")).toHaveText(/^00:00:[0-4]\d$/);
  await expect(page.getByTestId("order-action-pay")).toBeVisible();
  // the deadline ends now (ops), not after a real wait; the sweep closes the order
  await ops(request, "expire", { sn });
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("order-label")).toHaveText(/cancel|closed/i, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("order-countdown-closed")).toBeVisible();
  await expect(page.getByTestId("order-action-pay")).toHaveCount(0);
});

test("a paid ticket: vouchers whose QR decodes to the code, the PDF in Chinese, a refund with a photo that ops pay", async ({
  page,
  request,
}) => {
  await quiet(page);
  await signUp(page, "orders");
  await page.goto("/?locale=zh-hans");
  const item = await pick(request, 2);
  const zhTitle = (await upstream<Detail>(request, `product/${item.product.id}`, "zh-hans")).title;
  const sn = await book(page, item);
  await pay(page, sn);

  await page.goto(`/account/order/${sn}`);
  await expect(page.getByTestId("order-line-confirmation")).toBeVisible();
  await page.getByTestId("order-action-voucher").click();
  await expect(page).toHaveURL(new RegExp(`/account/order/${sn}/vouchers$`));
  const voucher = page.getByTestId("voucher").first();
  const code = ((await voucher.getByTestId("voucher-code").textContent()) ?? "").replace(
    /\s+/g,
    "",
  );
  expect(code).toMatch(/^[0-9A-Z]{12}$/);
  const shot = await voucher.getByTestId("voucher-qr").screenshot();
  const { data, info } = await sharp(shot)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  expect(decoded?.data).toBe(code);

  const pdf = await page.request.get(`/api/orders/${sn}/download`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  try {
    const { text } = await parser.getText();
    expect(text).toContain(sn);
    expect(text).toContain(code);
    expect(text.replace(/\s+/g, "")).toContain(zhTitle.replace(/\s+/g, ""));
  } finally {
    await parser.destroy();
  }

  // a refund with a photo: the refundable amount is shown before applying
  await page.goto(`/refund/apply?sn=${sn}`);
  await expect(page.getByTestId("refund-form")).toBeVisible();
  await page.getByTestId("refund-reason").fill("行程有变");
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "proof.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByTestId("refund-submit")).toBeEnabled({ timeout: 15_000 });
  await page.getByTestId("refund-submit").click();
  await expect(page).toHaveURL(/\/refund\/apply\/\d+$/);
  const refundId = Number(page.url().split("/").pop());
  await expect(page.getByTestId("refund-status")).toBeVisible();
  await ops(request, "refund", { id: refundId, action: "approve" });
  await ops(request, "refund", { id: refundId, action: "pay" });
  await page.goto(`/account/order/${sn}`);
  await expect(page.getByTestId("order-label")).toHaveText(/退款/);
  await expect(page.getByTestId("order-refunds")).toBeVisible();
});

test("a paid good: ops ship and scan, the trace shows it, the shopper confirms receipt", async ({
  page,
  request,
}) => {
  await quiet(page);
  await signUp(page, "orders");
  const item = await pick(request, 1);
  const sn = await book(page, item);
  await pay(page, sn);
  await ops(request, "ship", {
    sn,
    carrier: "SF Express",
    tracking: "SF1234567890",
    place: "Shenzhen",
  });
  await ops(request, "scan", { sn, text: "Out for delivery", place: "Shanghai" });

  await page.goto(`/account/order/${sn}/trace`);
  await expect(page.getByText("Out for delivery")).toBeVisible();
  await expect(page.getByText("SF1234567890").first()).toBeVisible();
  await page.goto(`/account/order/${sn}`);
  await page.getByTestId("order-action-confirmReceipt").click();
  await page.getByRole("alertdialog").getByRole("button").first().click();
  await expect(page.getByTestId("order-label")).toHaveText(/completed/i);
  await expect(page.getByTestId("order-action-confirmReceipt")).toHaveCount(0);
});
