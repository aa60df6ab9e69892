import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { personal, recordId, requireToken } from "@/components/account/guard";
import { MessagesScope } from "@/components/account/messages-scope";
import { AccountPageHeader } from "@/components/account/page-header";
import { TouristFormView } from "@/components/account/tourist-form";
import { callingCodeOptions } from "@/components/forms/calling-code-options";
import { shopToday } from "@/lib/commerce/calendar";
import { pick, type Messages } from "@/lib/i18n/messages";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { getTourist } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "tourist" });
  return { title: t("editTitle"), robots: { index: false, follow: false } };
}

/** Spec §2 /tourist/{id}: another person's id (20004 from the upstream) is a 404. */
export default async function EditTouristPage({ params }: Props) {
  const shop = await resolveShop(params);
  const { id: raw } = await params;
  const id = recordId(raw);
  const path = `/tourist/${id}`;
  const token = await requireToken(path);
  const tourist = await personal(path, getTourist({ ...shop.ctx, token }, id), { missing: "notFound" });
  const t = await getTranslations("tourist");
  const messages = (await getMessages()) as Messages;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <AccountPageHeader title={t("editTitle")} back={{ href: "/tourist", label: t("back") }} />
      <MessagesScope messages={pick(messages, ["tourist", "validation", "errors"])}>
        <TouristFormView initial={tourist} callingCodes={callingCodeOptions(shop.locale)} today={shopToday(new Date())} />
      </MessagesScope>
    </div>
  );
}
