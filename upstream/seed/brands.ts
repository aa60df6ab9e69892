// What makes each brand's seed shop its own: the cities and kinds of things it sells (most
// featured first), its flash sales and home rows, the words of its hero, announcement and trust
// icons, and the art direction upstream/media.ts draws its pictures in. Data only: the loader
// (upstream/seed/index.ts) and the picture renderer read it; no code elsewhere asks which brand.
import type { Text } from "./content";

const t = (en: string, hans: string, hant: string): Text => ({
  en,
  "zh-hans": hans,
  "zh-hant": hant,
});

/** Search keywords a brand may feature; each matches product titles of its kind. */
const KW = {
  dayTour: t("Day tour", "一日游", "一日遊"),
  tea: t("Afternoon tea", "下午茶", "下午茶"),
  transfer: t("Private transfer", "专车接送", "專車接送"),
  park: t("Theme park", "主题乐园", "主題樂園"),
  gift: t("Gift box", "礼盒", "禮盒"),
  cruise: t("Cruise", "游船", "遊船"),
  sim: t("SIM card", "电话卡", "電話卡"),
  buffet: t("Buffet", "自助", "自助"),
  ticket: t("Admission ticket", "门票", "門票"),
  show: t("Light & Music Show", "灯光音乐秀", "燈光音樂秀"),
  cooking: t("Cooking class", "烹饪课", "烹飪課"),
  walk: t("Walking tour", "徒步导览", "徒步導覽"),
  teaSet: t("Tea set", "茶具", "茶具"),
};

/** How a brand's hero, theme, city and icon pictures are drawn (upstream/media.ts). */
export type BrandArt = {
  /** [dark, light] gradient pairs; a picture picks one by its key */
  palettes: readonly (readonly [string, string])[];
  /** what fills a hero, theme or city picture behind its pictogram */
  motif: "skyline" | "globe" | "waves" | "dots" | "hills" | "arches";
  /** the frame of an icon (home menu, trust row) */
  icon: "squircle" | "circle" | "line-square" | "stamp" | "hexagon" | "ring";
  /** colour the pictograms are drawn in */
  ink: string;
};

export type BrandSeed = {
  /** city keys (content.ts CITIES), in the order the shop lists them */
  cities: readonly string[];
  /** kind keys (content.ts KINDS) the brand sells, most featured first: the list order within a city */
  kinds: readonly string[];
  /** kind keys of the live (4), upcoming (2) and ended (1) flash sales */
  flashSale: { live: readonly string[]; upcoming: readonly string[]; ended: readonly string[] };
  /** popular search keywords, in order; the first three are marked hot */
  keywords: readonly Text[];
  /** theme keys shown as home rows 3 and 5 */
  rows: readonly [string, string];
  /** the first banner's title; {city} is the brand's first city */
  hero: Text;
  /** the home page announcement (placement 1) */
  announcement: { title: Text; content: Text };
  /** home module 8: four trust icons (glyph names of upstream/media.ts) */
  trust: readonly { title: Text; description: Text; icon: string }[];
  art: BrandArt;
};

const SECURE = {
  title: t("Secure payment", "安全支付", "安全支付"),
  description: t(
    "Card data never touches our servers.",
    "银行卡信息不经过我们的服务器。",
    "銀行卡資料不經過我們的伺服器。",
  ),
  icon: "shield",
};

