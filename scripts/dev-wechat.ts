// A stand-in WeChat API for local runs and tests (never production): the four calls the shop
// makes — cgi-bin/token, cgi-bin/ticket/getticket, sns/oauth2/access_token — and the official
// account's authorize page, which signs every visitor in at once (snsapi_base) and sends them back
// with a one-time code. Point WECHAT_API_BASE (upstream) and WECHAT_OPEN_BASE (storefront) here.
//   npx tsx scripts/dev-wechat.ts      (DEV_WECHAT_PORT, default 4500; apps from WECHAT_APPS)
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

export type StandInApp = { appId: string; secret: string };
export type StandIn = {
  url: string;
  /** how often each call was made (tests check the token and ticket are cached) */
  calls: Record<string, number>;
  /** a code as the authorize page would hand out, for this openid (and unionid) */
  issueCode: (openid: string, unionid?: string) => string;
  ticket: string;
  close: () => Promise<void>;
};

export async function startWechatStandIn(options: {
  port?: number;
  apps: StandInApp[];
  openid?: string;
  unionid?: string;
}): Promise<StandIn> {
  const calls: Record<string, number> = {};
  const codes = new Map<string, { openid: string; unionid?: string }>();
  const accessTokens = new Set<string>();
  const ticket = `ticket-${randomBytes(8).toString("hex")}`;
  const secretOf = (appId: string | null) => options.apps.find((a) => a.appId === appId)?.secret;
  const issueCode = (openid: string, unionid?: string) => {
    const code = `code-${randomBytes(8).toString("hex")}`;
    codes.set(code, { openid, unionid });
    return code;
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const q = url.searchParams;
    calls[url.pathname] = (calls[url.pathname] ?? 0) + 1;
    const json = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    switch (url.pathname) {
      case "/cgi-bin/token": {
        if (
          q.get("grant_type") !== "client_credential" ||
          !secretOf(q.get("appid")) ||
          secretOf(q.get("appid")) !== q.get("secret")
        )
          return json({ errcode: 40125, errmsg: "invalid appsecret" });
        const token = `at-${randomBytes(8).toString("hex")}`;
        accessTokens.add(token);
        return json({ access_token: token, expires_in: 7200 });
      }
      case "/cgi-bin/ticket/getticket":
        if (!accessTokens.has(q.get("access_token") ?? "") || q.get("type") !== "jsapi")
          return json({ errcode: 40001, errmsg: "invalid credential" });
        return json({ errcode: 0, errmsg: "ok", ticket, expires_in: 7200 });
      case "/connect/oauth2/authorize": {
        const back = q.get("redirect_uri");
        if (!secretOf(q.get("appid")) || !back || !/^https?:\/\//.test(back)) {
          res.writeHead(400, { "content-type": "text/plain" });
          return res.end("invalid appid or redirect_uri");
        }
        const target = new URL(back);
        target.searchParams.set(
          "code",
          issueCode(options.openid ?? "dev-wechat-openid", options.unionid),
        );
        target.searchParams.set("state", q.get("state") ?? "");
        res.writeHead(302, { location: target.toString() });
        return res.end();
      }
      case "/sns/oauth2/access_token": {
        const who = codes.get(q.get("code") ?? "");
        if (!who || secretOf(q.get("appid")) !== q.get("secret"))
          return json({ errcode: 40029, errmsg: "invalid code" });
        codes.delete(q.get("code")!);
        return json({
          access_token: `oat-${randomBytes(6).toString("hex")}`,
          expires_in: 7200,
          refresh_token: "r",
          scope: "snsapi_base",
          ...who,
        });
      }
      default:
        res.writeHead(404, { "content-type": "application/json" });
        return res.end(JSON.stringify({ errcode: 404, errmsg: "no such call" }));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    issueCode,
    ticket,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const apps = Object.values(
    JSON.parse(process.env.WECHAT_APPS ?? "{}") as Record<string, StandInApp>,
  );
  const standIn = await startWechatStandIn({
    port: Number(process.env.DEV_WECHAT_PORT ?? 4500),
    apps,
  });
  console.log(`[dev-wechat] WeChat stand-in on ${standIn.url} for ${apps.length} app(s)`);
  const stop = () => void standIn.close().finally(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1]?.endsWith("dev-wechat.ts")) void main();
