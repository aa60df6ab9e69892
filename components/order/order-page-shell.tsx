import "server-only";
import type { ReactNode } from "react";
import { AccountPageHeader } from "@/components/account/page-header";
import type { CallContext } from "@/lib/upstream/client";
import { loadOrderData, requireToken } from "@/lib/upstream/personal";
import { FetchFailed } from "./fetch-failed";

const WIDTH = { md: "max-w-md", xl: "max-w-xl", "3xl": "max-w-3xl" } as const;

type DataAttributes = { [name: `data-${string}`]: string | number | boolean | undefined };

/** The column an order page sits in, its header first. */
export function OrderFrame({
  width,
  header,
  children,
  ...data
}: { width: keyof typeof WIDTH; header: ReactNode; children: ReactNode } & DataAttributes) {
  return (
    <div className={`mx-auto flex ${WIDTH[width]} flex-col gap-4 px-4 py-6`} {...data}>
      {header}
      {children}
    </div>
  );
}

/**
 * The set-up every order and after-sales page shares: the session checked again (no token → sign
 * in, then back to `path`), the personal read (40003 → sign in, missing or another shopper's → 404,
 * any other failure → "fetch failed" with a retry of `path`, §8 Orders), the page's header. The
 * page draws the data with `children(data, header)`.
 */
export async function OrderPageShell<T>({
  ctx,
  path,
  width,
  title,
  back,
  read,
  children,
}: {
  ctx: CallContext;
  /** the public path: where sign-in returns to and what the retry opens */
  path: string;
  width: keyof typeof WIDTH;
  title: string;
  back: { href: string; label: string };
  read: (ctx: CallContext & { token: string }) => Promise<T>;
  children: (data: T, header: ReactNode) => ReactNode;
}) {
  const data = await loadOrderData(path, read({ ...ctx, token: await requireToken(path) }));
  const header = <AccountPageHeader title={title} back={back} />;
  if (data === null) {
    return (
      <OrderFrame width={width} header={header}>
        <FetchFailed retryHref={path} />
      </OrderFrame>
    );
  }
  return children(data, header);
}