export const BRAND_SEED: Record<string, BrandSeed> = {
  default: {
    cities: [
      "hong-kong",
      "macau",
      "taipei",
      "tokyo",
      "kyoto",
      "osaka",
      "seoul",
      "singapore",
      "bangkok",
    ],
    kinds: [
      "day-tour",
      "observation-ticket",
      "night-show",
      "harbour-cruise",
      "theme-park",
      "food-voucher",
      "buffet",
      "afternoon-tea",
      "gift-box",
      "esim",
      "tea-set",
      "airport-transfer",
      "cooking-class",
      "walking-tour",
    ],
    flashSale: {
      live: ["observation-ticket", "food-voucher", "esim", "gift-box"],
      upcoming: ["harbour-cruise", "buffet"],
      ended: ["walking-tour"],
    },
    keywords: [KW.dayTour, KW.tea, KW.transfer, KW.park, KW.gift, KW.cruise, KW.sim, KW.buffet],
    rows: ["top-picks", "eat-local"],
    hero: t("{city} this season", "本季{city}", "本季{city}"),
    announcement: {
      title: t("Holiday opening hours", "节假日营业时间", "節假日營業時間"),
      content: t(
        "Customer service is open Mon–Fri 10:00–18:00; we reply within 1 working day.",
        "客服时间为周一至周五10:00–18:00，1个工作日内回复。",
        "客服時間為週一至週五10:00–18:00，1個工作天內回覆。",
      ),
    },
    trust: [
      SECURE,
      {
        title: t("Instant confirmation", "即时确认", "即時確認"),
        description: t(
          "Most bookings confirm in seconds.",
          "大部分订单秒速确认。",
          "大部分訂單秒速確認。",
        ),
        icon: "clock",
      },
      {
        title: t("Real reviews", "真实评价", "真實評價"),
        description: t(
          "Only travellers who booked can review.",
          "只有已预订的旅客才能评价。",
          "只有已預訂的旅客才能評價。",
        ),
        icon: "star",
      },
      {
        title: t("Help when you need it", "贴心客服", "貼心客服"),
        description: t(
          "Mon–Fri 10:00–18:00, reply within 1 working day.",
          "周一至周五10:00–18:00，1个工作日内回复。",
          "週一至週五10:00–18:00，1個工作天內回覆。",
        ),
        icon: "chat",
      },
    ],
    art: {
      palettes: [
        ["#0f766e", "#5eead4"],
        ["#1d4ed8", "#93c5fd"],
        ["#b45309", "#fcd34d"],
        ["#be123c", "#fda4af"],
        ["#6d28d9", "#c4b5fd"],
        ["#047857", "#6ee7b7"],
        ["#c2410c", "#fdba74"],
        ["#0e7490", "#67e8f9"],
      ],
      motif: "skyline",
      icon: "squircle",
      ink: "#fff",
    },
  },

  www: {
    cities: ["hong-kong", "macau", "tokyo", "osaka", "singapore"],
    // tickets and passes first: the shop of "one ticket at a time"
    kinds: [
      "observation-ticket",
      "theme-park",
      "night-show",
      "harbour-cruise",
      "day-tour",
      "walking-tour",
      "airport-transfer",
      "esim",
      "food-voucher",
      "buffet",
      "afternoon-tea",
      "cooking-class",
      "gift-box",
      "tea-set",
    ],
    flashSale: {
      live: ["observation-ticket", "theme-park", "esim", "night-show"],
      upcoming: ["harbour-cruise", "food-voucher"],
      ended: ["walking-tour"],
    },
    keywords: [KW.ticket, KW.park, KW.cruise, KW.show, KW.dayTour, KW.sim, KW.transfer, KW.buffet],
    rows: ["top-picks", "family-fun"],
    hero: t("Tickets for {city} and beyond", "{city}门票，一张搞定", "{city}門票，一張搞定"),
    announcement: {
      title: t("E-tickets on your phone", "手机电子票，扫码入场", "手機電子票，掃碼入場"),
      content: t(
        "Most tickets arrive by e-mail within minutes: show the QR code at the gate, no printing needed.",
        "大部分门票几分钟内发送到邮箱：入场时出示二维码即可，无需打印。",
        "大部分門票幾分鐘內發送到電郵：入場時出示二維碼即可，無需列印。",
      ),
    },
    trust: [
      {
        title: t("Skip the ticket queue", "免排队购票", "免排隊購票"),
        description: t(
          "Show the QR code on your phone at the gate.",
          "入场时出示手机上的二维码。",
          "入場時出示手機上的二維碼。",
        ),
        icon: "ticket",
      },
      {
        title: t("Your currency, your language", "你的币种与语言", "你的幣種與語言"),
        description: t(
          "Prices in 17 currencies, pages in 3 languages.",
          "17种币种标价，3种语言浏览。",
          "17種幣種標價，3種語言瀏覽。",
        ),
        icon: "globe",
      },
      SECURE,
      {
        title: t("Real reviews", "真实评价", "真實評價"),
        description: t(
          "Only travellers who booked can review.",
          "只有已预订的旅客才能评价。",
          "只有已預訂的旅客才能評價。",
        ),
        icon: "star",
      },
    ],
    art: {
      palettes: [
        ["#1e3a8a", "#60a5fa"],
        ["#2f4bd8", "#a5b4fc"],
        ["#151b3d", "#4f6bed"],
        ["#b42f34", "#ff9a9c"],
      ],
      motif: "globe",
      icon: "circle",
      ink: "#ffffff",
    },
  },

  "jk-club": {
    cities: ["tokyo", "kyoto", "osaka", "seoul"],
    // experiences with a host first: the club's kind of travel
    kinds: [
      "cooking-class",
      "night-show",
      "day-tour",
      "walking-tour",
      "afternoon-tea",
      "buffet",
      "tea-set",
      "harbour-cruise",
      "observation-ticket",
      "theme-park",
      "airport-transfer",
      "gift-box",
      "food-voucher",
      "esim",
    ],
    flashSale: {
      live: ["tea-set", "afternoon-tea", "observation-ticket", "gift-box"],
      upcoming: ["cooking-class", "buffet"],
      ended: ["walking-tour"],
    },
    keywords: [KW.cooking, KW.tea, KW.show, KW.walk, KW.teaSet, KW.buffet, KW.dayTour],
    rows: ["top-picks", "eat-local"],
    hero: t("Members' {city}", "会员专享·{city}", "會員專享·{city}"),
    announcement: {
      title: t("A members' club", "会员制俱乐部", "會員制俱樂部"),
      content: t(
        "JK Club is a members' club: booking needs a club membership. The members' desk answers on LINE @jkclub within one working day.",
        "JK Club 为会员制俱乐部，预订需具备俱乐部会员资格。会员服务台通过 LINE @jkclub 于1个工作日内回复。",
        "JK Club 為會員制俱樂部，預訂需具備俱樂部會員資格。會員服務台透過 LINE @jkclub 於1個工作天內回覆。",
      ),
    },
    trust: [
      {
        title: t("Members only", "会员专属", "會員專屬"),
        description: t(
          "Every booking is made by a club member.",
          "每一笔预订都来自俱乐部会员。",
          "每一筆預訂都來自俱樂部會員。",
        ),
        icon: "crown",
      },
      {
        title: t("Chosen in Japan and Korea", "日韩甄选", "日韓甄選"),
        description: t(
          "Hosts and tables our team has tried.",
          "我们亲自体验过的店家与体验。",
          "我們親自體驗過的店家與體驗。",
        ),
        icon: "star",
      },
      SECURE,
      {
        title: t("Members' desk", "会员服务台", "會員服務台"),
        description: t(
          "LINE @jkclub, reply within 1 working day.",
          "LINE @jkclub，1个工作日内回复。",
          "LINE @jkclub，1個工作天內回覆。",
        ),
        icon: "chat",
      },
    ],
    art: {
      palettes: [
        ["#14161f", "#3b3526"],
        ["#1b1d29", "#4a3f2a"],
        ["#0f1118", "#2f3344"],
      ],
      motif: "waves",
      icon: "line-square",
      ink: "#e3c27a",
    },
  },

  kraft: {
    cities: ["taipei", "tokyo", "kyoto", "hong-kong"],
    // food and made things first; no SIM cards, transfers or theme parks
    kinds: [
      "food-voucher",
      "afternoon-tea",
      "buffet",
      "cooking-class",
      "tea-set",
      "gift-box",
      "walking-tour",
      "day-tour",
      "night-show",
      "harbour-cruise",
      "observation-ticket",
    ],
    flashSale: {
      live: ["gift-box", "food-voucher", "tea-set", "afternoon-tea"],
      upcoming: ["cooking-class", "buffet"],
      ended: ["walking-tour"],
    },
    keywords: [KW.tea, KW.gift, KW.teaSet, KW.buffet, KW.cooking, KW.walk],
    rows: ["eat-local", "take-home"],
    hero: t("A taste of {city}", "{city}的味道", "{city}的味道"),
    announcement: {
      title: t("Baked to order", "现做现发", "現做現發"),
      content: t(
        "Gift boxes are baked to order and leave the kitchen within 24 hours; tea sets ship in 2–5 working days.",
        "礼盒现烤现做，24小时内出炉发货；茶具2–5个工作日内发货。",
        "禮盒現烤現做，24小時內出爐發貨；茶具2–5個工作天內發貨。",
      ),
    },
    trust: [
      {
        title: t("From small kitchens", "小店手作", "小店手作"),
        description: t(
          "Family bakeries, tea houses and makers.",
          "家庭烘焙坊、茶馆与手艺人。",
          "家庭烘焙坊、茶館與手藝人。",
        ),
        icon: "tea-set",
      },
      {
        title: t("Fresh, and fast", "新鲜快送", "新鮮快送"),
        description: t(
          "Fast-ship items leave within 24 hours.",
          "快速发货商品24小时内发出。",
          "快速發貨商品24小時內發出。",
        ),
        icon: "gift-box",
      },
      {
        title: t("7 days after receipt", "收货7天售后", "收貨7天售後"),
        description: t(
          "Ask for after-sales within 7 days of receipt.",
          "收货后7天内可申请售后。",
          "收貨後7天內可申請售後。",
        ),
        icon: "clock",
      },
      SECURE,
    ],
    art: {
      palettes: [
        ["#b65118", "#f3c98b"],
        ["#7a3e12", "#e9b97a"],
        ["#5a7d2a", "#c9dc8f"],
        ["#9c3d2a", "#f1b49a"],
      ],
      motif: "dots",
      icon: "stamp",
      ink: "#fffdf9",
    },
  },

  rutwa: {
    cities: ["singapore", "bangkok", "hong-kong", "seoul"],
    // days outside first; no afternoon teas or tea sets
    kinds: [
      "day-tour",
      "walking-tour",
      "harbour-cruise",
      "theme-park",
      "airport-transfer",
      "esim",
      "observation-ticket",
      "night-show",
      "cooking-class",
      "food-voucher",
      "buffet",
      "gift-box",
    ],
    flashSale: {
      live: ["walking-tour", "esim", "food-voucher", "observation-ticket"],
      upcoming: ["day-tour", "harbour-cruise"],
      ended: ["theme-park"],
    },
    keywords: [KW.dayTour, KW.walk, KW.cruise, KW.park, KW.sim, KW.transfer],
    rows: ["top-picks", "family-fun"],
    hero: t("Get outside in {city}", "走进{city}的山与海", "走進{city}的山與海"),
    announcement: {
      title: t("Before you head out", "出发前请留意", "出發前請留意"),
      content: t(
        "Trips run in light rain. Check the meeting point and what to bring on your voucher the day before.",
        "小雨照常出发。请于出发前一天在凭证上确认集合地点与携带物品。",
        "小雨照常出發。請於出發前一天在憑證上確認集合地點與攜帶物品。",
      ),
    },
    trust: [
      {
        title: t("Small groups, local guides", "小团出行，本地向导", "小團出行，本地嚮導"),
        description: t(
          "Guides who walk these trails every week.",
          "每周都走这些路线的向导。",
          "每週都走這些路線的嚮導。",
        ),
        icon: "walking-tour",
      },
      {
        title: t("Clear refund rules", "退改规则清楚", "退改規則清楚"),
        description: t(
          "Each trip says what you get back, and until when.",
          "每个行程都写明可退多少、何时截止。",
          "每個行程都寫明可退多少、何時截止。",
        ),
        icon: "clock",
      },
      SECURE,
      {
        title: t("Help on the trail", "路上随时找到我们", "路上隨時找到我們"),
        description: t(
          "WhatsApp +65 8123 4567, 10:00–18:00.",
          "WhatsApp +65 8123 4567，10:00–18:00。",
          "WhatsApp +65 8123 4567，10:00–18:00。",
        ),
        icon: "chat",
      },
    ],
    art: {
      palettes: [
        ["#1b5e20", "#a5d6a7"],
        ["#2e7d32", "#dcedc8"],
        ["#0f4c5c", "#80cbc4"],
        ["#33691e", "#ffe082"],
      ],
      motif: "hills",
      icon: "hexagon",
      ink: "#ffffff",
    },
  },

  vistara: {
    cities: ["bangkok", "singapore", "tokyo", "seoul", "taipei"],
    // private and premium first; no SIM cards, budget vouchers or walking tours
    kinds: [
      "day-tour",
      "harbour-cruise",
      "afternoon-tea",
      "airport-transfer",
      "buffet",
      "cooking-class",
      "night-show",
      "theme-park",
      "tea-set",
      "gift-box",
      "observation-ticket",
    ],
    flashSale: {
      live: ["afternoon-tea", "harbour-cruise", "tea-set", "night-show"],
      upcoming: ["day-tour", "buffet"],
      ended: ["cooking-class"],
    },
    keywords: [KW.tea, KW.cruise, KW.transfer, KW.dayTour, KW.buffet, KW.cooking],
    rows: ["top-picks", "eat-local"],
    hero: t("{city}, privately arranged", "私享{city}", "私享{city}"),
    announcement: {
      title: t("Your concierge", "专属礼宾", "專屬禮賓"),
      content: t(
        "Tell us your dates: our concierge arranges private transfers and tables, and answers within one working day.",
        "告诉我们您的日期：礼宾团队为您安排私人接送与餐位，1个工作日内回复。",
        "告訴我們您的日期：禮賓團隊為您安排私人接送與餐位，1個工作天內回覆。",
      ),
    },
    trust: [
      {
        title: t("Privately arranged", "私人定制", "私人訂製"),
        description: t(
          "Private cars, guides and tables.",
          "私人专车、向导与餐位。",
          "私人專車、嚮導與餐位。",
        ),
        icon: "crown",
      },
      {
        title: t("Concierge on call", "礼宾随时待命", "禮賓隨時待命"),
        description: t(
          "+1 212 555 0199, or write to the concierge.",
          "+1 212 555 0199，或写信给礼宾。",
          "+1 212 555 0199，或寫信給禮賓。",
        ),
        icon: "chat",
      },
      {
        title: t("Partners we have visited", "亲访合作伙伴", "親訪合作夥伴"),
        description: t(
          "Every host is checked in person.",
          "每位合作伙伴都经实地考察。",
          "每位合作夥伴都經實地考察。",
        ),
        icon: "star",
      },
      SECURE,
    ],
    art: {
      palettes: [
        ["#231942", "#6d28d9"],
        ["#3b0764", "#d62674"],
        ["#1e1b4b", "#8b5cf6"],
      ],
      motif: "arches",
      icon: "ring",
      ink: "#f5e6c8",
    },
  },
};

/** The brand whose art a media key asks for ("vistara-1", "jk-club.tours"), if any. */
export function brandOfMediaKey(key: string): string | null {
  for (const slug of Object.keys(BRAND_SEED))
    if (key.startsWith(`${slug}-`) || key.startsWith(`${slug}.`)) return slug;
  return null;
}
