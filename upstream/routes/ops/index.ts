// The ops side of the reference upstream (the spec has no admin role): the steps a provider takes
// on an order — confirm, ship, carrier scans, fulfil, refund approve / reject / receive / pay — and
// stock, the membership refund when the provider ends service (§9), and marketing's short links
// (docs/decisions/short-links.md). Called by `npm run ops` (upstream/ops/cli.ts) with the ops token; with no token
// configured the routes do not exist. Outside the public OpenAPI contract on purpose.
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "../../../lib/commerce/contract/envelope";
import { Codes } from "../../../lib/commerce/contract/error-codes";
import { ORDER_SN } from "../../../lib/commerce/orders/orders";
import { calendarDate } from "../../../lib/commerce/contract/common.schema";
import { cleanText } from "../../../lib/commerce/contract/text.schema";
import { DomainError, sendError, type Env } from "../../http/context";
import * as afterSales from "../../services/after-sales";
import { grantPayment } from "../../services/benefits";
import { findIdentity } from "../../services/identity";
import { BALANCE_METHODS } from "../../../lib/commerce/checkout/payment";
import * as fulfilment from "../../services/fulfilment";
import {
  productTags,
  revalidateStorefront,
  type StorefrontCache,
} from "../../services/storefront-cache";
import * as membership from "../../services/membership";
import { expireUnpaid, orderForOps } from "../../services/ops";
import { createShortLink, shortLinkStats } from "../../services/short-links";
import { SHORT_CODE } from "../../../lib/commerce/platform/short-links";

type Db = Env["Variables"]["db"];

