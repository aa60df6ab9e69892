import "server-only";
import {
  MEMBERSHIP_CALL_CURRENCY,
  MEMBERSHIP_CALL_LOCALE,
  type MembershipLevel,
} from "../commerce/membership/membership";
import { membershipSchema } from "../commerce/accounts/account.schema";
import { bookedSchema } from "../commerce/checkout/checkout.schema";
import { membershipSettingSchema } from "../commerce/catalogue/product.schema";
import {
  pointsExchangeSchema,
  pointsOverviewSchema,
} from "../commerce/membership/membership.schema";
import { upstreamGet, upstreamSend, type CallContext, type SendOptions } from "./client";

// Spec §7 membership and points calls. §6: "Membership and VIP requests use fixed zh-hans and
// CNY" — every call here goes out in those, whatever the page's language and currency; the page
// still reads in the shopper's language (its words come from messages/, not from these replies).
type Authed = CallContext & { token: string };

const vip = <C extends CallContext>(ctx: C): C => ({
  ...ctx,
  locale: MEMBERSHIP_CALL_LOCALE,
  currency: MEMBERSHIP_CALL_CURRENCY,
});

/** GET product/membership/{level}: a tier's price and what it gives (catalogue, cached). */
export const getMembershipPackage = (ctx: CallContext, level: MembershipLevel) =>
  upstreamGet(
    `product/membership/${level}`,
    membershipSettingSchema,
    vip({ ...ctx, token: undefined }),
    undefined,
    { tags: ["membership"] },
  );

export const getMyMembership = (ctx: Authed) =>
  upstreamGet("accounts/membership", membershipSchema.nullable(), vip(ctx));

export const bookMembership = (
  ctx: Authed,
  level: MembershipLevel,
  o: SendOptions & { idempotencyKey: string },
) =>
  // the request in zh-hans (§6); the order's pages in the shopper's language
  upstreamSend(
    "post",
    "membership/booking",
    bookedSchema,
    vip(ctx),
    { level, display_language: ctx.locale },
    o,
  );

export const getPoints = (ctx: Authed, page = 1) =>
  upstreamGet("accounts/points", pointsOverviewSchema, vip(ctx), { page });

export const exchangePoints = (
  ctx: Authed,
  points: number,
  o: SendOptions & { idempotencyKey: string },
) => upstreamSend("post", "points/exchange", pointsExchangeSchema, vip(ctx), { points }, o);
