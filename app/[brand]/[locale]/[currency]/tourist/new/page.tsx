import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { requireToken } from "@/components/account/guard";
import { MessagesScope } from "@/components/account/messages-scope";
import { AccountPageHeader } from "@/components/account/page-header";
import { TouristFormView } from "@/components/account/tourist-form";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { shopToday } from "@/lib/commerce/calendar";
import { pick, type Messages } from "@/lib/i18n/messages";
import { resolveShop, type ShopParams } from "@/lib/shop-params";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "tourist" });
  return { title: t("newTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /tourist/new */
export default async function NewTouristPage({ params }: Props) {
  const shop = await resolveShop(params);
  await requireToken("/tourist/new");
  const t = await getTranslations("tourist");
  const messages = (await getMessages()) as Messages;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <AccountPageHeader title={t("newTitle")} back={{ href: "/tourist", label: t("back") }} />
      <MessagesScope messages={pick(messages, ["tourist", "validation", "errors"])}>
        <TouristFormView callingCodes={callingCodeOptions(shop.locale)} today={shopToday(new Date())} />
      </MessagesScope>
    </div>
  );
}
