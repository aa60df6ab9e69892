// npm run ops -- <command> …: move an order through its life on the running reference upstream
// (the spec has no admin role). Each command calls POST /ops/<command> with the ops token
// (OPS_TOKEN, or the file the upstream wrote at start, OPS_TOKEN_FILE) and prints the answer.
//
//   show <sn>                                         the order, lines, applications, history
//   confirm <sn>                                      provider confirms an on-request ticket order → vouchers
//   fulfil <sn>                                       tickets used at the gate
//   ship <sn> --carrier SF --tracking SF123 [--line ID] [--place City]
//   scan <sn> --text "Out for delivery" [--place City]
//   refund approve|reject|receive|pay <id> [--note "…"]
//   set-stock <variant id> <stock> [--date YYYY-MM-DD] [--time HH:mm]   (the storefront's cached pages of the product follow)
//   revalidate <tag> [<tag> …]                        expire the storefront's cached reads (product:1000, products, home, …)
//   membership refund <user id|membership order sn> --reason provider-ends-service
//   grant <email> --methods quota,points,quota_cash,points_cash --quota <minor units> --currency CNY
//   short-link create <url|path|product id> [--utm-source s] [--utm-medium m] [--utm-campaign c]
//                     [--brand slug] [--expires 2027-01-31T00:00:00Z]   → /t/{code} and its full URL
//   short-link stats <code>                           opens per UTC day
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { opsTokenFile } from "../env";

const USAGE = `usage: npm run ops -- <command> …
  show <sn>
  confirm <sn>
  fulfil <sn>
  expire <sn>                 an unpaid order's pay deadline ends now (the sweep closes it)
  ship <sn> --carrier <name> --tracking <number> [--line <order line id>] [--place <text>]
  scan <sn> --text <scan text> [--place <text>]
  refund approve|reject|receive|pay <refund id> [--note <text>]
  set-stock <variant id> <stock> [--date YYYY-MM-DD] [--time HH:mm]
  revalidate <tag> [<tag> …]
  membership refund <user id|membership order sn> --reason provider-ends-service
  grant <email> --methods <list> --quota <minor units> --currency <code>
  short-link create <url|path|product id> [--utm-source <s>] [--utm-medium <m>] [--utm-campaign <c>]
                    [--brand <slug>] [--expires <ISO date-time>]
  short-link stats <code>`;

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  carrier: { type: "string" },
  tracking: { type: "string" },
  line: { type: "string" },
  place: { type: "string" },
  text: { type: "string" },
  note: { type: "string" },
  reason: { type: "string" },
  date: { type: "string" },
  time: { type: "string" },
  methods: { type: "string" },
  quota: { type: "string" },
  currency: { type: "string" },
  "utm-source": { type: "string" },
  "utm-medium": { type: "string" },
  "utm-campaign": { type: "string" },
  brand: { type: "string" },
  expires: { type: "string" },
} as const;

function parseOptions(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    // parseArgs names the unknown option or missing value; the usage says what is known
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

export type OpsRequest = { command: string; body: Record<string, unknown> };

/** The call a command line asks for, or "help" (`--help`, `-h`, `help`: usage on stdout, exit 0). */
export function requestFor(argv: string[]): OpsRequest | "help" {
  const { values, positionals } = parseOptions(argv);
  if (values.help) return "help";
  const [command, ...args] = positionals;
  const int = (v: string | undefined) =>
    v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;
  switch (command) {
    case "help":
      return "help";
    case "show":
    case "confirm":
    case "fulfil":
    case "expire":
      if (args.length !== 1) break;
      return { command, body: { sn: args[0] } };
    case "ship":
      if (args.length !== 1) break;
      return {
        command,
        body: {
          sn: args[0],
          carrier: values.carrier,
          tracking: values.tracking,
          line_id: int(values.line),
          place: values.place,
        },
      };
    case "scan":
      if (args.length !== 1) break;
      return { command, body: { sn: args[0], text: values.text, place: values.place } };
    case "refund":
      if (args.length !== 2) break;
      return { command, body: { action: args[0], id: int(args[1]), note: values.note } };
    case "membership":
      if (args.length !== 2 || args[0] !== "refund") break;
      return { command: "membership-refund", body: { who: args[1], reason: values.reason } };
    case "grant":
      if (args.length !== 1) break;
      return {
        command,
        body: {
          email: args[0],
          methods: (values.methods ?? "").split(",").filter(Boolean),
          quota: int(values.quota) ?? 0,
          currency: values.currency ?? "CNY",
        },
      };
    case "set-stock":
      if (args.length !== 2) break;
      return {
        command,
        body: { variant: int(args[0]), stock: int(args[1]), date: values.date, time: values.time },
      };
    case "short-link":
      if (args[0] === "create" && args.length === 2)
        return {
          command: "short-link-create",
          body: {
            target: args[1],
            utm_source: values["utm-source"],
            utm_medium: values["utm-medium"],
            utm_campaign: values["utm-campaign"],
            brand: values.brand,
            expires_at: values.expires,
          },
        };
      if (args[0] === "stats" && args.length === 2)
        return { command: "short-link-stats", body: { code: args[1] } };
      break;
    case "revalidate":
      if (args.length === 0) break;
      return { command, body: { tags: args } };
  }
  throw new Error(USAGE);
}

function token(base: string): string {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  // the file the development upstream on that port wrote (upstream/env.ts opsTokenFile)
  const file =
    process.env.OPS_TOKEN_FILE ||
    opsTokenFile(new URL(base).port || (base.startsWith("https:") ? 443 : 80));
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    throw new Error(
      `no ops token: set OPS_TOKEN, or start the upstream (it writes ${file} outside production)`,
    );
  }
}

async function main() {
  const request = requestFor(process.argv.slice(2));
  if (request === "help") {
    console.log(USAGE);
    return;
  }
  const { command, body } = request;
  const base = (
    process.env.UPSTREAM_URL || `http://127.0.0.1:${process.env.UPSTREAM_PORT || 4000}`
  ).replace(/\/$/, "");
  const response = await fetch(`${base}/ops/${command}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token(base)}` },
    body: JSON.stringify(body),
  });
  const reply = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    message?: string;
    data?: unknown;
  } | null;
  if (!response.ok || reply?.code !== 10000) {
    console.error(
      `ops ${command} failed (${response.status}): ${reply ? `${reply.code} ${reply.msg ?? reply.message ?? ""}` : "no JSON answer"}`,
    );
    process.exit(1);
  }
  console.log(formatReply(command, reply.data));
}

/**
 * What a command prints: a short link's path and full URL (what marketing pastes), its opens one
 * day a line; every other answer as JSON.
 */
export function formatReply(command: string, data: unknown): string {
  const record = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  if (command === "short-link-create" && typeof record.path === "string")
    return [record.path, record.url, `→ ${String(record.long_url)}`].join("\n");
  if (command === "short-link-stats" && Array.isArray(record.days)) {
    const days = record.days as { day: string; clicks: number }[];
    return [
      `/t/${String(record.code)} → ${String(record.long_url)}`,
      ...days.map((d) => `${d.day}  ${d.clicks}`),
      `total  ${String(record.total)}`,
    ].join("\n");
  }
  return JSON.stringify(data, null, 2);
}

if (process.argv[1]?.endsWith("cli.ts")) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}
