// Spec §7 Orders: accounts/privacy/order (list by tab, detail, delivery, vouchers, download,
// complete, cancel, remind, complaints, repurchase), order_complaints and order_lines. Every call
// needs the shopper's token and reaches only their own orders (another's answers 10023 / 10024).
import { shopOf, type Env } from "../../http/context";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { refundApplyBody, refundUpdateBody } from "../../../lib/commerce/refunds/refunds.schema";
import { ORDER_SN, ORDER_TABS } from "../../../lib/commerce/orders/orders";
import { page } from "../../../lib/commerce/contract/common.schema";
import {
  cancelResultSchema,
  deliverySchema,
  orderCardSchema,
  orderDetailSchema,
  orderLineDetailSchema,
  refundDetailSchema,
  remindResultSchema,
  repurchaseResultSchema,
} from "../../../lib/commerce/orders/orders.schema";

import * as afterSales from "../../services/after-sales";
import type { Deps } from "../../services/deps";
import * as orders from "../../services/orders";
import { voucherPdf } from "../../services/voucher-download";
import { lenientEnum, lenientInt, pathNumber } from "../../http/input";
import { type Failure } from "../../http/openapi";
import { defineRoute, jsonBody, reply, withDeps } from "../../http/route";
import { createRouter } from "../../http/router";

const ownerOf = (c: Context<Env>): orders.Owner => ({
  userId: c.get("user").id,
  platformId: c.get("platform").id,
});

const snParam = z.object({
  sn: z
    .string()
    .regex(ORDER_SN)
    .openapi({ param: { name: "sn", in: "path" }, example: "261123AB12CD34EF56" }),
});
const pageQuery = { query: z.object({ page: lenientInt() }) };
const pageOf = (v: number | undefined) => Math.max(1, Math.min(v ?? 1, 10_000));
const tags = ["orders: after the sale"];
/** Another user's order, line or application is simply missing. */
const orderMissing: Failure = {
  code: Codes.orderMissing,
  note: "no such order (or application) for this user",
};
const lineMissing: Failure = { code: Codes.orderLineMissing, note: "no such line in the order" };
/** An action the order's state does not allow. */
const stateFailures: Failure[] = [
  orderMissing,
  { code: Codes.notAllowed, note: "not allowed in the order's state" },
];
/** The calls that create something carry an Idempotency-Key (required). */
const imageMissing: Failure = {
  code: Codes.itemMissing,
  note: "a proof image that is not the caller's",
};
const keyed: Failure[] = [
  { code: Codes.badRequest, note: "no Idempotency-Key" },
  Codes.idempotencyConflict,
];

