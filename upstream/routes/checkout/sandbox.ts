// The sandbox gateway's pay page: what a shopper sees at a real gateway, served by the reference
// upstream. It shows the brand, the amount and the method, with Approve and Decline; the choice is
// sent as the gateway's signed server-to-server notification (services/payments settlePayment,
// the same path POST /payments/sandbox/notify takes) and the shopper goes back to return_url.
import type { Context } from "hono";
import { formatMoney } from "../../../lib/commerce/pricing/money";
import { PAYMENT_STATUS } from "../../../lib/commerce/orders/orders";
import { CURRENCIES } from "../../../lib/commerce/pricing/currencies";
import {
  paymentByRef,
  settlePayment,
  signNotification,
  type Notification,
} from "../../services/payments";
import { createRouter } from "../../http/router";

export const sandboxRoutes = createRouter();

const WORDS = {
  en: {
    title: "Sandbox payment",
    note: "Test gateway: no money moves.",
    amount: "Amount",
    method: "Method",
    order: "Order",
    approve: "Approve payment",
    decline: "Decline",
    settled: "This payment has already been settled.",
    back: "Back to the shop",
    unknown:
      "This payment could not be found. Please go back to the shop and pay again from your order.",
  },
  "zh-hans": {
    title: "沙盒支付",
    note: "测试网关：不会产生真实扣款。",
    amount: "金额",
    method: "支付方式",
    order: "订单",
    approve: "确认支付",
    decline: "拒绝",
    settled: "此笔支付已处理。",
    back: "返回商店",
    unknown: "找不到这笔支付。请返回商店，从订单中重新支付。",
  },
  "zh-hant": {
    title: "沙盒支付",
    note: "測試閘道：不會產生真實扣款。",
    amount: "金額",
    method: "支付方式",
    order: "訂單",
    approve: "確認支付",
    decline: "拒絕",
    settled: "此筆支付已處理。",
    back: "返回商店",
    unknown: "找不到這筆支付。請返回商店，從訂單中重新支付。",
  },
} as const;
type Lang = keyof typeof WORDS;

/** The browser's language for a page that has no order to take it from (Accept-Language, first match). */
function browserLang(accept: string | undefined): Lang {
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const tag = part.split(";")[0]!.trim();
    if (/^zh-(hant|tw|hk|mo)\b/.test(tag)) return "zh-hant";
    if (tag.startsWith("zh")) return "zh-hans";
    if (tag.startsWith("en")) return "en";
  }
  return "en";
}

const METHODS: Record<string, Record<keyof typeof WORDS, string>> = {
  wechat: { en: "WeChat Pay", "zh-hans": "微信支付", "zh-hant": "微信支付" },
  alipay: { en: "Alipay", "zh-hans": "支付宝", "zh-hant": "支付寶" },
  credit_card: { en: "Credit card", "zh-hans": "信用卡", "zh-hant": "信用卡" },
  points: { en: "Points", "zh-hans": "积分", "zh-hant": "積分" },
  quota: { en: "Quota", "zh-hans": "额度", "zh-hant": "額度" },
  points_cash: { en: "Points + cash", "zh-hans": "积分+现金", "zh-hant": "積分+現金" },
  quota_cash: { en: "Quota + cash", "zh-hans": "额度+现金", "zh-hant": "額度+現金" },
  gat: { en: "Partner app", "zh-hans": "合作方应用", "zh-hant": "合作方應用" },
};

const escape = (v: string) => v.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function backTo(returnUrl: string, sn: string, result: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("sn", sn);
  url.searchParams.set("result", result);
  return url.href;
}

const page = (lang: string, body: string) => `<!doctype html>
<html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Sandbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;margin:0;padding:24px;color:#1d2433}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}h1{font-size:20px;margin:0 0 4px}.note{color:#5b6475;font-size:14px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 20px}dt{color:#5b6475}dd{margin:0;font-weight:600;word-break:break-all}.amount{font-size:24px}button{width:100%;padding:12px;border-radius:8px;font-size:16px;border:0;cursor:pointer;margin-top:8px}.approve{background:#0a7d4f;color:#fff}.decline{background:#eceff3;color:#1d2433}</style>
</head><body><main>${body}</main></body></html>`;

/** The page for a reference that names no gateway payment (malformed ones included): 404, in the browser's language. */
function unknownPayment(c: Context) {
  const lang = browserLang(c.req.header("accept-language"));
  return c.html(page(lang, `<h1>${WORDS[lang].title}</h1><p>${WORDS[lang].unknown}</p>`), 404);
}

sandboxRoutes.get("/sandbox/pay/:ref", async (c) => {
  const found = await paymentByRef(c.get("db"), c.req.param("ref"));
  c.header("cache-control", "no-store");
  c.header(
    "content-security-policy",
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
  );
  if (!found) return unknownPayment(c);
  const { p, o, platform } = found;
  const lang = (o.languageCode in WORDS ? o.languageCode : "en") as keyof typeof WORDS;
  const w = WORDS[lang];
  const symbol = CURRENCIES.find((x) => x.code === p.currencyCode)?.symbol ?? p.currencyCode;
  const details = `<h1>${escape(platform.name)} · ${w.title}</h1><p class="note">${w.note}</p>
<dl><dt>${w.order}</dt><dd data-testid="sandbox-order">${escape(o.sn)}</dd><dt>${w.amount}</dt><dd class="amount" data-testid="sandbox-amount">${escape(formatMoney(p.amount, symbol))}</dd><dt>${w.method}</dt><dd>${escape(METHODS[p.method]?.[lang] ?? p.method)}</dd></dl>`;
  if (p.status !== PAYMENT_STATUS.pending)
    return c.html(
      page(
        lang,
        `${details}<p>${w.settled}</p><p><a href="${escape(backTo(p.returnUrl, o.sn, p.status === PAYMENT_STATUS.paid ? "paid" : "failed"))}">${w.back}</a></p>`,
      ),
    );
  return c.html(
    page(
      lang,
      `${details}<form method="post"><button class="approve" name="decision" value="approve">${w.approve}</button><button class="decline" name="decision" value="decline">${w.decline}</button></form>`,
    ),
  );
});

sandboxRoutes.post("/sandbox/pay/:ref", async (c) => {
  const found = await paymentByRef(c.get("db"), c.req.param("ref"));
  c.header("cache-control", "no-store");
  if (!found) return unknownPayment(c);
  const form = await c.req.parseBody();
  const status = form.decision === "approve" ? "paid" : "declined";
  const n: Notification = {
    ref: found.p.ref,
    status,
    amount: found.p.amount,
    currency: found.p.currencyCode,
  };
  const deps = c.get("deps").payments;
  const settled = await settlePayment(
    c.get("db"),
    deps,
    n,
    signNotification(deps.secret, n),
    c.get("now"),
  );
  return c.redirect(
    backTo(found.p.returnUrl, found.o.sn, settled.payment === 1 ? "paid" : "failed"),
    303,
  );
});
