// The scripted shopper of the benches and the cluster rush: calls to the upstream with the §7
// headers, a new signed-up account with an address, and the plain-stock good they all buy. One copy,
// so a change to sign-up or to the booking body reaches every script at once.

/** What a script needs of a call's answer: status, §8 envelope (null when the body is not one). */
export type Reply = {
  status: number;
  // the scripts read answers loosely (a measurement reports what came back, it does not validate)
  body: { code?: number; message?: string; data?: any } | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** the start of a body that was not JSON (a proxy's own 502/503 page) */
  text?: string;
  ms: number;
  /** a transport failure (status 0): its code, ECONNREFUSED and the like */
  error?: string;
};

export type Call = (
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  idempotencyKey?: string,
) => Promise<Reply>;

const HEADERS = {
  platform: "default",
  language: "en",
  currency: "CNY",
  channel: "web",
  "content-type": "application/json",
};

/** Calls to the upstream at `base`; a transport failure answers `{ status: 0 }`, never throws. */
export function upstreamCall(base: string, { timeoutMs = 60_000 } = {}): Call {
  return async (method, route, body, token, idempotencyKey) => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}${route}`, {
        method,
        headers: {
          ...HEADERS,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let json: Reply["body"] = null;
      try {
        json = JSON.parse(text) as Reply["body"];
      } catch {
        // not an envelope: a proxy's own answer
      }
      return {
        status: res.status,
        body: json,
        text: json ? undefined : text.slice(0, 120),
        ms: performance.now() - t0,
      };
    } catch (error) {
      const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : null;
      return {
        status: 0,
        body: null,
        ms: performance.now() - t0,
        error: String(cause?.code ?? (error instanceof Error ? error.message : error)),
      };
    }
  };
}

export type Shopper = { token: string; addressId: number | undefined };

/** A new account (§7 accounts/signup, e-mail identity) with one delivery address. */
export async function newShopper(call: Call, tag: string): Promise<Shopper> {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = "script12345";
  const signup = await call("POST", "/accounts/signup", {
    identity_type: 1,
    first_name: "Script",
    last_name: "Buyer",
    email,
    password,
    password_confirm: password,
    country_code: "852",
    mobile: String(51000000 + Math.floor(Math.random() * 8_999_999)),
    agree: true,
  });
  if (signup.body?.code !== 10000)
    throw new Error(`sign-up answered ${signup.status} ${JSON.stringify(signup.body)}`);
  const token: string = signup.body.data.token;
  const address = await call(
    "POST",
    "/accounts/address",
    {
      name: "Script",
      country_code: "86",
      phone: "13800138000",
      region: "Shanghai",
      district: "Pudong",
      address: "1 Century Ave",
      email: "script@example.com",
    },
    token,
  );
  return { token, addressId: address.body?.data?.id };
}

export type Good = {
  productId: number;
  variantId: number;
  stock: number;
  /** how many one shopper may buy; null: no limit */
  perShopper: number | null;
};

/**
 * A physical good of the default brand (plain stock, no date, one unit a booking) with the most
 * generous per-shopper limit, then the most stock, among those with at least `minStock` units.
 */
export async function plainGood(call: Call, { minStock = 0 } = {}): Promise<Good> {
  const list = await call("GET", "/products?page=1&page_size=50&product_type=1");
  let best: (Good & { score: number }) | null = null;
  for (const p of list.body?.data?.list ?? []) {
    if (p.stock_type !== 0) continue;
    const detail = (await call("GET", `/product/${p.id}`)).body?.data;
    const variant = (
      (detail?.variants ?? []) as { id: number; stock: number; min_purchase: number }[]
    )
      .filter((v) => v.min_purchase === 1)
      .sort((a, b) => b.stock - a.stock)[0];
    if (!variant || variant.stock < minStock) continue;
    const perShopper: number | null =
      detail.limit_purchased_type === "none" || detail.limit_purchased === 0
        ? null
        : detail.limit_purchased;
    const score = (perShopper ?? 1e9) * 1e4 + variant.stock;
    if (!best || score > best.score)
      best = { score, productId: p.id, variantId: variant.id, stock: variant.stock, perShopper };
  }
  if (!best) throw new Error(`no plain-stock good with ${minStock}+ units in the seed`);
  const { score: _score, ...good } = best;
  return good;
}
