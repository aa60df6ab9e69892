// The voucher PDF's own words, one full table per language: a PDF cannot fall back to the
// storefront's messages, and an English word on a Chinese voucher is a bug.

export type VoucherLanguage = "en" | "zh-hans" | "zh-hant";

export type VoucherText = {
  /** The PDF's `lang`, a BCP 47 tag. */
  lang: string;
  heading: string;
  option: string;
  date: string;
  session: string;
  /** Shown for the date when the ticket has no date of use. */
  openDate: string;
  contact: string;
  order: string;
  issued: string;
  code: string;
  instruction: string;
  /** The stamp across a voucher that can no longer be used (1 used, 2 void). */
  stamp: { 1: string; 2: string };
  /** "Voucher 1 of 3". */
  pageOf: (page: number, pages: number) => string;
};

export const VOUCHER_TEXT = {
  en: {
    lang: "en",
    heading: "Voucher",
    option: "Option",
    date: "Date",
    session: "Session",
    openDate: "Open date",
    contact: "Contact",
    order: "Order no.",
    issued: "Issued",
    code: "Voucher code",
    instruction: "Show this code at the entrance.",
    stamp: { 1: "USED", 2: "VOID" },
    pageOf: (page, pages) => `Voucher ${page} of ${pages}`,
  },
  "zh-hans": {
    lang: "zh-Hans",
    heading: "电子凭证",
    option: "选项",
    date: "日期",
    session: "场次",
    openDate: "不限日期",
    contact: "联系人",
    order: "订单号",
    issued: "开具时间",
    code: "凭证码",
    instruction: "请在入口处出示此码。",
    stamp: { 1: "已使用", 2: "已作废" },
    pageOf: (page, pages) => `第 ${page} 张，共 ${pages} 张`,
  },
  "zh-hant": {
    lang: "zh-Hant",
    heading: "電子憑證",
    option: "選項",
    date: "日期",
    session: "場次",
    openDate: "不限日期",
    contact: "聯絡人",
    order: "訂單編號",
    issued: "開立時間",
    code: "憑證碼",
    instruction: "請於入口處出示此碼。",
    stamp: { 1: "已使用", 2: "已作廢" },
    pageOf: (page, pages) => `第 ${page} 張，共 ${pages} 張`,
  },
} as const satisfies Record<VoucherLanguage, VoucherText>;
