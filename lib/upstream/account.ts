import "server-only";
import { z } from "zod";
import type {
  AddressForm,
  CodeSendBody,
  SigninBody,
  SignupBody,
  TouristForm,
} from "../commerce/accounts/account-forms.schema";
import {
  accountSchema,
  accountSummarySchema,
  addressSchema,
  authCodeSchema,
  captchaChallengeSchema,
  codeSentSchema,
  couponDetailSchema,
  favoriteSchema,
  oauthStartSchema,
  okSchema,
  redeemResultSchema,
  tokenSchema,
  touristSchema,
  userCouponSchema,
} from "../commerce/accounts/account.schema";
import { type UserCouponTab } from "../commerce/coupons/coupons";
import { page } from "../commerce/contract/common.schema";
import { upstreamGet, upstreamSend, type CallContext, type SendOptions } from "./client";

// One function per spec §7 Account call (and the coupon calls). Bodies are the lib/commerce
// form schemas' output; replies are parsed with the wire schemas.
type Authed = CallContext & { token: string };

// —— sign-in and credentials ——
export const signup = (ctx: CallContext, body: SignupBody, o?: SendOptions) =>
  upstreamSend("post", "accounts/signup", tokenSchema, ctx, body, o);
export const signin = (ctx: CallContext, body: SigninBody) =>
  upstreamSend("post", "accounts/signin", tokenSchema, ctx, body);
export const signout = (ctx: Authed) => upstreamSend("post", "accounts/signout", okSchema, ctx);
/** A new challenge every call: a cached one would hand every visitor the same (soon spent) challenge. */
export const getCaptcha = (ctx: CallContext) =>
  upstreamGet("accounts/captcha", captchaChallengeSchema, { ...ctx, token: undefined }, undefined, {
    persist: "never",
  });
export const sendVerificationCode = (ctx: CallContext, body: CodeSendBody) =>
  upstreamSend("post", "accounts/verification_code_send", codeSentSchema, ctx, body);
/** `link_base` is this site's origin; the upstream accepts it only for the brand's own domains. */
export const sendPasswordResetMail = (
  ctx: CallContext,
  body: { email: string; link_base: string },
) => upstreamSend("post", "accounts/password_reset_mail", okSchema, ctx, body);
export const resetPassword = (ctx: CallContext, body: unknown) =>
  upstreamSend("post", "accounts/password_reset", okSchema, ctx, body);
export const startGoogle = (ctx: CallContext, redirectUri: string) =>
  upstreamSend("post", "accounts/oauth/google/start", oauthStartSchema, ctx, {
    redirect_uri: redirectUri,
  });
export const finishGoogle = (ctx: CallContext, body: { callback_url: string; state: string }) =>
  upstreamSend("post", "accounts/oauth/google", tokenSchema, ctx, body);
export const unionSignin = (ctx: CallContext, thirdPartyToken: string) =>
  upstreamSend("post", "accounts/union/signin", tokenSchema, ctx, { thirdPartyToken });
export const getAuthCode = (ctx: Authed) =>
  upstreamGet("open/accounts/auth_code", authCodeSchema, ctx);

// —— profile ——
export const getCurrentAccount = (ctx: Authed) =>
  upstreamGet("accounts/privacy", accountSchema, ctx);
export const getAccountSummary = (ctx: Authed) =>
  upstreamGet("accounts/summary", accountSummarySchema, ctx);

// —— addresses and travellers ——
export const listAddresses = (ctx: Authed) =>
  upstreamGet("accounts/address", z.array(addressSchema), ctx);
export const getAddress = (ctx: Authed, id: number) =>
  upstreamGet(`accounts/address/${id}`, addressSchema, ctx);
export const createAddress = (ctx: Authed, body: AddressForm, o?: SendOptions) =>
  upstreamSend("post", "accounts/address", addressSchema, ctx, body, o);
export const updateAddress = (ctx: Authed, id: number, body: AddressForm) =>
  upstreamSend("put", `accounts/address/${id}`, addressSchema, ctx, body);
export const deleteAddress = (ctx: Authed, id: number) =>
  upstreamSend("delete", `accounts/address/${id}`, okSchema, ctx);

export const listTourists = (ctx: Authed) =>
  upstreamGet("accounts/tourist", z.array(touristSchema), ctx);
export const getTourist = (ctx: Authed, id: number) =>
  upstreamGet(`accounts/tourist/${id}`, touristSchema, ctx);
export const createTourist = (ctx: Authed, body: TouristForm, o?: SendOptions) =>
  upstreamSend("post", "accounts/tourist", touristSchema, ctx, body, o);
export const updateTourist = (ctx: Authed, id: number, body: TouristForm) =>
  upstreamSend("put", `accounts/tourist/${id}`, touristSchema, ctx, body);
export const deleteTourist = (ctx: Authed, id: number) =>
  upstreamSend("delete", `accounts/tourist/${id}`, okSchema, ctx);

// —— favourites ——
export const listFavorites = (ctx: Authed, pageNo: number) =>
  upstreamGet("accounts/favorites", page(favoriteSchema), ctx, { page: pageNo });
/** Which of these products the user has favourited (for toggles on cards and product pages). */
export const favoriteIds = (ctx: Authed, productIds: number[]) =>
  upstreamGet("accounts/favorites/ids", z.array(z.number().int()), ctx, {
    product_ids: productIds.join(","),
  });
export const addFavorite = (ctx: Authed, productId: number) =>
  upstreamSend("post", "accounts/favorites", okSchema, ctx, { product_id: productId });
export const removeFavorite = (ctx: Authed, productId: number) =>
  upstreamSend("delete", `accounts/favorites/${productId}`, okSchema, ctx);

// —— coupons ——
export const listMyCoupons = (ctx: Authed, tab: UserCouponTab, pageNo: number) =>
  upstreamGet("accounts/coupons", page(userCouponSchema), ctx, { tab, page: pageNo });
export const redeemCoupon = (
  ctx: Authed,
  body: { coupon_id: number } | { code: string },
  o?: SendOptions,
) => upstreamSend("post", "coupon/redeem", redeemResultSchema, ctx, body, o);
export const getCoupon = (ctx: CallContext, id: number) =>
  upstreamGet(`coupon/${id}`, couponDetailSchema, ctx);
