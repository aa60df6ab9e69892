import "server-only";
import { notFound } from "next/navigation";
import { personal } from "@/components/account/guard";
import { Codes } from "@/lib/commerce/error-codes";
import { UpstreamError } from "@/lib/upstream/errors";

/**
 * A personal order read for a page: 40003 → sign in again, 10023 (missing or another shopper's)
 * → 404 (as is a path value the upstream refuses, 40000), any other failure → null so the page can say "fetch failed" with a retry (§8 Orders).
 */
export async function loadOrderData<T>(publicPath: string, call: Promise<T>): Promise<T | null> {
  try {
    return await personal(publicPath, call, { missing: "notFound" });
  } catch (error) {
    if (error instanceof UpstreamError && error.code === Codes.badRequest) notFound();
    if (error instanceof UpstreamError) return null;
    throw error;
  }
}
