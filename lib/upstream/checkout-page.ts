import "server-only";
import { Codes } from "@/lib/commerce/contract/error-codes";
import type { Locale } from "@/lib/commerce/platform/locales";
import { getCurrentAccount } from "./account";
import { loadAddOns } from "./add-ons";
import type { CallContext } from "./client";
import { UpstreamError } from "./errors";
import { personal, requireToken } from "./personal";
import { personName } from "@/lib/commerce/accounts/personal-data";

/**
 * The server half of /book/{id} and /checkout/confirm: the session checked again (the middleware
 * is only a convenience), the account read for the contact prefill (a failed read only leaves the
 * fields empty), and for a direct buy of `productId` its add-on products (a failure only hides them).
 */
export async function loadCheckoutPage(
  ctx: CallContext,
  locale: Locale,
  publicPath: string,
  productId: number | null,
) {
  const token = await requireToken(publicPath);
  // §2 add-on products: a direct buy only; read alongside the account
  const addOnsRead = productId !== null ? loadAddOns(ctx, productId) : Promise.resolve([]);
  const account = await personal(
    publicPath,
    getCurrentAccount({ ...ctx, token }).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.code === Codes.loginExpired) throw error;
      return null;
    }),
  );
  const contact = {
    // a name, never the masked phone a phone sign-up has as its nickname (lib/commerce/accounts/personal-data)
    name: account ? personName(account, locale !== "en") : "",
    country_code: account?.country_code || "86",
    phone: account?.phone ?? "",
    email: account?.email ?? "",
  };
  return { contact, addOns: await addOnsRead };
}
