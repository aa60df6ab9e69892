import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { AddressFormView } from "@/components/account/address-form";
import { requireToken } from "@/components/account/guard";
import { MessagesScope } from "@/components/account/messages-scope";
import { AccountPageHeader } from "@/components/account/page-header";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { pick, type Messages } from "@/lib/i18n/messages";
import { resolveShop, type ShopParams } from "@/lib/shop-params";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "address" });
  return { title: t("newTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/address/new */
export default async function NewAddressPage({ params }: Props) {
  const shop = await resolveShop(params);
  await requireToken("/account/address/new");
  const t = await getTranslations("address");
  const messages = (await getMessages()) as Messages;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <AccountPageHeader title={t("newTitle")} back={{ href: "/account/address", label: t("back") }} />
      <MessagesScope messages={pick(messages, ["address", "validation", "errors"])}>
        <AddressFormView callingCodes={callingCodeOptions(shop.locale)} />
      </MessagesScope>
    </div>
  );
}
