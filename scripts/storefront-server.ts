// Which server runs the production build of the storefront (docs/decisions/request-pipeline.md):
// every one of them answers the same, since nothing a response carries depends on the server.
//   shop        scripts/shop-server.mjs — Next's handler plus a graceful shutdown (npm start)
//   next-start  `next start`
//   standalone  Next's own .next/standalone/server.js (what a Node host copies, docs/deploy.md)
// SHOP_SERVER picks it for scripts/shop.ts; the e2e suite passes E2E_SERVER through
// (tests/e2e/support/servers.ts).
import { existsSync } from "node:fs";
import { join } from "node:path";

const STOREFRONT_SERVERS = ["shop", "next-start", "standalone"];

/** The command that serves the build in `dir` on `port` with this kind of server. */
type StorefrontCommand = { cmd: string; args: string[]; env: Record<string, string> };

export function storefrontCommand(
  kind: string,
  port: number | string,
  dir: string = process.cwd(),
): StorefrontCommand {
  const env = { PORT: String(port), NODE_ENV: "production" };
  switch (kind) {
    case "shop":
      return { cmd: process.execPath, args: [join(dir, "scripts/shop-server.mjs")], env };
    case "next-start":
      return {
        cmd: process.execPath,
        args: [join(dir, "node_modules/next/dist/bin/next"), "start", "-p", String(port)],
        env,
      };
    case "standalone": {
      const server = join(dir, ".next/standalone/server.js");
      if (!existsSync(server))
        throw new Error(
          `no ${server}: run \`npm run build\` (next build, then scripts/standalone.ts)`,
        );
      // every interface, IPv4 and IPv6, as the other two listen
      return { cmd: process.execPath, args: [server], env: { ...env, HOSTNAME: "::" } };
    }
    default:
      throw new Error(
        `unknown storefront server "${kind}": one of ${STOREFRONT_SERVERS.join(", ")}`,
      );
  }
}
