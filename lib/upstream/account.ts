import "server-only";
import { accountSchema } from "../commerce/wire/account";
import { upstreamGet, type CallContext } from "./client";

export const getCurrentAccount = (ctx: CallContext & { token: string }) => upstreamGet("accounts/privacy", accountSchema, ctx);
