import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { favoriteCards } from "@/components/account/favorite-cards";
import { FavoritesList } from "@/components/account/favorites-list";
import { personal, requireToken } from "@/lib/upstream/personal";
import { MessagesScope } from "@/components/account/messages-scope";
import { AccountPageHeader } from "@/components/account/page-header";
import { firstPage, lastPage, pageFromQuery } from "@/lib/commerce/catalogue/paging";
import { pick } from "@/lib/i18n/messages";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { listFavorites } from "@/lib/upstream/account";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "favorites" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** Spec §2 /account/favorites (login). `?page=` serves the plain next-page link. */
export default async function FavoritesPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const pageNo = pageFromQuery((await searchParams).page);
  const path = pageNo > 1 ? `/account/favorites?page=${pageNo}` : "/account/favorites";
  const token = await requireToken(path);
  const page = favoriteCards(await personal(path, listFavorites({ ...shop.ctx, token }, pageNo)));
  const t = await getTranslations("favorites");
  const ta = await getTranslations("account");
  const messages = await getMessages();
  const initial = firstPage(page);
  // a first page that is not page 1 is complete when nothing follows it
  if (pageNo > 1)
    initial.isLoadedAll = pageNo >= lastPage(page.count, page.page_size) || page.list.length === 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-testid="favorites-page">
      <AccountPageHeader title={t("title")} back={{ href: "/account", label: ta("title") }} />
      <MessagesScope messages={pick(messages, ["favorites", "card", "errors"])}>
        <FavoritesList
          initial={initial}
          nextHref={initial.isLoadedAll ? null : `/account/favorites?page=${pageNo + 1}`}
        />
      </MessagesScope>
    </div>
  );
}
