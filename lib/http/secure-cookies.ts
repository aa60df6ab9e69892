// When the cookies we set carry `Secure`: on every https deployment. Behind a TLS-terminating
// proxy the request reaching next start is plain http, so the forwarded protocol, the configured
// public origin and the production stage count too. A forged X-Forwarded-Proto can only make the
// sender's own cookie Secure. Pure, edge-safe.
export function cookiesAreSecure(input: {
  production: boolean;
  publicOrigin?: string;
  protocol?: string;
  forwardedProto?: string | null;
}): boolean {
  return (
    input.production ||
    (input.publicOrigin?.startsWith("https://") ?? false) ||
    input.protocol === "https:" ||
    input.forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https"
  );
}
