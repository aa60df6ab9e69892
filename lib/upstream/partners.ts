import "server-only";
import { paymentRightsSchema } from "../commerce/wire/partners";
import { upstreamGet, type CallContext } from "./client";

// Spec §1 partner apps, §6 points/quota payment for certain users: one function per call.
type Authed = CallContext & { token: string };

export const getPaymentRights = (ctx: Authed) => upstreamGet("accounts/payment_rights", paymentRightsSchema, ctx);
