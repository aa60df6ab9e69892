/** @jest-environment node */
// The architecture's walls (docs/architecture.md "The walls", eslint.config.mjs) bite: a deliberate
// violation of each, in each direction, fails with the rule that guards it, and the allowed import
// next to it lints clean. ESLint's Node API runs in a child process (tests/support/lint-texts.mjs)
// with the repository's own eslint.config.mjs.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// ESLint with the TypeScript resolver on a loaded machine: give it room
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, "../../..");
const PATHS = "import/no-restricted-paths";
const CLIENT = "@typescript-eslint/no-restricted-imports";
const NAMED = "no-restricted-imports";
const CYCLE = "import/no-cycle";
const SYNTAX = "no-restricted-syntax";
const ISLAND = "walls/island-imports";

type Case = [what: string, filePath: string, code: string, rule: string | null];

function lint(cwd: string, cases: Case[]): string[][] {
  const out = execFileSync(
    process.execPath,
    [path.join(ROOT, "tests/support/lint-texts.mjs"), cwd],
    {
      input: JSON.stringify(cases.map(([, filePath, code]) => ({ filePath, code }))),
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(out) as string[][];
}

// import/no-cycle reads the linted file from disk (and fails on one that is not there), so the
// probes in upstream/services take the name of a real leaf service
const SERVICE = "upstream/services/crypto.ts";

const uses = (name: string) => `export const probe = ${name};\n`;

const CASES: Case[] = [
  // 1. the storefront never imports upstream/
  [
    "a route imports the upstream's app",
    "app/[brand]/wall-probe.tsx",
    `import * as up from "@/upstream/app";\n${uses("up")}`,
    PATHS,
  ],
  [
    "a component imports an upstream service",
    "components/info/wall-probe.tsx",
    `import * as up from "@/upstream/services/voucher-qr";\n${uses("up")}`,
    PATHS,
  ],
  [
    "lib/ imports the upstream by a relative path",
    "lib/http/wall-probe.ts",
    `import * as up from "../../upstream/services/voucher-qr";\n${uses("up")}`,
    PATHS,
  ],
  [
    "middleware.ts imports the upstream's media",
    "middleware.ts",
    `import * as up from "./upstream/media";\n${uses("up")}`,
    PATHS,
  ],
  [
    "brands/ imports the upstream's seed",
    "brands/wall-probe.ts",
    `import * as up from "../upstream/seed/brands";\n${uses("up")}`,
    PATHS,
  ],
  [
    "instrumentation.ts imports the upstream",
    "instrumentation.ts",
    `import * as up from "./upstream/app";\n${uses("up")}`,
    PATHS,
  ],
  [
    "allowed: lib/ imports its own upstream client (lib/upstream)",
    "lib/http/wall-probe.ts",
    `import { UpstreamError } from "../upstream/errors";\n${uses("UpstreamError")}`,
    null,
  ],
  // 2. the upstream imports only lib/commerce (and brands/brands.json) from the storefront
  [
    "a service imports lib/html/qr",
    SERVICE,
    `import { qrSvg } from "../../lib/html/qr";\n${uses("qrSvg")}`,
    PATHS,
  ],
  [
    "a service imports lib/ through the @/ alias",
    SERVICE,
    `import { qrSvg } from "@/lib/html/qr";\n${uses("qrSvg")}`,
    PATHS,
  ],
  [
    "a route imports the storefront's env",
    "upstream/routes/products/wall-probe.ts",
    `import { env } from "../../../lib/env";\n${uses("env")}`,
    PATHS,
  ],
  [
    "the upstream imports brands/index.ts",
    "upstream/wall-probe.ts",
    `import * as brands from "../brands";\n${uses("brands")}`,
    PATHS,
  ],
  [
    "a service imports a component",
    SERVICE,
    `import * as c from "../../components/info/info-page";\n${uses("c")}`,
    PATHS,
  ],
  [
    "a service imports the middleware",
    SERVICE,
    `import * as m from "../../middleware";\n${uses("m")}`,
    PATHS,
  ],
  [
    "allowed: a service imports lib/commerce",
    SERVICE,
    `import * as money from "../../lib/commerce/pricing/money";\n${uses("money")}`,
    null,
  ],
  [
    "allowed: the seed reads brands/brands.json",
    "upstream/seed/wall-probe.ts",
    `import BRANDS from "../../brands/brands.json";\n${uses("BRANDS")}`,
    null,
  ],
  // 3. client code takes only types from lib/upstream
  [
    "a component calls a loader",
    "components/layout/wall-probe.tsx",
    `import { getPlatform } from "@/lib/upstream/catalogue";\n${uses("getPlatform")}`,
    CLIENT,
  ],
  [
    "lib/client imports lib/upstream by a relative path",
    "lib/client/wall-probe.ts",
    `import { orNull } from "../upstream/errors";\n${uses("orNull")}`,
    CLIENT,
  ],
  [
    "Next's error page imports lib/upstream",
    "app/[brand]/[locale]/[currency]/error.tsx",
    `import { orNull } from "@/lib/upstream/errors";\n${uses("orNull")}`,
    CLIENT,
  ],
  [
    "a component imports a value with an inline type",
    "components/layout/wall-probe.tsx",
    `import { type PickerCity, pickerCities } from "@/lib/upstream/catalogue";\nexport type P = PickerCity;\n${uses("pickerCities")}`,
    CLIENT,
  ],
  [
    "allowed: a component imports a type from lib/upstream",
    "components/layout/wall-probe.tsx",
    `import type { PickerCity } from "@/lib/upstream/catalogue";\nexport type P = PickerCity;\n`,
    null,
  ],
  [
    "allowed: a shared page entry calls its loader",
    "components/order/order-page-shell.tsx",
    `import { requireToken } from "@/lib/upstream/personal";\n${uses("requireToken")}`,
    null,
  ],
  [
    "allowed: a route calls its loader",
    "app/[brand]/wall-probe/page.tsx",
    `import { getPlatform } from "@/lib/upstream/catalogue";\n${uses("getPlatform")}`,
    null,
  ],
  [
    "a component fetches with ky",
    "components/list/wall-probe.tsx",
    `import ky from "ky";\n${uses("ky")}`,
    CLIENT,
  ],
  [
    "lib/client fetches with ky",
    "lib/client/wall-probe.ts",
    `import ky from "ky";\n${uses("ky")}`,
    CLIENT,
  ],
  // 4. lib/commerce imports zod and itself
  [
    "lib/commerce imports the storefront's env",
    "lib/commerce/wall-probe.ts",
    `import { env } from "../env";\n${uses("env")}`,
    PATHS,
  ],
  [
    "lib/commerce imports lib/upstream",
    "lib/commerce/wall-probe.ts",
    `import * as e from "@/lib/upstream/errors";\n${uses("e")}`,
    PATHS,
  ],
  [
    "lib/commerce imports the upstream",
    "lib/commerce/wall-probe.ts",
    `import * as v from "../../upstream/services/views";\n${uses("v")}`,
    PATHS,
  ],
  [
    "lib/commerce imports a package",
    "lib/commerce/wall-probe.ts",
    `import ky from "ky";\n${uses("ky")}`,
    NAMED,
  ],
  [
    "lib/commerce imports a Node built-in",
    "lib/commerce/wall-probe.ts",
    `import { randomBytes } from "node:crypto";\n${uses("randomBytes")}`,
    NAMED,
  ],
  [
    "lib/commerce imports date-fns (not used there today)",
    "lib/commerce/wall-probe.ts",
    `import { addDays } from "date-fns";\n${uses("addDays")}`,
    NAMED,
  ],
  [
    "allowed: a schema file of lib/commerce imports zod and itself",
    "lib/commerce/pricing/wall-probe.schema.ts",
    `import { z } from "zod";\nimport * as money from "./money";\nexport const probe = [z, money];\n`,
    null,
  ],
  // 4b. lib/commerce: rules apart from schemas (a rule file is zod-free; it takes only types from a schema)
  [
    "a rule file of lib/commerce imports zod",
    "lib/commerce/pricing/wall-probe.ts",
    `import { z } from "zod";\n${uses("z")}`,
    CLIENT,
  ],
  [
    "a rule file imports zod's types",
    "lib/commerce/booking/wall-probe.ts",
    `import type { z } from "zod";\nexport type P = z.ZodType;\n`,
    CLIENT,
  ],
  [
    "a rule file imports a value from a schema file",
    "lib/commerce/checkout/wall-probe.ts",
    `import { payBody } from "./checkout.schema";\n${uses("payBody")}`,
    CLIENT,
  ],
  [
    "a rule file imports a schema value beside a type",
    "lib/commerce/checkout/wall-probe.ts",
    `import { type Fee, feeSchema } from "./checkout.schema";\nexport type F = Fee;\n${uses("feeSchema")}`,
    CLIENT,
  ],
  [
    "allowed: a rule file imports a schema's type",
    "lib/commerce/checkout/wall-probe.ts",
    `import type { Fee } from "./checkout.schema";\nexport type F = Fee;\n`,
    null,
  ],
  [
    "allowed: a schema file imports a rule's value",
    "lib/commerce/checkout/wall-probe.schema.ts",
    `import { z } from "zod";\nimport { PAYMENT_METHODS } from "./payment";\nexport const probe = z.enum(PAYMENT_METHODS);\n`,
    null,
  ],
  // 4c. the catalogue pages' client islands reach no zod, directly or through what they import
  [
    "a product-page island imports zod",
    "components/product/wall-probe.tsx",
    `"use client";\nimport { z } from "zod";\n${uses("z")}`,
    ISLAND,
  ],
  [
    "a list island imports a schema's value",
    "components/list/wall-probe.tsx",
    `"use client";\nimport { cardPageSchema } from "@/lib/commerce/catalogue/product.schema";\n${uses("cardPageSchema")}`,
    ISLAND,
  ],
  [
    "a home island re-exports a schema",
    "components/home/wall-probe.tsx",
    `"use client";\nexport { cardPageSchema } from "@/lib/commerce/catalogue/product.schema";\n`,
    ISLAND,
  ],
  [
    "a header island validates with a form resolver's zod entry",
    "components/layout/wall-probe.tsx",
    `"use client";\nimport { zodResolver } from "@hookform/resolvers/zod";\n${uses("zodResolver")}`,
    ISLAND,
  ],
  [
    "a flash-sale island reaches a schema through a module it imports (cart-data → checkout.schema)",
    "components/promo/wall-probe.tsx",
    `"use client";\nimport { eligibleIds } from "@/components/cart/cart-data";\n${uses("eligibleIds")}`,
    ISLAND,
  ],
  [
    "a product-page island reaches a schema two modules down (checkout-storage → purchase.schema)",
    "components/product/wall-probe.tsx",
    `"use client";\nimport { BUY_KEY } from "@/lib/client/checkout-storage";\n${uses("BUY_KEY")}`,
    ISLAND,
  ],
  [
    "allowed: an island takes a schema's type",
    "components/product/wall-probe.tsx",
    `"use client";\nimport type { ProductSummary } from "@/lib/commerce/catalogue/product.schema";\nexport type C = ProductSummary;\n`,
    null,
  ],
  [
    "allowed: an island loads a schema on demand with import()",
    "components/list/wall-probe.tsx",
    `"use client";\nexport const load = () => import("@/lib/commerce/catalogue/product.schema").then((m) => m.cardPageSchema);\n`,
    null,
  ],
  [
    "allowed: an island imports lib/commerce rules",
    "components/product/wall-probe.tsx",
    `"use client";\nimport { cancellationTerms } from "@/lib/commerce/refunds/refund-terms";\n${uses("cancellationTerms")}`,
    null,
  ],
  [
    "allowed: a server component of the product page parses with a schema",
    "components/product/wall-probe.tsx",
    `import { cardPageSchema } from "@/lib/commerce/catalogue/product.schema";\n${uses("cardPageSchema")}`,
    null,
  ],
  [
    "allowed: a checkout form (not a catalogue page) validates with its schema",
    "components/checkout/wall-probe.tsx",
    `"use client";\nimport { payBody } from "@/lib/commerce/checkout/checkout.schema";\n${uses("payBody")}`,
    null,
  ],
  // 5. upstream route handlers go through services, never upstream/db
  [
    "a route imports the schema",
    "upstream/routes/products/wall-probe.ts",
    `import * as s from "../../db/schema";\n${uses("s")}`,
    PATHS,
  ],
  [
    "a route imports the Db type",
    "upstream/routes/products/wall-probe.ts",
    `import type { Db } from "../../db/client";\nexport type D = Db;\n`,
    PATHS,
  ],
  [
    "allowed: a route imports a service",
    "upstream/routes/products/wall-probe.ts",
    `import * as catalogue from "../../services/catalogue";\n${uses("catalogue")}`,
    null,
  ],
  [
    "allowed: a service imports the schema",
    SERVICE,
    `import * as s from "../db/schema";\n${uses("s")}`,
    null,
  ],
  // 6. upstream services never import upstream/http
  [
    "a service imports the HTTP context",
    SERVICE,
    `import { send } from "../http/context";\n${uses("send")}`,
    PATHS,
  ],
  [
    "a service imports the router",
    SERVICE,
    `import { createRouter } from "../http/router";\n${uses("createRouter")}`,
    PATHS,
  ],
  [
    "allowed: the HTTP layer imports a service",
    "upstream/http/wall-probe.ts",
    `import { tr } from "../services/views";\n${uses("tr")}`,
    null,
  ],
  // the shop links with <a>, and reads the environment through lib/env only
  [
    "a component imports next/link",
    "components/list/wall-probe.tsx",
    `import Link from "next/link";\n${uses("Link")}`,
    NAMED,
  ],
  [
    "lib/ reads process.env",
    "lib/seo/wall-probe.ts",
    `export const origin = process.env.PUBLIC_ORIGIN;\n`,
    "no-restricted-properties",
  ],
  [
    "allowed: lib/env.ts reads process.env",
    "lib/env.ts",
    `export const origin = process.env.PUBLIC_ORIGIN;\n`,
    null,
  ],
  // 7. No double casts anywhere; tests never wait on the real clock (scripts/ may)
  [
    "a component casts through unknown",
    "components/list/wall-probe.tsx",
    `export const probe = 1 as unknown as string;\n`,
    SYNTAX,
  ],
  [
    "the upstream casts through unknown",
    SERVICE,
    `export const probe = { a: 1 } as unknown as Map<string, number>;\n`,
    SYNTAX,
  ],
  [
    "a test fixture casts through unknown",
    "tests/unit/components/order/wall-probe.test.tsx",
    `type Order = { sn: string; paid: number };\nexport const probe = { sn: "1" } as unknown as Order;\n`,
    SYNTAX,
  ],
  [
    "a cast through unknown in angle brackets",
    "lib/http/wall-probe.ts",
    `export const probe = <string>(<unknown>1);\n`,
    SYNTAX,
  ],
  [
    "an upstream route casts its handler to any",
    "upstream/routes/orders/wall-probe.ts",
    `export const probe = ((c: unknown) => c) as any; // eslint-disable-line @typescript-eslint/no-explicit-any\n`,
    SYNTAX,
  ],
  [
    "allowed: a test's fake is cast to any",
    "tests/unit/components/order/wall-probe.test.tsx",
    `export const probe = { sn: "1" } as any;\n`,
    null,
  ],
  [
    "a page casts its messages",
    "components/order/wall-probe.tsx",
    `import { getMessages } from "next-intl/server";\nimport type { Messages } from "@/lib/i18n/messages";\nexport const probe = async () => (await getMessages()) as Messages;\n`,
    SYNTAX,
  ],
  [
    "a page casts its messages' promise",
    "components/checkout/wall-probe.tsx",
    `import { getMessages } from "next-intl/server";\nimport type { Messages } from "@/lib/i18n/messages";\nexport const probe = () => getMessages() as Promise<Messages>;\n`,
    SYNTAX,
  ],
  [
    "allowed: one checked cast (no unknown in between)",
    "tests/unit/components/order/wall-probe.test.tsx",
    `export const probe = "toShip" as string;\n`,
    null,
  ],
  [
    "a Playwright spec waits a time",
    "tests/e2e/wall-probe.spec.ts",
    `import { test } from "@playwright/test";\ntest("t", async ({ page }) => {\n  await page.waitForTimeout(1600);\n});\n`,
    SYNTAX,
  ],
  [
    "a Playwright spec sleeps with a promise",
    "tests/e2e/wall-probe.spec.ts",
    `export async function settled() {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n}\n`,
    SYNTAX,
  ],
  [
    "a jest test sleeps with a promise around resolve()",
    "tests/unit/components/order/wall-probe.test.tsx",
    `export async function wait() {\n  await new Promise<void>((r) => setTimeout(() => r(), 2500));\n}\n`,
    SYNTAX,
  ],
  [
    "a test sleeps with node:timers/promises",
    "tests/integration/upstream/wall-probe.test.ts",
    `import { setTimeout as sleep } from "node:timers/promises";\nexport const probe = () => sleep(100);\n`,
    SYNTAX,
  ],
  [
    "allowed: a test's deadline timer that resolves with a marker (a race, not a sleep)",
    "tests/integration/upstream/wall-probe.test.ts",
    `export const late = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), 100));\n`,
    null,
  ],
  [
    "allowed: a script pauses between polls",
    "scripts/wall-probe.mjs",
    `export async function pause() {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n}\n`,
    null,
  ],
  // 8. no prototype is patched anywhere: what a response carries goes through Next's hooks
  [
    "lib/ patches Node's http.Server#emit",
    "lib/http/wall-probe.ts",
    `import http from "node:http";\nconst emit = http.Server.prototype.emit;\nhttp.Server.prototype.emit = function (this: http.Server, ...args: Parameters<typeof emit>) {\n  return emit.apply(this, args);\n};\n`,
    SYNTAX,
  ],
  [
    "instrumentation patches ServerResponse#writeHead by a computed key",
    "instrumentation.ts",
    `import { ServerResponse } from "node:http";\nconst original = ServerResponse.prototype.writeHead;\nServerResponse.prototype["writeHead"] = original;\nexport function register() {}\n`,
    SYNTAX,
  ],
  [
    "a script replaces a prototype outright",
    "scripts/wall-probe.mjs",
    `import http from "node:http";\nhttp.IncomingMessage.prototype = Object.create(null);\n`,
    SYNTAX,
  ],
  [
    "the upstream defines on a built-in's prototype",
    SERVICE,
    `Object.defineProperty(Array.prototype, "last", { value() { return this.at(-1); } });\nexport const probe = 1;\n`,
    SYNTAX,
  ],
  [
    "middleware patches through an instance's prototype",
    "middleware.ts",
    `export function middleware(request: Request) {\n  Object.getPrototypeOf(request.headers).get = () => null;\n}\n`,
    SYNTAX,
  ],
  [
    "a helper is handed Node's prototype to patch (the pattern lib/http/node-patch.ts had)",
    "lib/http/wall-probe.ts",
    `import { Server } from "node:http";\nimport { patchMethod } from "./patch";\nexport const undo = patchMethod(Server.prototype, "emit", () => true);\n`,
    SYNTAX,
  ],
  [
    "a test patches jsdom's dialog prototype",
    "tests/unit/components/order/wall-probe.test.tsx",
    `HTMLDialogElement.prototype.showModal = function () {};\nexport const probe = 1;\n`,
    SYNTAX,
  ],
  [
    "allowed: reading a prototype's method, and setting one on an object of our own",
    "lib/http/wall-probe.ts",
    `const has = Object.prototype.hasOwnProperty;\nconst own: { check?: (k: string) => boolean } = {};\nown.check = (k) => has.call(own, k);\nexport const probe = own;\n`,
    null,
  ],
];

describe("the walls (eslint.config.mjs)", () => {
  const results = lint(ROOT, CASES);

  it.each(CASES.map((c, i) => [...c, i] as const))("%s (%s)", (_what, _file, _code, rule, i) => {
    if (rule) expect(results[i]).toContain(rule);
    else expect(results[i]).toEqual([]);
  });
});

describe("no import cycles among upstream/services (import/no-cycle reads the files from disk)", () => {
  // A copy of the lint set-up around a few service files in a temporary repository.
  const dir = mkdtempSync(path.join(tmpdir(), "walls-"));
  const services = path.join(dir, "upstream/services");
  const http = path.join(dir, "upstream/http");
  const FILES: Record<string, string> = {
    "upstream/services/a.ts": `import { b } from "./b";\nexport const a = () => b();\n`,
    "upstream/services/b.ts": `import { a } from "./a";\nexport const b = () => a;\n`,
    "upstream/services/c.ts": `import { d } from "./d";\nexport const c = () => d();\n`,
    "upstream/services/d.ts": `export async function d() {\n  const { c } = await import("./c");\n  return c;\n}\n`,
    "upstream/services/e.ts": `import { f } from "./f";\nexport const e = () => f();\n`,
    "upstream/services/f.ts": `export const f = () => 1;\n`,
  };
  let results: string[][] = [];

  beforeAll(() => {
    mkdirSync(services, { recursive: true });
    mkdirSync(http, { recursive: true });
    mkdirSync(path.join(dir, "scripts"));
    for (const file of ["eslint.config.mjs", "tsconfig.json", "scripts/lint-islands.mjs"])
      copyFileSync(path.join(ROOT, file), path.join(dir, file));
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
    for (const [file, code] of Object.entries(FILES)) writeFileSync(path.join(dir, file), code);
    results = lint(dir, [
      [
        "two services import each other",
        "upstream/services/b.ts",
        FILES["upstream/services/b.ts"]!,
        CYCLE,
      ],
      [
        "the circle closed by a lazy import()",
        "upstream/services/d.ts",
        FILES["upstream/services/d.ts"]!,
        CYCLE,
      ],
      [
        "allowed: one service imports another",
        "upstream/services/e.ts",
        FILES["upstream/services/e.ts"]!,
        null,
      ],
    ]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reports two services importing each other", () => expect(results[0]).toContain(CYCLE));
  it("reports a circle closed by a lazy import() too", () => expect(results[1]).toContain(CYCLE));
  it("lets one service import another", () => expect(results[2]).toEqual([]));
});
