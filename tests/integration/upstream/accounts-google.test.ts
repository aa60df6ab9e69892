/** @jest-environment node */
// Google sign-in (spec §7 accounts/oauth/google) against a real OIDC server on this machine:
// oauth2-mock-server on 127.0.0.1 plays Google (discovery, /authorize, /token, JWKS, an RS256
// id_token). The upstream's openid-client runs the code flow with PKCE, state and nonce.
// What the mock checks: the PKCE verifier against the challenge sent to /authorize (when a verifier
// is sent), and it puts the nonce from /authorize into the id_token (openid-client compares it).
// What it does not check, so neither is tested here: the client secret (any client
// authentication passes), that a verifier is sent at all, and the code itself (any code, used
// any number of times, for any redirect_uri, gets tokens). The sanity test below pins that down.
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { eq } from "drizzle-orm";
import { createApp } from "../../../upstream/app";
import { identities, oauthStates } from "../../../upstream/db/schema";
import { defaultDeps } from "../../../upstream/services/deps";
import { DATABASES } from "./databases";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";

jest.setTimeout(120_000);

type Who = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  aud?: string;
};

const REDIRECT = "http://localhost:3000/auth/google";

// The mock runs in a worker thread, outside jest's module system: SWC (next/jest) compiles this
// file to CommonJS (import() becomes require(), which cannot load the ESM-only mock), and jest's
// ESM loader would hand the mock a CommonJS-transformed `jose` (on the transform list for
// openid-client) without its named exports. In the worker, Node loads it natively.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const { OAuth2Server } = await import(workerData.moduleUrl);
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  // the mock names itself http://localhost:<port>; pin the address it listens on
  server.issuer.url = "http://127.0.0.1:" + server.address().port;
  let who = {};
  const tokenRequests = [];
  // what Google says about the user, in every token signed for a request (the id_token too)
  server.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, who));
  server.service.on("beforeResponse", (_response, req) => tokenRequests.push({ ...req.body }));
  parentPort.on("message", async (m) => {
    if (m.type === "who") who = m.who;
    if (m.type === "requests") return parentPort.postMessage({ id: m.id, value: tokenRequests });
    if (m.type === "stop") await server.stop();
    parentPort.postMessage({ id: m.id });
  });
  parentPort.postMessage({ ready: server.issuer.url });
})().catch((e) => parentPort.postMessage({ failed: String((e && e.stack) || e) }));
`;

/** One mock Google in a worker: its issuer URL, and what the next id_token says about the user. */
async function startMockGoogle() {
  const moduleUrl = pathToFileURL(require.resolve("oauth2-mock-server")).href;
  const worker = new Worker(WORKER, { eval: true, workerData: { moduleUrl } });
  const issuer = await new Promise<string>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", (m: { ready?: string; failed?: string }) =>
      m.ready ? resolve(m.ready) : reject(new Error(m.failed)),
    );
  });
  let next = 0;
  const ask = <T = void>(message: Record<string, unknown>) =>
    new Promise<T>((resolve) => {
      const id = ++next;
      const onMessage = (m: { id?: number; value: T }) => {
        if (m.id !== id) return;
        worker.off("message", onMessage);
        resolve(m.value);
      };
      worker.on("message", onMessage);
      worker.postMessage({ ...message, id });
    });
  return {
    issuer,
    setUser: (who: Who) => ask({ type: "who", who }),
    tokenRequests: () => ask<Record<string, string>[]>({ type: "requests" }),
    async stop() {
      await ask({ type: "stop" });
      await worker.terminate();
    },
  };
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
const challengeOf = async (verifier: string) =>
  Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))).toString(
    "base64url",
  );

describe.each(DATABASES)("Google sign-in on %s", (kind) => {
  let h: AccountHarness;
  let google: Awaited<ReturnType<typeof startMockGoogle>>;

  beforeAll(async () => {
    google = await startMockGoogle();
    h = await openAccountHarness(kind, {
      google: { issuer: google.issuer, clientId: "shop", clientSecret: "secret" },
    });
  });
  afterAll(async () => {
    await h?.close();
    await google?.stop();
  });

  /** start → the mock's /authorize (it redirects straight back) → the callback URL and the state */
  async function authorize(redirectUri = REDIRECT) {
    const start = await h.call("POST", "/accounts/oauth/google/start", {
      redirect_uri: redirectUri,
    });
    expect(start.status).toBe(200);
    const { url, state } = start.body.data as { url: string; state: string };
    const res = await fetch(url, { redirect: "manual" });
    await res.arrayBuffer();
    expect(res.status).toBe(302);
    const callback = res.headers.get("location")!;
    expect(callback.startsWith(`${redirectUri}?`)).toBe(true);
    return { state, callback };
  }

  async function signInAs(who: Who) {
    await google.setUser(who);
    const { state, callback } = await authorize();
    const res = await h.call("POST", "/accounts/oauth/google", { callback_url: callback, state });
    expect(res.body).toMatchObject({ code: 10000 });
    expect(res.status).toBe(200);
    const token = res.body.data.token as string;
    const me = (await h.as(token)("GET", "/accounts/privacy")).body.data;
    return { token, me };
  }

  it("(e) says enabled in /accounts/oauth/google/config, and disabled (start answers 10005) in an app without an issuer", async () => {
    expect((await h.call("GET", "/accounts/oauth/google/config")).body).toMatchObject({
      code: 10000,
      data: { enabled: true },
    });
    // the same database behind an app built without a Google issuer
    const plain = createApp({ db: h.database.db, dbKind: h.database.kind, deps: defaultDeps() });
    const headers = {
      platform: "default",
      language: "en",
      currency: "CNY",
      channel: "web",
      "content-type": "application/json",
    };
    const config = await plain.request("/accounts/oauth/google/config", { headers });
    expect(((await config.json()) as { data: unknown }).data).toEqual({ enabled: false });
    const start = await plain.request("/accounts/oauth/google/start", {
      method: "POST",
      headers,
      body: JSON.stringify({ redirect_uri: REDIRECT }),
    });
    expect(start.status).toBe(401);
    expect(((await start.json()) as { code: number }).code).toBe(10005);
  });

  it("the stand-in checks the PKCE verifier and echoes the nonce, but not the code or the client secret", async () => {
    const verifier = "v".repeat(20) + "0123456789abcdefghijklmnop";
    const authorizeUrl = new URL(`${google.issuer}/authorize`);
    for (const [k, v] of Object.entries({
      response_type: "code",
      client_id: "shop",
      redirect_uri: REDIRECT,
      scope: "openid",
      state: "s",
      nonce: "n-123",
      code_challenge: await challengeOf(verifier),
      code_challenge_method: "S256",
    }))
      authorizeUrl.searchParams.set(k, v);
    const codeFor = async () => {
      const res = await fetch(authorizeUrl, { redirect: "manual" });
      await res.arrayBuffer();
      return new URL(res.headers.get("location")!).searchParams.get("code")!;
    };
    const token = (body: Record<string, string>) =>
      fetch(`${google.issuer}/token`, {
        method: "POST",
        body: new URLSearchParams({
          grant_type: "authorization_code",
          client_id: "shop",
          redirect_uri: REDIRECT,
          ...body,
        }),
      });
    const wrong = await token({ code: await codeFor(), code_verifier: "w".repeat(43) });
    expect(wrong.status).toBe(400);
    // oauth2-mock-server 9 answers a problem document (RFC 9457), no longer an OAuth `error`
    expect(await wrong.json()).toMatchObject({
      title: "Bad Request",
      detail: "code_verifier provided does not match code_challenge",
    });
    const right = await token({ code: await codeFor(), code_verifier: verifier });
    expect(right.status).toBe(200);
    expect(claimsOf(((await right.json()) as { id_token: string }).id_token)).toMatchObject({
      nonce: "n-123",
      aud: "shop",
    });
    // limits of the stand-in: no verifier, a made-up code, a wrong secret — all get tokens
    const lax = await token({ code: "made-up-code", client_secret: "wrong" });
    expect(lax.status).toBe(200);
    await lax.arrayBuffer();
  });

  it("sends the browser to the issuer with PKCE (S256), state and nonce; the verifier stays server-side", async () => {
    const start = await h.call("POST", "/accounts/oauth/google/start", { redirect_uri: REDIRECT });
    const url = new URL(start.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.issuer}/authorize`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: "shop",
      response_type: "code",
      redirect_uri: REDIRECT,
      code_challenge_method: "S256",
      state: start.body.data.state,
    });
    expect(q.scope!.split(" ")).toEqual(expect.arrayContaining(["openid", "email"]));
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.nonce).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const [row] = await h.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, start.body.data.state));
    expect(row).toMatchObject({ redirectUri: REDIRECT, nonce: q.nonce });
    expect(q.code_challenge).toBe(await challengeOf(row!.codeVerifier));
    expect(url.href).not.toContain(row!.codeVerifier);
  });

  it("(a) gives a new Google user an account with the verified e-mail; (b) the same sub signs in to the same user", async () => {
    const first = await signInAs({
      sub: "google-sub-a",
      email: "Gina@Example.com",
      email_verified: true,
      given_name: "Gina",
      family_name: "Grey",
    });
    expect(first.me).toMatchObject({
      email: "gina@example.com",
      email_verified: true,
      first_name: "Gina",
      last_name: "Grey",
      has_password: false,
      is_guest: false,
    });
    expect(first.me.login_ways).toEqual(expect.arrayContaining(["google", "email"]));
    // the token request carried the client credentials and the PKCE verifier
    const request = (await google.tokenRequests()).at(-1)!;
    expect(request).toMatchObject({
      grant_type: "authorization_code",
      client_id: "shop",
      client_secret: "secret",
      redirect_uri: REDIRECT,
    });
    expect(request.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    const second = await signInAs({
      sub: "google-sub-a",
      email: "gina@example.com",
      email_verified: true,
    });
    expect(second.token).not.toBe(first.token);
    expect(second.me.id).toBe(first.me.id);
    expect(
      await h.database.db.select().from(identities).where(eq(identities.value, "google-sub-a")),
    ).toHaveLength(1);
  });

  it("(c) does not link to an e-mail + password account whose e-mail is unverified", async () => {
    const owner = await h.signupEmail("owner@example.com", "owner1234");
    const ownerMe = (await h.as(owner)("GET", "/accounts/privacy")).body.data;
    expect(ownerMe.email_verified).toBe(false);

    const g = await signInAs({
      sub: "google-sub-c",
      email: "owner@example.com",
      email_verified: true,
    });
    expect(g.me.id).not.toBe(ownerMe.id);
    expect(g.me.login_ways).toEqual(["google"]);
    // the e-mail stays with its registered owner, whose password still works
    expect(g.me.email).toBeNull();
    const signin = await h.call("POST", "/accounts/signin", {
      identity_type: 1,
      username: "owner@example.com",
      password: "owner1234",
    });
    expect(signin.status).toBe(200);
    const again = (await h.as(signin.body.data.token)("GET", "/accounts/privacy")).body.data;
    expect(again.id).toBe(ownerMe.id);
    expect(again.login_ways).not.toContain("google");
  });

  it("links only when both sides vouch for the e-mail (verified here in the database: no API verifies an e-mail)", async () => {
    const owner = await h.signupEmail("verified@example.com");
    const ownerMe = (await h.as(owner)("GET", "/accounts/privacy")).body.data;
    await h.database.db
      .update(identities)
      .set({ verified: true })
      .where(eq(identities.value, "verified@example.com"));
    const unvouched = await signInAs({
      sub: "google-sub-unvouched",
      email: "verified@example.com",
      email_verified: false,
    });
    expect(unvouched.me.id).not.toBe(ownerMe.id);
    const vouched = await signInAs({
      sub: "google-sub-vouched",
      email: "verified@example.com",
      email_verified: true,
    });
    expect(vouched.me.id).toBe(ownerMe.id);
    expect(vouched.me.login_ways).toEqual(expect.arrayContaining(["email", "google"]));
  });

  it("(d) refuses a state used twice and an unknown state with 10005", async () => {
    await google.setUser({ sub: "google-sub-d", email: "dee@example.com", email_verified: true });
    const { state, callback } = await authorize();
    expect(
      (await h.call("POST", "/accounts/oauth/google", { callback_url: callback, state })).status,
    ).toBe(200);
    const again = await h.call("POST", "/accounts/oauth/google", { callback_url: callback, state });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe(10005);

    const fresh = await authorize();
    const unknown = await h.call("POST", "/accounts/oauth/google", {
      callback_url: fresh.callback,
      state: "made-up-state-0123456789",
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe(10005);

    // a state is only good on the brand that started it
    const elsewhere = await h.call(
      "POST",
      "/accounts/oauth/google",
      { callback_url: fresh.callback, state: fresh.state },
      { platform: "kraft" },
    );
    expect(elsewhere.body.code).toBe(10005);
    expect(
      (
        await h.call("POST", "/accounts/oauth/google", {
          callback_url: fresh.callback,
          state: fresh.state,
        })
      ).status,
    ).toBe(200);
  });

  it("(d) refuses a redirect_uri on a foreign host (POST and GET start), one with a query, and a callback to another path", async () => {
    for (const uri of [
      "https://evil.example/auth/google",
      "http://localhost.evil.example/auth/google",
    ]) {
      const res = await h.call("POST", "/accounts/oauth/google/start", { redirect_uri: uri });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10005);
      const viaGet = await h.call(
        "GET",
        `/accounts/oauth/google?redirect_uri=${encodeURIComponent(uri)}`,
      );
      expect(viaGet.status).toBe(401);
      expect(viaGet.body.code).toBe(10005);
    }
    const withQuery = await h.call("POST", "/accounts/oauth/google/start", {
      redirect_uri: `${REDIRECT}?next=https://evil.example`,
    });
    expect(withQuery.status).toBe(400);
    expect(withQuery.body.code).toBe(40000);

    await google.setUser({ sub: "google-sub-d2", email: "dee2@example.com", email_verified: true });
    const { state, callback } = await authorize();
    const elsewhere = new URL(callback);
    elsewhere.pathname = "/auth/other";
    const res = await h.call("POST", "/accounts/oauth/google", {
      callback_url: elsewhere.href,
      state,
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(10005);
  });

  it("refuses a callback whose PKCE verifier, nonce or audience does not match, creating nobody", async () => {
    await google.setUser({
      sub: "google-sub-pkce",
      email: "pkce@example.com",
      email_verified: true,
    });
    const pkce = await authorize();
    const served = (await google.tokenRequests()).length;
    // another (well-formed) verifier than the one the challenge was made from: the mock's /token refuses
    await h.database.db
      .update(oauthStates)
      .set({ codeVerifier: "x".repeat(43) })
      .where(eq(oauthStates.state, pkce.state));
    const badVerifier = await h.call("POST", "/accounts/oauth/google", {
      callback_url: pkce.callback,
      state: pkce.state,
    });
    expect(badVerifier.status).toBe(401);
    expect(badVerifier.body.code).toBe(10005);
    expect(await google.tokenRequests()).toHaveLength(served); // refused at the mock's /token

    // the id_token carries the nonce sent to /authorize; openid-client compares it with the stored one
    const nonce = await authorize();
    await h.database.db
      .update(oauthStates)
      .set({ nonce: "another-nonce-0123456789abcdef" })
      .where(eq(oauthStates.state, nonce.state));
    const badNonce = await h.call("POST", "/accounts/oauth/google", {
      callback_url: nonce.callback,
      state: nonce.state,
    });
    expect(badNonce.status).toBe(401);
    expect(badNonce.body.code).toBe(10005);
    expect(await google.tokenRequests()).toHaveLength(served + 1); // tokens issued, refused by the upstream

    // an id_token for another client
    await google.setUser({
      sub: "google-sub-aud",
      email: "aud@example.com",
      email_verified: true,
      aud: "someone-else",
    });
    const aud = await authorize();
    const badAud = await h.call("POST", "/accounts/oauth/google", {
      callback_url: aud.callback,
      state: aud.state,
    });
    expect(badAud.status).toBe(401);
    expect(badAud.body.code).toBe(10005);
    expect(await google.tokenRequests()).toHaveLength(served + 2);

    for (const sub of ["google-sub-pkce", "google-sub-aud"])
      expect(
        await h.database.db.select().from(identities).where(eq(identities.value, sub)),
      ).toHaveLength(0);
  });
});
