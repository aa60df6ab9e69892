// The buying path of `npm run bench`: checkout/fee and order/booking straight to the upstream (on
// PGlite, and on PostgreSQL unless skipped; scripts/bench-checkout.ts), and the voucher PDF.
import { spawnSync } from "node:child_process";
import { checkoutLatencies, withPostgresUpstream } from "../bench-checkout";
import { mark, message, section, type Step, table, TARGETS } from "./results";

export async function checkoutStep(
  { results, note }: Step,
  {
    upstream,
    upstreamPort,
    adminUrl,
    skipPostgres,
  }: {
    upstream: string;
    upstreamPort: number;
    adminUrl: string;
    skipPostgres: boolean;
  },
): Promise<void> {
  section(
    "Checkout (straight to the upstream; fee and booking one at a time, then fee 4 and bookings by 10 shoppers at once)",
  );
  const checkout: NonNullable<typeof results.checkout> = {};
  results.checkout = checkout;
  try {
    checkout.pglite = await checkoutLatencies(upstream);
  } catch (error) {
    checkout.pglite = { error: message(error) };
    note(`checkout on PGlite: ${message(error)}`);
  }
  if (skipPostgres) {
    checkout.postgres = { skipped: true };
  } else {
    try {
      checkout.postgres = await withPostgresUpstream(adminUrl, upstreamPort + 1, (base) =>
        checkoutLatencies(base, { bookings: 200 }),
      );
    } catch (error) {
      checkout.postgres = { error: message(error) };
      note(`checkout on PostgreSQL: ${message(error)}`);
    }
  }
  const checkoutRows: unknown[][] = [];
  for (const [db, r] of [
    ["pglite", checkout.pglite],
    ["postgres", checkout.postgres],
  ] as const) {
    if (!r) continue;
    if ("error" in r || "skipped" in r) {
      checkoutRows.push([db, "error" in r ? "error (see notes)" : "skipped", "", "", "", "", ""]);
      continue;
    }
    for (const [call, a] of Object.entries(r))
      if (a && typeof a === "object")
        checkoutRows.push([db, call, a.n, a.p50Ms, a.p95Ms, a.failed, a.perSecond]);
  }
  console.log(
    table(["db", "call", "requests", "p50 ms", "p95 ms", "failed", "per s"], checkoutRows),
  );
  const pgl = checkout.pglite && !("error" in checkout.pglite) ? checkout.pglite : null;
  const feeP95 = pgl?.fee.p95Ms;
  const bookingP95 = pgl?.booking.p95Ms;
  checkout.targetPglite =
    feeP95 != null && bookingP95 != null
      ? feeP95 <= TARGETS.checkoutP95Ms && bookingP95 <= TARGETS.checkoutP95Ms
      : null;
  console.log(
    `fee and booking p95 on PGlite <= ${TARGETS.checkoutP95Ms} ms: ${mark(checkout.targetPglite)}`,
  );
}

export function voucherPdfStep({ results, note }: Step): void {
  section("Voucher PDF (upstream renderer: pdfkit + subset CJK fonts; first call loads the fonts)");
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/voucher-pdf-sample.ts"], {
    encoding: "utf8",
    timeout: 120_000,
  });
  const lines = (run.stdout ?? "").trim().split("\n").filter(Boolean);
  results.voucherPdf = run.status === 0 ? lines : { error: (run.stderr ?? "").slice(0, 300) };
  for (const line of lines) console.log(`  ${line}`);
  if (run.status !== 0) note(`voucher PDF: ${(run.stderr ?? "").slice(0, 200)}`);
}
