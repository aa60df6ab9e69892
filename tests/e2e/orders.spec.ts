import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PDFParse } from "pdf-parse";
import sharp from "sharp";
import { post, quiet, signUp, unique, UPSTREAM } from "./support/shop";

// Issue: after the sale. A paid ticket → its vouchers with a QR that decodes to the voucher code →
// the PDF has the order sn and the Chinese title → a refund with a photo → ops approve and pay →
// the order shows the refund; a paid good → ops ship and scan → the trace shows them → confirm
// receipt; an order left unpaid reads as closed once its deadline has passed (ops `expire` ends it now).
// Orders are placed through the storefront's own route handlers (the checkout screens have their
// own spec); ops steps go through the upstream's /ops routes with the e2e ops token.

const OPS_TOKEN = "e2e-ops-token-0123456789abcdef";

type Summary = { id: number; sn: string; product_type: number; stock_type: number };
type Detail = Summary & {
  confirmation: number;
  refund: { tag: number };
  title: string;
  shipping_required: boolean;
};
type Variant = { id: number; stock: number; min_purchase: number };

async function upstream<T>(request: APIRequestContext, path: string, language = "en"): Promise<T> {
  const res = await request.get(`${UPSTREAM}/${path}`, {
    headers: { platform: "default", language, currency: "CNY" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as T;
}

async function ops(request: APIRequestContext, command: string, body: Record<string, unknown>) {
  const res = await request.post(`${UPSTREAM}/ops/${command}`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    data: body,
  });
  const json = await res.json();
  expect(json.code, JSON.stringify(json)).toBe(10000);
  return json.data;
}

/** A plain (undated) product of `type` in stock; for tickets, instant and refundable any time. */
async function pick(request: APIRequestContext, type: 1 | 2) {
  for (let page = 1; page <= 3; page++) {
    const { list } = await upstream<{ list: Summary[] }>(request, `products?page=${page}`);
    for (const p of list.filter((x) => x.product_type === type && x.stock_type === 0)) {
      const detail = await upstream<Detail>(request, `product/${p.id}`);
      if (type === 2 && (detail.confirmation !== 0 || detail.refund.tag !== 2)) continue;
      const { variants } = await upstream<{ variants: Variant[] }>(
        request,
        `product/${p.id}/variants`,
      );
      const variant = variants.find((v) => v.stock >= 5 && v.min_purchase <= 1);
      if (variant) return { product: detail, variant };
    }
  }
  throw new Error(`no plain product of type ${type} for this spec`);
}

/** Books one unit (an address for goods) through the BFF; answers the order sn. */
async function book(page: Page, item: { product: Detail; variant: Variant }) {
  const line = { product_id: item.product.id, variant_id: item.variant.id, quantity: 1 };
  let address_id: number | undefined;
  if (item.product.shipping_required) {
    address_id = (
      await post(page, "/api/account/address", {
        name: "Ada",
        country_code: "86",
        phone: "13800138000",
        region: "Shanghai",
        district: "Pudong",
        address: "1 Century Ave",
        email: "ada@example.com",
      })
    ).id;
  }
  const fee = await post(page, "/api/checkout/fee", {
    currency: "CNY",
    checkout_lines: [line],
    ...(address_id ? { address_id } : {}),
  });
  const tourist_ids: number[] = [];
  for (let i = 0; i < fee.traveller_count; i++) {
    const traveller = await post(page, "/api/account/tourist", {
      first_name: "Xiaoming",
      last_name: "Chen",
      chinese_name: "陈小明",
      id_type: 2,
      id_number: `E1234567${i}`,
      birthday: "1990-01-01",
      country_code: "86",
      phone: "13800138000",
    });
    tourist_ids.push(traveller.id);
  }
  const booked = await post(
    page,
    "/api/orders/booking",
    {
      currency: "CNY",
      checkout_lines: [line],
      ...(address_id ? { address_id } : {}),
      contact: { name: "陈小明", phone: "13800138000", email: "ada@example.com" },
      tourist_ids,
      other: {},
      expected_amount: fee.payable_amount,
    },
    { "idempotency-key": `e2e-${unique()}` },
  );
  return booked.sn as string;
}

async function pay(page: Page, sn: string) {
  const { url } = await post(
    page,
    "/api/orders/pay",
    { sn, payment_method: "alipay" },
    { "idempotency-key": `e2e-pay-${unique()}` },
  );
  await page.goto(url);
  await page.locator('button[value="approve"]').click();
  await expect(page).toHaveURL(/\/payment\/result\?sn=[A-Z0-9]+&result=paid$/);
}

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