export function orderRoutes(deps: Deps) {
  const router = createRouter();
  router.use("*", withDeps(deps));

  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/privacy/order",
      tags,
      summary:
        "The shopper's orders under a tab (all, pending, unfulfilled, fulfilled, afterSales), newest first, 10 a page",
      request: { query: z.object({ tab: lenientEnum(ORDER_TABS), page: lenientInt() }) },
      data: page(orderCardSchema),
      describe: "A page of orders with their label and actions",
      auth: true,
    }),
    async (c) => {
      const q = c.req.valid("query");
      return reply(
        c,
        await orders.listOrders(c.get("db"), shopOf(c), ownerOf(c), q.tab ?? "all", pageOf(q.page)),
      );
    },
  );

  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/privacy/order/{sn}",
      tags,
      summary:
        "One order: lines as bought, booking fields, amounts, label, actions, refundable amount now",
      request: { params: snParam },
      data: orderDetailSchema,
      describe: "The order",
      auth: true,
      failures: [orderMissing],
    }),
    async (c) => {
      const order = await orders.ownOrder(c.get("db"), ownerOf(c), c.req.valid("param").sn);
      return reply(c, await orders.loadDetail(c.get("db"), shopOf(c), order));
    },
  );

  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/privacy/order/{sn}/delivery",
      tags,
      summary: "Parcels (carrier, tracking number, scans) and the order's history",
      request: { params: snParam },
      data: deliverySchema,
      describe: "Delivery",
      auth: true,
      failures: [orderMissing],
    }),
    async (c) => {
      const order = await orders.ownOrder(c.get("db"), ownerOf(c), c.req.valid("param").sn);
      return reply(c, await orders.delivery(c.get("db"), shopOf(c), order, null));
    },
  );

  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/privacy/order/{sn}/vouchers",
      tags,
      summary: "The ticket lines with their vouchers (code, status)",
      request: { params: snParam },
      data: z.array(orderLineDetailSchema),
      describe: "Lines with vouchers",
      auth: true,
      failures: [orderMissing],
    }),
    async (c) => {
      const order = await orders.ownOrder(c.get("db"), ownerOf(c), c.req.valid("param").sn);
      return reply(c, await orders.orderVouchers(c.get("db"), shopOf(c), order));
    },
  );

  const download = defineRoute({
    method: "get",
    path: "/accounts/privacy/order/{sn}/download",
    tags,
    summary:
      "The vouchers as a PDF (one voucher a page with its QR code); 10033 while the order has none",
    request: { params: snParam },
    data: z.string(),
    describe: "The PDF",
    auth: true,
    failures: stateFailures,
  });
  (download.responses as Record<number, unknown>)[200] = {
    description: "The vouchers as a PDF",
    content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
  };
  router.openapi(download, async (c) => {
    const order = await orders.ownOrder(c.get("db"), ownerOf(c), c.req.valid("param").sn);
    const pdf = await voucherPdf(c.get("db"), shopOf(c), c.get("platform"), order);
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="voucher-${order.sn}.pdf"`,
      "cache-control": "private, no-store",
    }) as never;
  });

  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/privacy/order/{sn}/{lineId}/delivery",
      tags,
      summary: "Parcels of one line (and whole-order parcels) with the order's history",
      request: { params: snParam.extend({ lineId: pathNumber("lineId", "12") }) },
      data: deliverySchema,
      describe: "Delivery",
      auth: true,
      failures: [orderMissing, lineMissing],
    }),
    async (c) => {
      const { sn, lineId } = c.req.valid("param");
      const order = await orders.ownOrder(c.get("db"), ownerOf(c), sn);
      return reply(c, await orders.delivery(c.get("db"), shopOf(c), order, lineId));
    },
  );

  // the four order actions: a POST on the order's number, answered with the outcome
  const actionRoute = <T extends z.ZodType>(
    path: string,
    summary: string,
    data: T,
    failures: Failure[] = stateFailures,
    idempotency?: "required",
  ) =>
    defineRoute({
      method: "post",
      path,
      tags,
      summary,
      request: { params: snParam },
      data,
      describe: "The outcome",
      auth: true,
      failures,
      idempotency,
    });
  router.openapi(
    actionRoute(
      "/accounts/privacy/order/{sn}/complete",
      "Confirm receipt of shipped goods (3 → 4); the 7-day after-sales window starts",
      orderDetailSchema,
    ),
    async (c) =>
      reply(
        c,
        await afterSales.completeOrder(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").sn),
      ),
  );
  router.openapi(
    actionRoute(
      "/accounts/privacy/order/{sn}/cancel",
      `Cancel: unpaid → closed at once (succeeded, stock and coupon back); paid and not yet shipped or confirmed → a full refund (in_progress). Not for orders that used points (${Codes.notAllowed})`,
      cancelResultSchema,
      [...stateFailures, { code: Codes.orderCancelled, note: "already cancelled or closed" }],
    ),
    async (c) =>
      reply(
        c,
        await afterSales.cancelOrder(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").sn),
      ),
  );
  router.openapi(
    actionRoute(
      "/accounts/privacy/order/{sn}/remind",
      "Remind the merchant to ship (at most once a day; reminded=false with next_at when too soon)",
      remindResultSchema,
    ),
    async (c) =>
      reply(
        c,
        await afterSales.remindToShip(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").sn),
      ),
  );
  router.openapi(
    actionRoute(
      "/accounts/privacy/order/{sn}/repurchase",
      "Buy again (Idempotency-Key required): the lines back into the basket; removed, sold-out and expired lines are reported",
      repurchaseResultSchema,
      [orderMissing, ...keyed],
      "required",
    ),
    async (c) =>
      reply(
        c,
        await afterSales.repurchase(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").sn),
      ),
  );

  router.openapi(
    defineRoute({
      method: "post",
      path: "/accounts/privacy/order/{sn}/complaints",
      tags,
      summary:
        "Apply for a refund, return or exchange (Idempotency-Key required); the amount at most the refundable amount now",
      request: {
        params: snParam,
        ...jsonBody(
          refundApplyBody.and(z.object({ order_line_id: z.number().int().positive().optional() })),
        ),
      },
      data: refundDetailSchema,
      describe: "The application",
      auth: true,
      idempotency: "required",
      failures: [
        ...stateFailures,
        ...keyed,
        lineMissing,
        imageMissing,
        {
          code: Codes.wrongComplaintAmount,
          note: "amount over the refundable amount (data.refundable)",
        },
        { code: Codes.badRequest, note: "invalid body (data.fields)" },
      ],
    }),
    async (c) =>
      reply(
        c,
        await afterSales.applyRefund(
          c.get("db"),
          shopOf(c),
          ownerOf(c),
          c.req.valid("param").sn,
          c.req.valid("json"),
        ),
      ),
  );

  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/privacy/order_complaints",
      tags,
      summary: "The shopper's after-sales applications, newest first, 10 a page",
      request: pageQuery,
      data: page(refundDetailSchema),
      describe: "Applications",
      auth: true,
    }),
    async (c) =>
      reply(
        c,
        await afterSales.listRefunds(
          c.get("db"),
          shopOf(c),
          ownerOf(c),
          pageOf(c.req.valid("query").page),
        ),
      ),
  );
  const idParam = { params: z.object({ id: pathNumber("id", "3") }) };
  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/privacy/order_complaints/{id}",
      tags,
      summary: "One application (status shown as §4: 6 → 0, 7 → 4)",
      request: idParam,
      data: refundDetailSchema,
      describe: "The application",
      auth: true,
      failures: [orderMissing],
    }),
    async (c) =>
      reply(
        c,
        await afterSales.getRefund(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").id),
      ),
  );
  router.openapi(
    defineRoute({
      method: "put",
      path: "/accounts/privacy/order_complaints/{id}",
      tags,
      summary: "Edit an open application (reason, images, tracking number) or withdraw it",
      request: { ...idParam, ...jsonBody(refundUpdateBody) },
      data: refundDetailSchema,
      describe: "The application",
      auth: true,
      failures: [...stateFailures, imageMissing],
    }),
    async (c) =>
      reply(
        c,
        await afterSales.updateRefund(
          c.get("db"),
          shopOf(c),
          ownerOf(c),
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
  );
  router.openapi(
    defineRoute({
      method: "get",
      path: "/accounts/privacy/order_lines/{id}",
      tags,
      summary: "One line of one of the shopper's orders, with its vouchers",
      request: idParam,
      data: orderLineDetailSchema,
      describe: "The line",
      auth: true,
      failures: [lineMissing],
    }),
    async (c) =>
      reply(c, await orders.orderLine(c.get("db"), shopOf(c), ownerOf(c), c.req.valid("param").id)),
  );
  return router;
}
