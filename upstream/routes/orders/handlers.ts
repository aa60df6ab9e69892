// The handlers of the orders routes (./routes.ts), one named function each.
import { shopOf, type Env } from "../../http/context";
import type { Context } from "hono";
import * as afterSales from "../../services/after-sales";
import * as orders from "../../services/orders";
import { voucherPdf } from "../../services/voucher-download";
import { reply, type AppRouteHandler } from "../../http/route";
import * as routes from "./routes";

const pageOf = (v: number | undefined) => Math.max(1, Math.min(v ?? 1, 10_000));

const ownerOf = (c: Context<Env>): orders.Owner => ({
  userId: c.get("user").id,
  platformId: c.get("platform").id,
});

export const getOrder: AppRouteHandler<typeof routes.getOrder> = async (c) => {
  const q = c.req.valid("query");
  return reply(
    c,
    await orders.listOrders(c.get("db"), shopOf(c), ownerOf(c), q.tab ?? "all", pageOf(q.page)),
  );
};

export const getOrderBySn: AppRouteHandler<typeof routes.getOrderBySn> = async (c) => {
  const order = await orders.ownOrder(c.get("db"), ownerOf(c), c.req.valid("param").sn);
  return reply(c, await orders.loadDetail(c.get("db"), shopOf(c), order));
};

export const getOrderBySnDelivery: AppRouteHandler<typeof routes.getOrderBySnDelivery> = async (
  c,
) => {
  const order = await orders.ownOrder(c.get("db"), ownerOf(c), c.req.valid("param").sn);
  return reply(c, await orders.delivery(c.get("db"), shopOf(c), order, null));
};

export const getOrderBySnVouchers: AppRouteHandler<typeof routes.getOrderBySnVouchers> = async (
  c,
) => {
  const order = await orders.ownOrder(c.get("db"), ownerOf(c), c.req.valid("param").sn);
  return reply(c, await orders.orderVouchers(c.get("db"), shopOf(c), order));
};

export const getOrderBySnDownload: AppRouteHandler<typeof routes.getOrderBySnDownload> = async (
  c,
) => {
  const order = await orders.ownOrder(c.get("db"), ownerOf(c), c.req.valid("param").sn);
  const pdf = await voucherPdf(c.get("db"), shopOf(c), c.get("platform"), order);
  return c.body(new Uint8Array(pdf), 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="voucher-${order.sn}.pdf"`,
    "cache-control": "private, no-store",
  }) as never;
};

export const getOrderBySnByLineIdDelivery: AppRouteHandler<
  typeof routes.getOrderBySnByLineIdDelivery
> = async (c) => {
  const { sn, lineId } = c.req.valid("param");
  const order = await orders.ownOrder(c.get("db"), ownerOf(c), sn);
  return reply(c, await orders.delivery(c.get("db"), shopOf(c), order, lineId));
};

export const postOrderBySnComplete: AppRouteHandler<typeof routes.postOrderBySnComplete> = async (
  c,
) =>
  reply(
    c,
    await afterSales.completeOrder(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").sn),
  );

export const postOrderBySnCancel: AppRouteHandler<typeof routes.postOrderBySnCancel> = async (c) =>
  reply(
    c,
    await afterSales.cancelOrder(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").sn),
  );

export const postOrderBySnRemind: AppRouteHandler<typeof routes.postOrderBySnRemind> = async (c) =>
  reply(
    c,
    await afterSales.remindToShip(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").sn),
  );

export const postOrderBySnRepurchase: AppRouteHandler<
  typeof routes.postOrderBySnRepurchase
> = async (c) =>
  reply(
    c,
    await afterSales.repurchase(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").sn),
  );

export const postOrderBySnComplaints: AppRouteHandler<
  typeof routes.postOrderBySnComplaints
> = async (c) =>
  reply(
    c,
    await afterSales.applyRefund(
      c.get("db"),
      shopOf(c),
      ownerOf(c),
      c.req.valid("param").sn,
      c.req.valid("json"),
    ),
  );

export const getOrderComplaints: AppRouteHandler<typeof routes.getOrderComplaints> = async (c) =>
  reply(
    c,
    await afterSales.listRefunds(
      c.get("db"),
      shopOf(c),
      ownerOf(c),
      pageOf(c.req.valid("query").page),
    ),
  );

export const getOrderComplaintsById: AppRouteHandler<typeof routes.getOrderComplaintsById> = async (
  c,
) =>
  reply(c, await afterSales.getRefund(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").id));

export const putOrderComplaintsById: AppRouteHandler<typeof routes.putOrderComplaintsById> = async (
  c,
) =>
  reply(
    c,
    await afterSales.updateRefund(
      c.get("db"),
      shopOf(c),
      ownerOf(c),
      c.req.valid("param").id,
      c.req.valid("json"),
    ),
  );

export const getOrderLinesById: AppRouteHandler<typeof routes.getOrderLinesById> = async (c) =>
  reply(c, await orders.orderLine(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").id));
