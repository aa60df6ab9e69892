#!/usr/bin/env node
// A stand-in Google for local runs and end-to-end tests: an OpenID Connect issuer
// (oauth2-mock-server) that signs every visitor in as one development user, so the whole Google
// sign-in flow (PKCE, state, nonce, id_token) runs on a machine without internet. Never in production.
import { OAuth2Server } from "oauth2-mock-server";

// one function, not top-level await: tsx runs this file as CommonJS (package.json has no "type")
async function main(): Promise<void> {
  const port = Number(process.env.DEV_OIDC_PORT ?? 4400);
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token) => {
    token.payload.sub = "dev-google-user";
    token.payload.email = "google.user@example.com";
    token.payload.email_verified = true;
    token.payload.given_name = "Google";
    token.payload.family_name = "User";
  });
  await server.start(port, "127.0.0.1");
  server.issuer.url = `http://127.0.0.1:${port}`;
  console.log(`[dev-oidc] development Google issuer on ${server.issuer.url}`);
  const stop = () => server.stop().finally(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
