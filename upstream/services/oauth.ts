// Google sign-in: an OIDC authorization-code flow with PKCE, state and nonce (openid-client 6)
// against GOOGLE_ISSUER. The verifier and nonce wait in oauth_states; the callback spends them
// once. A verified Google e-mail links to an account whose e-mail is verified too; otherwise the
// Google subject gets an account of its own (never a take-over through an unverified e-mail).
import * as oidc from "openid-client";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { identities, oauthStates } from "../db/schema";
import { DomainError } from "./errors";
import type { Deps, GoogleConfig } from "./deps";
import { createUser, findIdentity, nicknameFor } from "./identity";
import { refused } from "./auth";
import { createSession } from "./sessions";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { USER_STATUS } from "../../lib/commerce/contract/record-status";

const STATE_TTL_MS = 10 * 60_000;
let cached: { key: string; config: Promise<oidc.Configuration> } | null = null;

function configFor(google: GoogleConfig): Promise<oidc.Configuration> {
  const key = `${google.issuer}|${google.clientId}`;
  if (cached?.key === key) return cached.config;
  const url = new URL(google.issuer);
  const config = oidc
    .discovery(
      url,
      google.clientId,
      undefined,
      oidc.ClientSecretPost(google.clientSecret),
      url.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined,
    )
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  cached = { key, config };
  return config;
}

function requireGoogle(deps: Deps): GoogleConfig {
  if (!deps.google) throw new DomainError(Codes.authFailed, "Google sign-in is not configured");
  return deps.google;
}

export async function startGoogle(
  db: Db,
  deps: Deps,
  platformId: number,
  redirectUri: string,
  now: Date,
) {
  const google = requireGoogle(deps);
  const config = await configFor(google).catch(() => {
    throw new DomainError(Codes.tokenFetchFailed, "Google is unreachable");
  });
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values({
    state,
    codeVerifier,
    nonce,
    redirectUri,
    platformId,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url: url.href, state };
}

export async function finishGoogle(
  db: Db,
  deps: Deps,
  platformId: number,
  callbackUrl: string,
  state: string,
  now: Date,
): Promise<string> {
  const google = requireGoogle(deps);
  const [pending] = await db
    .delete(oauthStates)
    // the state is only good on the brand that started it (its cookie and redirect belong there)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.platformId, platformId),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  if (!pending) throw new DomainError(Codes.authFailed, "sign-in request expired");
  const callback = new URL(callbackUrl);
  if (`${callback.origin}${callback.pathname}` !== pending.redirectUri)
    throw new DomainError(Codes.authFailed, "redirect mismatch");
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(await configFor(google), callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch {
    throw new DomainError(Codes.authFailed, "Google sign-in failed");
  }
  if (!claims?.sub) throw new DomainError(Codes.authFailed, "Google sign-in failed");
  const sub = String(claims.sub);
  const email = typeof claims.email === "string" ? claims.email.toLowerCase() : null;
  const emailVerified = claims.email_verified === true;

  const known = await findIdentity(db, "google", sub);
  let user = known?.user ?? null;
  if (!user && email && emailVerified) {
    const byEmail = await findIdentity(db, "email", email);
    if (byEmail?.identity.verified) {
      await db
        .insert(identities)
        .values({
          userId: byEmail.user.id,
          kind: "google",
          value: sub,
          verified: true,
          createdAt: now,
        })
        .onConflictDoNothing();
      user = byEmail.user;
    }
  }
  if (!user) {
    const emailFree = email && emailVerified && !(await findIdentity(db, "email", email));
    const name = typeof claims.given_name === "string" ? claims.given_name : undefined;
    user = await createUser(
      db,
      {
        platformId,
        nickname: nicknameFor({ firstName: name, email: email ?? undefined }),
        firstName: name,
        lastName: typeof claims.family_name === "string" ? claims.family_name : undefined,
        now,
      },
      [
        { kind: "google", value: sub, verified: true },
        ...(emailFree ? [{ kind: "email" as const, value: email, verified: true }] : []),
      ],
    );
  }
  if (user.status !== USER_STATUS.active) throw refused();
  return createSession(db, user.id, platformId, now);
}
