import en from "@/messages/en.json";
import zhHans from "@/messages/zh-hans.json";
import zhHant from "@/messages/zh-hant.json";

// §4 Order list tabs (all, pending payment, unfulfilled, fulfilled, after-sales) list
// tickets, vouchers and goods alike: their words (tabs, empty tabs, the account's counters) name no
// shipping in any language (zh-hans had 待发货/已发货 for ticket orders; English was neutral).
const SHIPPING = /ship|deliver|发货|發貨|出货|出貨|收货|收貨|物流/i;

describe.each([
  ["en", en],
  ["zh-hans", zhHans],
  ["zh-hant", zhHant],
] as const)("order tab words in %s", (_locale, m) => {
  const words: [string, string][] = [
    ...Object.entries(m.orders.tab),
    ...Object.entries(m.orders.empty).map(([k, v]): [string, string] => [`empty.${k}`, v]),
    ["account.ordersUnfulfilled", m.account.ordersUnfulfilled],
    ["account.ordersFulfilled", m.account.ordersFulfilled],
  ];
  it.each(words)("%s (%s) is neutral about the product type", (_key, text) =>
    expect(text).not.toMatch(SHIPPING),
  );
});
