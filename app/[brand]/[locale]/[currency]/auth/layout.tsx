import type { ReactNode } from "react";
import { AuthMessages } from "@/components/auth/auth-messages";
import { resolveShop, type ShopParams } from "@/lib/shop/params";

/** Every /auth/* page gets the auth, validation and errors messages on the client (and only these pages). */
export default async function AuthLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<ShopParams>;
}) {
  await resolveShop(params);
  return <AuthMessages>{children}</AuthMessages>;
}
