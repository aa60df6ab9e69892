// Spec §1 "a Wechat browser", §7 GET wc/jsapi_signature and POST accounts/token_wc_oa_slient: the
// brand's WeChat official-account app. The WeChat API base URL is configurable (WECHAT_API_BASE),
// so tests and local runs use a stand-in (scripts/dev-wechat.ts). access_token and jsapi_ticket
// are cached per app until shortly before they expire, as WeChat asks (both are rate-limited).
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "../db/client";
import { DomainError } from "./errors";
import { refused } from "./auth";
import type { WechatApp, WechatConfig } from "./deps";
import { createUser, findIdentity } from "./identity";
import { createSession } from "./sessions";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { USER_STATUS } from "../../lib/commerce/contract/record-status";

/** Renew this long before WeChat's expiry, so a value is never used at its last second. */
const MARGIN_MS = 5 * 60_000;
const TIMEOUT_MS = 3000;

type Cached = { value: string; expiresAt: number };
const tokens = new Map<string, Cached>();
const tickets = new Map<string, Cached>();

/** Forget cached tokens and tickets (tests that restart the stand-in). */
export function clearWechatCache() {
  tokens.clear();
  tickets.clear();
}

const failure = z.object({ errcode: z.number(), errmsg: z.string().optional() });

async function call<T extends z.ZodType>(
  config: WechatConfig,
  path: string,
  query: Record<string, string>,
  schema: T,
): Promise<z.infer<T>> {
  const url = new URL(path, config.apiBase.endsWith("/") ? config.apiBase : `${config.apiBase}/`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  let body: unknown;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = await res.json();
  } catch {
    throw new DomainError(Codes.tokenFetchFailed, "WeChat could not be reached");
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const error = failure.safeParse(body);
  throw new DomainError(
    Codes.tokenFetchFailed,
    `WeChat refused: ${error.success ? error.data.errcode : "unreadable answer"}`,
  );
}

function appOf(config: WechatConfig | null, slug: string): WechatApp {
  const app = config?.apps[slug];
  if (!config || !app) throw new DomainError(Codes.authFailed, "this brand has no WeChat app");
  return app;
}

async function cached(
  cache: Map<string, Cached>,
  key: string,
  now: Date,
  fetchIt: () => Promise<{ value: string; expiresIn: number }>,
) {
  const hit = cache.get(key);
  if (hit && hit.expiresAt - MARGIN_MS > now.getTime()) return hit.value;
  const fresh = await fetchIt();
  cache.set(key, { value: fresh.value, expiresAt: now.getTime() + fresh.expiresIn * 1000 });
  return fresh.value;
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});
const ticketAnswer = z.object({
  errcode: z.literal(0).optional(),
  ticket: z.string().min(1),
  expires_in: z.number().int().positive(),
});

async function jsapiTicket(config: WechatConfig, app: WechatApp, now: Date): Promise<string> {
  return cached(tickets, app.appId, now, async () => {
    const accessToken = await cached(tokens, app.appId, now, async () => {
      const t = await call(
        config,
        "cgi-bin/token",
        { grant_type: "client_credential", appid: app.appId, secret: app.secret },
        tokenAnswer,
      );
      return { value: t.access_token, expiresIn: t.expires_in };
    });
    const t = await call(
      config,
      "cgi-bin/ticket/getticket",
      { access_token: accessToken, type: "jsapi" },
      ticketAnswer,
    );
    return { value: t.ticket, expiresIn: t.expires_in };
  });
}

/** The JS-SDK signature: sha1 of the four fields in this order, the url without its #fragment. */
export function jsapiSign(
  ticket: string,
  nonceStr: string,
  timestamp: number,
  url: string,
): string {
  const page = url.split("#")[0]!;
  return createHash("sha1")
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`)
    .digest("hex");
}

/** GET wc/jsapi_signature?url=: what wx.config needs on that page. */
export async function jsapiSignature(
  config: WechatConfig | null,
  slug: string,
  url: string,
  now: Date,
) {
  const app = appOf(config, slug);
  const ticket = await jsapiTicket(config!, app, now);
  const nonceStr = randomBytes(12).toString("base64url");
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    appId: app.appId,
    timestamp,
    nonceStr,
    signature: jsapiSign(ticket, nonceStr, timestamp, url),
  };
}

const oauthAnswer = z.object({
  access_token: z.string().min(1),
  openid: z.string().min(1).max(128),
  unionid: z.string().min(1).max(128).optional(),
});

/**
 * POST accounts/token_wc_oa_slient { code }: the official account's silent (snsapi_base) sign-in.
 * The code is exchanged at WeChat for the openid (and unionid when the app is bound to an open
 * platform); the person is found by it or created, and gets a session. A refused account: 30020.
 */
export async function oaSilentSignin(
  db: Db,
  config: WechatConfig | null,
  platform: { id: number; slug: string },
  code: string,
  now: Date,
): Promise<string> {
  const app = appOf(config, platform.slug);
  const answer = await call(
    config!,
    "sns/oauth2/access_token",
    { appid: app.appId, secret: app.secret, code, grant_type: "authorization_code" },
    oauthAnswer,
  );
  // one person across the brand's WeChat apps when WeChat gives a unionid; else per app
  const value = answer.unionid ? `union:${answer.unionid}` : `${app.appId}:${answer.openid}`;
  const known = await findIdentity(db, "wechat", value);
  const user =
    known?.user ??
    (await createUser(db, { platformId: platform.id, nickname: "WeChat user", now }, [
      { kind: "wechat", value, verified: true },
    ]));
  if (user.status !== USER_STATUS.active) throw refused();
  return createSession(db, user.id, platform.id, now);
}
