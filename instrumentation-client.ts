import { z } from "zod";

// Runs in the browser before the app's own code (Next.js client instrumentation).
// zod compiles object parsers with `new Function` when it may; to find out it calls
// Function(""), which our Content-Security-Policy (no 'unsafe-eval') refuses and reports as
// a violation. Parse without compiling in the browser (docs/decisions/csp-and-cdn.md).
z.config({ jitless: true });
