// Helpers for the account suites: JSON calls with the spec headers, a fake clock, the outbox.
import { createApp } from "../../../upstream/app";
import { defaultDeps, type Deps } from "../../../upstream/services/deps";
import { watchContract } from "./contract";
import { openHarness, type DatabaseKind, type Harness } from "./databases";

type Clock = { now: Date; advance: (ms: number) => void };

export type AccountHarness = Harness & {
  clock: Clock;
  deps: Deps;
  call: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  as: (
    token: string,
  ) => (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  /** the last code sent to a target, read from the outbox */
  lastCode: (target: string) => Promise<string>;
  signupEmail: (email: string, password?: string) => Promise<string>;
};

export async function openAccountHarness(
  kind: DatabaseKind,
  overrides: Partial<Deps> = {},
): Promise<AccountHarness> {
  // one clock for the seed's calendars and every call, catalogue included: the same dates on every day of the year
  const start = new Date("2026-11-20T02:00:00Z");
  const base = await openHarness(kind, { now: start });
  const clock: Clock = {
    now: start,
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const deps = defaultDeps({
    clock: () => clock.now,
    captcha: { secret: "test-captcha-secret-0123456789abcdef", maxCounter: 2000 },
    ...overrides,
  });
  const app = createApp({ db: base.database.db, dbKind: base.database.kind, deps });
  const contract = watchContract(app);
  const call: AccountHarness["call"] = async (method, path, body, headers = {}) => {
    const res = await app.request(path, {
      method,
      headers: {
        platform: "default",
        language: "en",
        currency: "CNY",
        channel: "web",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const h: AccountHarness = {
    ...base,
    app,
    contract,
    async close() {
      await base.close();
      contract.assertKept();
    },
    clock,
    deps,
    call,
    as:
      (token) =>
      (method, path, body, headers = {}) =>
        call(method, path, body, { authorization: `Bearer ${token}`, ...headers }),
    async lastCode(target) {
      const res = await call("GET", "/dev/outbox");
      const message = (res.body.data as { to: string; body: string }[]).find(
        (m) => m.to === target,
      );
      const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
      if (!code) throw new Error(`no code in the outbox for ${target}`);
      return code;
    },
    async signupEmail(email, password = "secret123") {
      const res = await call("POST", "/accounts/signup", {
        identity_type: 1,
        first_name: "Ada",
        last_name: "Lovelace",
        email,
        password,
        password_confirm: password,
        country_code: "852",
        mobile: String(51000000 + Math.floor(Math.random() * 8999999)),
        agree: true,
      });
      if (res.status !== 200)
        throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.token as string;
    },
  };
  return h;
}
