import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { AddressFormView } from "@/components/account/address-form";
import { personal, recordId, requireToken } from "@/components/account/guard";
import { MessagesScope } from "@/components/account/messages-scope";
import { AccountPageHeader } from "@/components/account/page-header";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { pick, type Messages } from "@/lib/i18n/messages";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { getAddress } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "address" });
  return { title: t("editTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/address/{id}: another person's id (20004 from the upstream) is a 404. */
export default async function EditAddressPage({ params }: Props) {
  const shop = await resolveShop(params);
  const { id: raw } = await params;
  const id = recordId(raw);
  const path = `/account/address/${id}`;
  const token = await requireToken(path);
  const address = await personal(path, getAddress({ ...shop.ctx, token }, id), { missing: "notFound" });
  const t = await getTranslations("address");
  const messages = (await getMessages()) as Messages;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <AccountPageHeader title={t("editTitle")} back={{ href: "/account/address", label: t("back") }} />
      <MessagesScope messages={pick(messages, ["address", "validation", "errors"])}>
        <AddressFormView initial={address} callingCodes={callingCodeOptions(shop.locale)} />
      </MessagesScope>
    </div>
  );
}
