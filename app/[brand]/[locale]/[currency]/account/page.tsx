import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountScreen } from "@/components/account/account-screen";
import { personal, requireToken } from "@/lib/upstream/personal";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { getAccountSummary, getCurrentAccount } from "@/lib/upstream/account";
import { getPoints } from "@/lib/upstream/membership";
import { orNull } from "@/lib/upstream/errors";

export const dynamic = "force-dynamic";
const PATH = "/account";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "account" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** Spec §2 /account (components/account/account-screen). */
export default async function AccountPage({ params }: Props) {
  const shop = await resolveShop(params);
  const ctx = { ...shop.ctx, token: await requireToken(PATH) };
  // the summary is optional: without it the page shows no counts
  const [account, summary, points] = await Promise.all([
    personal(PATH, getCurrentAccount(ctx)),
    orNull(getAccountSummary(ctx)),
    orNull(getPoints(ctx)),
  ]);
  return <AccountScreen account={account} summary={summary} points={points} />;
}