const sn = z.string().regex(ORDER_SN);
const text = (max: number) => cleanText({ min: 1, max });
const bodies = {
  show: z.object({ sn }),
  confirm: z.object({ sn }),
  fulfil: z.object({ sn }),
  /** an unpaid order's pay deadline ends now (the sweep closes it) */
  expire: z.object({ sn }),
  ship: z.object({
    sn,
    carrier: text(60),
    tracking: text(60),
    line_id: z.number().int().positive().optional(),
    place: cleanText({ max: 120 }).optional(),
  }),
  scan: z.object({ sn, text: text(200), place: cleanText({ max: 120 }).optional() }),
  refund: z.object({
    id: z.number().int().positive(),
    action: z.enum(["approve", "reject", "receive", "pay"]),
    note: cleanText({ max: 500, multiline: true }).optional(),
  }),
  "membership-refund": z.object({
    who: z.union([z.string().regex(ORDER_SN), z.string().regex(/^\d{1,10}$/)]),
    reason: text(60),
  }),
  /** §6 points/quota for certain users: what the employee-benefit app grants a shopper */
  grant: z.object({
    email: z.email().max(200),
    methods: z.array(z.enum(BALANCE_METHODS)).max(4),
    quota: z.number().int().min(0).max(100_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
  "set-stock": z.object({
    variant: z.number().int().positive(),
    stock: z.number().int().min(0).max(1_000_000),
    date: calendarDate.optional(),
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .optional(),
  }),
  /** a short link to a page of ours or a product (a foreign origin is 40030) */
  "short-link-create": z.object({
    target: z.string().trim().min(1).max(2000),
    brand: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
    utm_source: text(100).optional(),
    utm_medium: text(100).optional(),
    utm_campaign: text(100).optional(),
    expires_at: z.iso.datetime({ offset: true }).optional(),
  }),
  "short-link-stats": z.object({ code: z.string().regex(SHORT_CODE) }),
  /** expire the storefront's cached reads under these tags (after a change made outside these commands) */
  revalidate: z.object({
    tags: z
      .array(z.string().regex(/^[a-z-]+(:[1-9]\d{0,9})?$/))
      .min(1)
      .max(100),
  }),
};
type Command = keyof typeof bodies;

async function run(
  db: Db,
  command: Command,
  body: unknown,
  now: Date,
  storefront: StorefrontCache,
): Promise<unknown> {
  switch (command) {
    case "show":
      return orderForOps(db, bodies.show.parse(body).sn);
    case "confirm":
      return fulfilment.confirmOrder(db, bodies.confirm.parse(body).sn, now);
    case "fulfil":
      return fulfilment.fulfilOrder(db, bodies.fulfil.parse(body).sn, now);
    case "expire":
      return expireUnpaid(db, bodies.expire.parse(body).sn, now);
    case "ship": {
      const b = bodies.ship.parse(body);
      return fulfilment.shipOrder(
        db,
        b.sn,
        { carrier: b.carrier, tracking: b.tracking, lineId: b.line_id, place: b.place },
        now,
      );
    }
    case "scan": {
      const b = bodies.scan.parse(body);
      return fulfilment.addScan(db, b.sn, { text: b.text, place: b.place }, now);
    }
    case "refund": {
      const b = bodies.refund.parse(body);
      if (b.action === "approve") return afterSales.approveRefund(db, b.id, now, b.note);
      if (b.action === "reject") return afterSales.rejectRefund(db, b.id, now, b.note);
      if (b.action === "receive") return afterSales.receiveReturn(db, b.id, now);
      return afterSales.payRefund(db, b.id, now);
    }
    case "membership-refund": {
      const b = bodies["membership-refund"].parse(body);
      const who = /^\d{1,10}$/.test(b.who) ? { userId: Number(b.who) } : { sn: b.who };
      return membership.refundMembership(db, who, b.reason, now);
    }
    case "grant":
      return grant(db, bodies.grant.parse(body), now);
    case "set-stock": {
      const b = bodies["set-stock"].parse(body);
      const done = await fulfilment.setStock(
        db,
        b.variant,
        b.stock,
        { date: b.date, time: b.time },
        now,
      );
      // stock shows on the product page and moves its price range in lists (the cached pages follow through /api/revalidate)
      return {
        ...done,
        storefront: await revalidateStorefront(storefront, productTags(done.product)),
      };
    }
    case "short-link-create": {
      const b = bodies["short-link-create"].parse(body);
      return createShortLink(
        db,
        {
          target: b.target,
          brand: b.brand,
          utm: { utm_source: b.utm_source, utm_medium: b.utm_medium, utm_campaign: b.utm_campaign },
          expiresAt: b.expires_at ? new Date(b.expires_at) : undefined,
        },
        now,
      );
    }
    case "short-link-stats":
      return shortLinkStats(db, bodies["short-link-stats"].parse(body).code);
    case "revalidate":
      return {
        storefront: await revalidateStorefront(storefront, bodies.revalidate.parse(body).tags),
      };
  }
}

/** ops `grant <email> --methods quota,points --quota 50000 --currency CNY`: the shopper's balance methods and quota. */
async function grant(db: Db, b: z.infer<typeof bodies.grant>, now: Date) {
  const found = await findIdentity(db, "email", b.email.toLowerCase());
  if (!found) throw new DomainError(Codes.buyerMissing, "buyer missing");
  await grantPayment(
    db,
    found.user.id,
    { methods: b.methods, currency: b.currency, quota: b.quota },
    now,
  );
  return { user: found.user.id, methods: b.methods, quota: b.quota, currency: b.currency };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /ops/{command} with `Authorization: Bearer <ops token>`. */
export function opsRoutes(
  db: Db,
  token: string,
  clock: () => Date,
  storefront: StorefrontCache = null,
) {
  const app = new Hono();
  app.post("/ops/:command", async (c) => {
    if (!sameToken((c.req.header("authorization") ?? "").replace(/^Bearer /, ""), token))
      return sendError(c, new DomainError(Codes.loginExpired, "ops token required"));
    const command = c.req.param("command");
    if (!(command in bodies))
      return sendError(
        c,
        new DomainError(Codes.unknownRoute, `unknown ops command ${command.slice(0, 40)}`),
      );
    const body: unknown = await c.req.json().catch(() => null);
    try {
      return c.json(ok(await run(db, command as Command, body, clock(), storefront)));
    } catch (error) {
      if (error instanceof z.ZodError)
        return sendError(
          c,
          new DomainError(Codes.badRequest, z.prettifyError(error).slice(0, 300)),
        );
      if (error instanceof DomainError) return sendError(c as never, error);
      throw error;
    }
  });
  return app;
}
