// The handlers of the checkout routes (./routes.ts), one named function each.
import type { Context } from "hono";
import { normaliseCurrency } from "../../../lib/commerce/pricing/currencies";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { DomainError, shopOf, type Env } from "../../http/context";
import * as basket from "../../services/basket";
import { payFromBalance, payPartFromBalance } from "../../services/benefits";
import { book } from "../../services/booking";
import { checkLimits, feeView, quote, resolveLines } from "../../services/checkout";
import {
  allowedReturnUrl,
  confirmPayment,
  orderStatus,
  ownOrder,
  settlePayment,
} from "../../services/payments";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./routes";

export const getBasket: AppRouteHandler<typeof routes.getBasket> = async (c) =>
  reply(c, await basket.getBasket(c.get("db"), shopOf(c), c.get("user").id));

export const postBasketLine: AppRouteHandler<typeof routes.postBasketLine> = async (c) =>
  reply(c, await basket.addLine(c.get("db"), shopOf(c), c.get("user").id, c.req.valid("json")));

export const putBasketLine: AppRouteHandler<typeof routes.putBasketLine> = async (c) => {
  const { id, quantity } = c.req.valid("json");
  return reply(c, await basket.updateLine(c.get("db"), shopOf(c), c.get("user").id, id, quantity));
};

export const deleteBasketLine: AppRouteHandler<typeof routes.deleteBasketLine> = async (c) =>
  reply(
    c,
    await basket.deleteLines(c.get("db"), shopOf(c), c.get("user").id, c.req.valid("json").ids),
  );

const buyerOf = (c: Context<Env>) => ({
  userId: c.get("user").id,
  points: c.get("user").points,
  platform: c.get("platform"),
});

export const postCheckoutFee: AppRouteHandler<typeof routes.postCheckoutFee> = async (c) => {
  const body = c.req.valid("json");
  const shop = shopOf(c, normaliseCurrency(body.currency) ?? undefined);
  return reply(
    c,
    feeView(await quote(c.get("db"), shop, buyerOf(c), body, { strictCoupon: false }), shop),
  );
};

export const postCheckoutCoupons: AppRouteHandler<typeof routes.postCheckoutCoupons> = async (
  c,
) => {
  const body = c.req.valid("json");
  const shop = shopOf(c, normaliseCurrency(body.currency) ?? undefined);
  return reply(
    c,
    feeView(await quote(c.get("db"), shop, buyerOf(c), body, { strictCoupon: false }), shop)
      .coupons,
  );
};

export const postProductPrecheck: AppRouteHandler<typeof routes.postProductPrecheck> = async (
  c,
) => {
  const shop = shopOf(c);
  const lines = await resolveLines(
    c.get("db"),
    shop,
    c.req.valid("json").checkout_lines.map((l) => ({ ...l, basketLineId: null })),
  );
  await checkLimits(c.get("db"), shop, c.get("user").id, lines);
  return reply(c, { ok: true as const });
};

export const postOrderBookingPromoDiscount: AppRouteHandler<
  typeof routes.postOrderBookingPromoDiscount
> = async (c) =>
  reply(c, {
    variant_list: c.req.valid("json").variant_list.map((v) => ({ ...v, promo_discount: 0 })),
  });

export const postOrderBooking: AppRouteHandler<typeof routes.postOrderBooking> = async (c) => {
  const body = c.req.valid("json");
  const shop = shopOf(c, normaliseCurrency(body.currency) ?? undefined);
  return reply(
    c,
    await book(
      c.get("db"),
      shop,
      { userId: c.get("user").id, platform: c.get("platform") },
      body,
      c.get("deps").payDeadlineSeconds,
    ),
  );
};

export const postOrderConfirm: AppRouteHandler<typeof routes.postOrderConfirm> = async (c) => {
  const body = c.req.valid("json");
  const deps = c.get("deps");
  if (!allowedReturnUrl(body.return_url, c.get("platform"), deps.publicOrigin, deps.production))
    throw new DomainError(Codes.badRequest, "return_url must be one of the brand's own URLs");
  const method = body.payment_method;
  // §6/§9 balance methods: paid here in one transaction, no gateway
  if (method === "quota" || method === "points") {
    await payFromBalance(
      c.get("db"),
      c.get("platform"),
      c.get("user").id,
      body.sn,
      method,
      c.get("now"),
    );
    return reply(c, { url: body.return_url, paid: true });
  }
  if (method === "quota_cash" || method === "points_cash")
    return reply(
      c,
      await payPartFromBalance(
        c.get("db"),
        deps.payments,
        c.get("platform"),
        c.get("user").id,
        body.sn,
        method,
        body.return_url,
        c.get("now"),
      ),
    );
  const order = await ownOrder(c.get("db"), c.get("user").id, c.get("platform").id, body.sn);
  return reply(
    c,
    await confirmPayment(
      c.get("db"),
      deps.payments,
      c.get("platform"),
      order,
      body.payment_method,
      body.return_url,
      c.get("now"),
    ),
  );
};

export const getOrderStatusBySn: AppRouteHandler<typeof routes.getOrderStatusBySn> = async (c) => {
  const order = await ownOrder(
    c.get("db"),
    c.get("user").id,
    c.get("platform").id,
    c.req.valid("param").sn,
  );
  return reply(c, await orderStatus(c.get("db"), order, c.get("now")));
};

export const postPaymentsSandboxNotify: AppRouteHandler<
  typeof routes.postPaymentsSandboxNotify
> = async (c) =>
  reply(
    c,
    await settlePayment(
      c.get("db"),
      c.get("deps").payments,
      c.req.valid("json"),
      c.req.header("x-sandbox-signature") ?? "",
      c.get("now"),
    ),
  );
