import { getMessages, getTranslations } from "next-intl/server";
import { MessagesScope } from "@/components/account/messages-scope";
import { AccountPageHeader } from "@/components/account/page-header";
import { AnnouncementBar } from "@/components/home/announcement-bar";
import { ORDER_TABS, type OrderTab } from "@/lib/commerce/orders/orders";
import { lastPage } from "@/lib/commerce/catalogue/paging";
import { pick } from "@/lib/i18n/messages";
import type { AnnouncementsView } from "@/lib/upstream/catalogue";
import type { listOrders } from "@/lib/upstream/orders";
import { OrderList } from "./order-list";
import { OrdersEmpty } from "./orders-empty";

export const ordersHref = (tab: OrderTab, page = 1) => {
  const q = new URLSearchParams();
  if (tab !== "all") q.set("tab", tab);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `/account/orders?${s}` : "/account/orders";
};

/** Spec §2 /account/orders: the five tabs (§4), the order cards with load more, announcement placement 3. */
export async function OrdersScreen({
  page,
  tab,
  pageNo,
  announcements,
}: {
  page: Awaited<ReturnType<typeof listOrders>>;
  tab: OrderTab;
  pageNo: number;
  announcements: AnnouncementsView | null;
}) {
  const t = await getTranslations("orders");
  const ta = await getTranslations("account");
  const messages = await getMessages();
  const pages = lastPage(page.count, page.page_size);

  return (
    <>
      <AnnouncementBar items={announcements ?? []} />
      <div
        className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6"
        data-testid="orders-page"
        data-tab={tab}
      >
        <AccountPageHeader
          title={t("title")}
          back={{ href: "/account", label: ta("title") }}
          action={
            <a
              href="/account/afterSales"
              className="inline-flex min-h-11 items-center text-sm text-primary"
              data-testid="orders-after-sales-link"
            >
              {t("afterSalesLink")}
            </a>
          }
        />
        <nav aria-label={t("tabs")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex min-w-max gap-1 rounded-brand bg-surface p-1 text-sm ring-1 ring-line sm:min-w-0">
            {ORDER_TABS.map((k) => (
              <li key={k} className="flex-1">
                <a
                  href={ordersHref(k)}
                  aria-current={k === tab ? "page" : undefined}
                  className={`flex min-h-11 items-center justify-center whitespace-nowrap rounded-brand px-3 py-2 text-center ${k === tab ? "bg-primary font-semibold text-primary-contrast" : "hover:bg-primary/10"}`}
                  data-testid={`order-tab-${k}`}
                >
                  {t(`tab.${k}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {page.list.length ? (
          <MessagesScope messages={pick(messages, ["orders", "loadMore", "errors"])}>
            <OrderList
              key={tab}
              tab={tab}
              initial={page}
              nextHref={pageNo < pages ? ordersHref(tab, pageNo + 1) : null}
            />
          </MessagesScope>
        ) : (
          <OrdersEmpty tab={tab} firstPageHref={pageNo > 1 ? ordersHref(tab) : null} />
        )}
      </div>
    </>
  );
}
