// Runs in the browser before the app's own code (Next.js client instrumentation).
// zod compiles object parsers with `new Function` when it may; to find out it calls
// Function(""), which our Content-Security-Policy (no 'unsafe-eval') refuses and reports as
// a violation. Parse without compiling in the browser (docs/decisions/csp-and-cdn.md).
// zod 4 keeps its settings on `globalThis.__zod_globalConfig` and reads them there at parse time,
// so setting the flag needs no import: importing zod here put all of it (~31 KB gzip) into the
// JavaScript every page loads, even pages that never parse anything in the browser.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
