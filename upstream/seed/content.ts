// Seed catalogue content: cities, product kinds and reviews, in en / zh-hans / zh-hant (what each
// brand sells and how its shop looks and reads: upstream/seed/brands.ts).
// Products are kinds × cities: each kind is a real kind of thing a travel shop sells (a day tour,
// an observation-deck ticket, a dim-sum voucher, a gift box), written once with the city's and
// landmark's names filled in. upstream/seed/index.ts turns this into rows.

export type Text = { en: string; "zh-hans": string; "zh-hant": string };
const t = (en: string, hans: string, hant: string): Text => ({
  en,
  "zh-hans": hans,
  "zh-hant": hant,
});

/**
 * A Chinese name that starts with its city (京都 + 京都怀石料理 would read 京都京都怀石料理):
 * the city is put in front only when the name does not already say it.
 */
export const withCity = (city: string, name: string): string =>
  name.includes(city) ? name : `${city}${name}`;

export type City = {
  key: string;
  area: string;
  country: string;
  name: Text;
  landmark: Text;
  dish: Text;
  lat: number;
  lng: number;
  /** CNY price factor: a Tokyo tour costs more than a Bangkok one */
  cost: number;
};

export const AREAS: Record<string, Text> = {
  "east-asia": t("East Asia", "东亚", "東亞"),
  "southeast-asia": t("Southeast Asia", "东南亚", "東南亞"),
};

export const COUNTRIES: Record<string, { area: string; name: Text }> = {
  hk: { area: "east-asia", name: t("Hong Kong SAR", "中国香港", "中國香港") },
  mo: { area: "east-asia", name: t("Macao SAR", "中国澳门", "中國澳門") },
  tw: { area: "east-asia", name: t("Taiwan", "中国台湾", "中國台灣") },
  jp: { area: "east-asia", name: t("Japan", "日本", "日本") },
  kr: { area: "east-asia", name: t("South Korea", "韩国", "韓國") },
  sg: { area: "southeast-asia", name: t("Singapore", "新加坡", "新加坡") },
  th: { area: "southeast-asia", name: t("Thailand", "泰国", "泰國") },
};

export const CITIES: City[] = [
  {
    key: "hong-kong",
    area: "east-asia",
    country: "hk",
    name: t("Hong Kong", "香港", "香港"),
    landmark: t("Victoria Peak Sky Terrace", "太平山凌霄阁摩天台", "太平山凌霄閣摩天台"),
    dish: t("Dim Sum", "港式点心", "港式點心"),
    lat: 22.2759,
    lng: 114.1455,
    cost: 1.1,
  },
  {
    key: "macau",
    area: "east-asia",
    country: "mo",
    name: t("Macau", "澳门", "澳門"),
    landmark: t("Macau Tower Observation Deck", "澳门旅游塔观光层", "澳門旅遊塔觀光層"),
    dish: t("Macanese Cuisine", "澳门土生葡菜", "澳門土生葡菜"),
    lat: 22.1801,
    lng: 113.5364,
    cost: 1.0,
  },
  {
    key: "taipei",
    area: "east-asia",
    country: "tw",
    name: t("Taipei", "台北", "台北"),
    landmark: t("Taipei 101 Observatory", "台北101观景台", "台北101觀景台"),
    dish: t("Beef Noodle", "牛肉面", "牛肉麵"),
    lat: 25.0339,
    lng: 121.5645,
    cost: 0.9,
  },
  {
    key: "tokyo",
    area: "east-asia",
    country: "jp",
    name: t("Tokyo", "东京", "東京"),
    landmark: t("Tokyo Skytree", "东京晴空塔", "東京晴空塔"),
    dish: t("Sushi Omakase", "寿司主厨套餐", "壽司主廚套餐"),
    lat: 35.7101,
    lng: 139.8107,
    cost: 1.3,
  },
  {
    key: "kyoto",
    area: "east-asia",
    country: "jp",
    name: t("Kyoto", "京都", "京都"),
    landmark: t("Kyoto Railway Museum", "京都铁道博物馆", "京都鐵道博物館"),
    dish: t("Kaiseki", "京都怀石料理", "京都懷石料理"),
    lat: 34.9871,
    lng: 135.7448,
    cost: 1.2,
  },
  {
    key: "osaka",
    area: "east-asia",
    country: "jp",
    name: t("Osaka", "大阪", "大阪"),
    landmark: t("Osaka Castle Main Tower", "大阪城天守阁", "大阪城天守閣"),
    dish: t("Okonomiyaki", "大阪烧", "大阪燒"),
    lat: 34.6873,
    lng: 135.5262,
    cost: 1.15,
  },
  {
    key: "seoul",
    area: "east-asia",
    country: "kr",
    name: t("Seoul", "首尔", "首爾"),
    landmark: t("N Seoul Tower", "N首尔塔", "N首爾塔"),
    dish: t("Korean BBQ", "韩式烤肉", "韓式烤肉"),
    lat: 37.5512,
    lng: 126.9882,
    cost: 1.0,
  },
  {
    key: "singapore",
    area: "southeast-asia",
    country: "sg",
    name: t("Singapore", "新加坡", "新加坡"),
    landmark: t("Gardens by the Bay", "滨海湾花园", "濱海灣花園"),
    dish: t("Chilli Crab", "辣椒螃蟹", "辣椒螃蟹"),
    lat: 1.2816,
    lng: 103.8636,
    cost: 1.25,
  },
  {
    key: "bangkok",
    area: "southeast-asia",
    country: "th",
    name: t("Bangkok", "曼谷", "曼谷"),
    landmark: t("The Grand Palace", "曼谷大皇宫", "曼谷大皇宮"),
    dish: t("Thai Street Food", "泰式街头小吃", "泰式街頭小吃"),
    lat: 13.75,
    lng: 100.4913,
    cost: 0.7,
  },
];

export const CATEGORIES: { key: string; name: Text }[] = [
  { key: "tours", name: t("Tours", "跟团游", "跟團遊") },
  { key: "attractions", name: t("Attractions & Tickets", "景点门票", "景點門票") },
  { key: "shows", name: t("Shows & Cruises", "演出与游船", "演出與遊船") },
  { key: "food", name: t("Food & Drink", "美食餐券", "美食餐券") },
  { key: "transport", name: t("Transport", "交通接送", "交通接送") },
  { key: "shop", name: t("Souvenirs & Essentials", "手信与旅行用品", "手信與旅行用品") },
];

export const TAGS: { key: string; name: Text }[] = [
  { key: "family", name: t("Family friendly", "亲子推荐", "親子推薦") },
  { key: "instant", name: t("Instant confirmation", "即时确认", "即時確認") },
  { key: "night", name: t("Night out", "夜间玩乐", "夜間玩樂") },
  { key: "local", name: t("Local favourite", "本地人推荐", "本地人推薦") },
  { key: "gift", name: t("Gift idea", "送礼之选", "送禮之選") },
];

type Attr = { name: Text; values: { name: Text; factor: number }[] };
const ticketAttr: Attr = {
  name: t("Ticket", "票种", "票種"),
  values: [
    { name: t("Adult", "成人票", "成人票"), factor: 1 },
    { name: t("Child (3–11)", "儿童票（3–11岁）", "兒童票（3–11歲）"), factor: 0.6 },
  ],
};

/** Which review lines fit a kind: nobody queues at a tea set or tastes an airport transfer. */
export type ReviewGroup = "attraction" | "tour" | "show" | "dining" | "gift" | "sim" | "transfer";

export type Kind = {
  key: string;
  reviews: ReviewGroup;
  productType: 1 | 2 | 3;
  stockType: 0 | 1 | 2;
  category: string;
  tags: string[];
  title: (c: City) => Text;
  intro: (c: City) => Text;
  points: (c: City) => Record<keyof Text, string[]>;
  hours: Text;
  notes: Text;
  baseCny: number; // yuan, cheapest variant before the city factor
  attributes: Attr[];
  sessions?: string[];
  /** 0 non-refundable, 2 refundable any time before use, 3 conditional (policy items) */
  refundTag: 0 | 2 | 3;
  leadDays: number;
  leadTime: string;
  minPurchase: number;
  limit: number;
  shipping?: "count" | "weight" | "fixed";
  weight?: number;
  hasLocation: boolean;
  /** where it happens, without the city (the address adds it); the city's landmark when unset */
  place?: (c: City) => Text;
  /** a tour's duration, what is included and not, and its itinerary; none for other kinds */
  trip?: (c: City) => Trip;
};

/** A tour's facts in the three languages (upstream TripFacts). */
type Trip = {
  duration: Text;
  included: Record<keyof Text, string[]>;
  excluded: Record<keyof Text, string[]>;
  itinerary: { time: string; title: Text; detail: Text }[];
};

const p = (en: string[], hans: string[], hant: string[]) => ({
  en,
  "zh-hans": hans,
  "zh-hant": hant,
});

export const KINDS: Kind[] = [
  {
    key: "day-tour",
    reviews: "tour",
    productType: 2,
    stockType: 1,
    category: "tours",
    tags: ["local", "family"],
    title: (c) =>
      t(
        `${c.name.en} Highlights Small-Group Day Tour`,
        `${c.name["zh-hans"]}精华小团一日游`,
        `${c.name["zh-hant"]}精華小團一日遊`,
      ),
    intro: (c) =>
      t(
        `See the best of ${c.name.en} in one relaxed day with a licensed local guide, including ${c.landmark.en} and a long lunch stop for ${c.dish.en}.`,
        `由持牌本地导游带队，一天轻松游遍${c.name["zh-hans"]}精华，包含${c.landmark["zh-hans"]}，午餐时间品尝${c.dish["zh-hans"]}。`,
        `由持牌本地導遊帶隊，一天輕鬆遊遍${c.name["zh-hant"]}精華，包含${c.landmark["zh-hant"]}，午餐時間品嚐${c.dish["zh-hant"]}。`,
      ),
    points: () =>
      p(
        [
          "Groups of at most 12",
          "Hotel pick-up in the city centre",
          "Full refund up to 3 days before",
        ],
        ["每团最多12人", "市中心酒店接送", "出发前3天可全额退款"],
        ["每團最多12人", "市中心酒店接送", "出發前3天可全額退款"],
      ),
    hours: t(
      "Departs 08:30, returns about 17:30",
      "08:30出发，约17:30返回",
      "08:30出發，約17:30返回",
    ),
    notes: t(
      "Wear comfortable shoes. The itinerary may change with the weather.",
      "请穿着舒适的鞋子，行程可能因天气调整。",
      "請穿著舒適的鞋子，行程可能因天氣調整。",
    ),
    baseCny: 468,
    attributes: [ticketAttr],
    refundTag: 3,
    leadDays: 1,
    leadTime: "18:00",
    minPurchase: 1,
    limit: 10,
    hasLocation: true,
    trip: (c) => ({
      duration: t("About 9 hours", "约9小时", "約9小時"),
      included: p(
        [
          "Licensed local guide",
          "Hotel pick-up and drop-off in the city centre",
          `Admission to ${c.landmark.en}`,
          `Lunch (${c.dish.en})`,
        ],
        [
          "持牌本地导游",
          "市中心酒店接送",
          `${c.landmark["zh-hans"]}门票`,
          `午餐（${c.dish["zh-hans"]}）`,
        ],
        [
          "持牌本地導遊",
          "市中心酒店接送",
          `${c.landmark["zh-hant"]}門票`,
          `午餐（${c.dish["zh-hant"]}）`,
        ],
      ),
      excluded: p(
        ["Tips for the guide", "Pick-up outside the city centre", "Personal expenses"],
        ["导游小费", "市中心以外的接送", "个人消费"],
        ["導遊小費", "市中心以外的接送", "個人消費"],
      ),
      itinerary: [
        {
          time: "08:30",
          title: t("Hotel pick-up", "酒店接客", "酒店接客"),
          detail: t(
            "Your guide meets you in the hotel lobby.",
            "导游在酒店大堂与您会合。",
            "導遊在酒店大堂與您會合。",
          ),
        },
        {
          time: "10:00",
          title: c.landmark,
          detail: t(
            "About 90 minutes with your guide, tickets included.",
            "导游陪同游览约90分钟，含门票。",
            "導遊陪同遊覽約90分鐘，含門票。",
          ),
        },
        {
          time: "12:30",
          title: t(
            `Lunch: ${c.dish.en}`,
            `午餐：${c.dish["zh-hans"]}`,
            `午餐：${c.dish["zh-hant"]}`,
          ),
          detail: t(
            "A long lunch at a local restaurant.",
            "在本地餐厅悠闲用餐。",
            "在本地餐廳悠閒用餐。",
          ),
        },
        {
          time: "14:30",
          title: t("Old streets and markets", "老街与市集", "老街與市集"),
          detail: t(
            "A walk with free time to shop.",
            "漫步老街，自由购物。",
            "漫步老街，自由購物。",
          ),
        },
        {
          time: "17:30",
          title: t("Back at your hotel", "返回酒店", "返回酒店"),
          detail: t("", "", ""),
        },
      ],
    }),
  },
  {
    key: "observation-ticket",
    reviews: "attraction",
    productType: 2,
    stockType: 0,
    category: "attractions",
    tags: ["instant", "family"],
    title: (c) =>
      t(
        `${c.landmark.en} Admission Ticket`,
        `${c.landmark["zh-hans"]}门票`,
        `${c.landmark["zh-hant"]}門票`,
      ),
    intro: (c) =>
      t(
        `Skip the ticket queue at ${c.landmark.en}, one of ${c.name.en}'s best-loved sights. Show the QR code on your phone at the entrance.`,
        `免排队购票，直接入园参观${withCity(c.name["zh-hans"], `人气地标${c.landmark["zh-hans"]}`)}。入口出示手机二维码即可。`,
        `免排隊購票，直接入園參觀${withCity(c.name["zh-hant"], `人氣地標${c.landmark["zh-hant"]}`)}。入口出示手機二維碼即可。`,
      ),
    points: () =>
      p(
        ["Instant confirmation", "Valid for 30 days from purchase", "Mobile ticket"],
        ["即买即用", "购买后30天内有效", "电子票"],
        ["即買即用", "購買後30天內有效", "電子票"],
      ),
    hours: t(
      "Daily 10:00–22:00, last entry 21:30",
      "每日10:00–22:00，21:30停止入场",
      "每日10:00–22:00，21:30停止入場",
    ),
    notes: t(
      "Children under 3 enter free without a ticket.",
      "3岁以下儿童免票入场。",
      "3歲以下兒童免票入場。",
    ),
    baseCny: 128,
    attributes: [ticketAttr],
    refundTag: 2,
    leadDays: 0,
    leadTime: "23:59",
    minPurchase: 1,
    limit: 20,
    hasLocation: true,
  },
  {
    key: "night-show",
    reviews: "show",
    productType: 2,
    stockType: 2,
    category: "shows",
    tags: ["night"],
    title: (c) =>
      t(
        `${c.name.en} Evening Light & Music Show`,
        `${c.name["zh-hans"]}夜间灯光音乐秀`,
        `${c.name["zh-hant"]}夜間燈光音樂秀`,
      ),
    intro: (c) =>
      t(
        `An hour of light, music and storytelling about ${c.name.en}, performed twice every evening. Reserved seats by section.`,
        `以灯光、音乐与故事呈现${c.name["zh-hans"]}的一小时演出，每晚两场，分区对号入座。`,
        `以燈光、音樂與故事呈現${c.name["zh-hant"]}的一小時演出，每晚兩場，分區對號入座。`,
      ),
    points: () =>
      p(
        ["Two sessions every evening", "Reserved seating", "Suitable for all ages"],
        ["每晚两场", "对号入座", "老少咸宜"],
        ["每晚兩場", "對號入座", "老少咸宜"],
      ),
    hours: t(
      "Shows at 19:00 and 21:00, about 60 minutes",
      "19:00及21:00开场，约60分钟",
      "19:00及21:00開場，約60分鐘",
    ),
    notes: t(
      "Doors open 30 minutes before the show. Latecomers are seated at an interval.",
      "开场前30分钟入场，迟到观众需待适当时间入座。",
      "開場前30分鐘入場，遲到觀眾需待適當時間入座。",
    ),
    baseCny: 198,
    attributes: [
      {
        name: t("Seat", "座位", "座位"),
        values: [
          { name: t("Standard", "标准席", "標準席"), factor: 1 },
          { name: t("Premium", "尊享席", "尊享席"), factor: 1.6 },
        ],
      },
    ],
    sessions: ["19:00", "21:00"],
    refundTag: 3,
    leadDays: 0,
    leadTime: "17:00",
    minPurchase: 1,
    limit: 8,
    hasLocation: true,
    place: () => t("Waterfront Promenade", "海滨长廊", "海濱長廊"),
  },
  {
    key: "harbour-cruise",
    reviews: "show",
    productType: 2,
    stockType: 2,
    category: "shows",
    tags: ["night", "family"],
    title: (c) =>
      t(
        `${c.name.en} Sunset Harbour Cruise`,
        `${c.name["zh-hans"]}日落游船`,
        `${c.name["zh-hant"]}日落遊船`,
      ),
    intro: (c) =>
      t(
        `Sail past ${c.name.en}'s skyline as the sun goes down, with a welcome drink and commentary in three languages.`,
        `在日落时分乘船欣赏${c.name["zh-hans"]}天际线，附迎宾饮品及三语讲解。`,
        `在日落時分乘船欣賞${c.name["zh-hant"]}天際線，附迎賓飲品及三語講解。`,
      ),
    points: () =>
      p(
        ["Welcome drink included", "Three departures a day", "Open-air upper deck"],
        ["含迎宾饮品", "每日三班", "露天上层甲板"],
        ["含迎賓飲品", "每日三班", "露天上層甲板"],
      ),
    hours: t(
      "Departures 17:30, 18:45 and 20:00; 75 minutes",
      "17:30、18:45、20:00开船，约75分钟",
      "17:30、18:45、20:00開船，約75分鐘",
    ),
    notes: t(
      "Boarding closes 10 minutes before departure.",
      "开船前10分钟停止登船。",
      "開船前10分鐘停止登船。",
    ),
    baseCny: 238,
    attributes: [ticketAttr],
    sessions: ["17:30", "18:45", "20:00"],
    refundTag: 2,
    leadDays: 0,
    leadTime: "12:00",
    minPurchase: 1,
    limit: 10,
    hasLocation: true,
    place: () => t("Central Pier", "中央码头", "中央碼頭"),
  },
  {
    key: "theme-park",
    reviews: "attraction",
    productType: 2,
    stockType: 1,
    category: "attractions",
    tags: ["family", "instant"],
    title: (c) =>
      t(
        `${c.name.en} Theme Park 1-Day Pass`,
        `${c.name["zh-hans"]}主题乐园一日通票`,
        `${c.name["zh-hant"]}主題樂園一日通票`,
      ),
    intro: (c) =>
      t(
        `A dated one-day pass to ${c.name.en}'s favourite theme park: every ride, every parade, and the fireworks at closing.`,
        `${c.name["zh-hans"]}人气主题乐园指定日期一日通票：畅玩所有设施、巡游及闭园烟花。`,
        `${c.name["zh-hant"]}人氣主題樂園指定日期一日通票：暢玩所有設施、巡遊及閉園煙花。`,
      ),
    points: () =>
      p(
        ["Dated ticket: pick your day", "Prices vary by date", "Direct entry with QR code"],
        ["指定日期入园", "不同日期价格不同", "扫码直接入园"],
        ["指定日期入園", "不同日期價格不同", "掃碼直接入園"],
      ),
    hours: t("Daily 09:00–21:00", "每日09:00–21:00", "每日09:00–21:00"),
    notes: t("Valid only on the date chosen.", "仅限所选日期使用。", "僅限所選日期使用。"),
    baseCny: 528,
    attributes: [ticketAttr],
    refundTag: 0,
    leadDays: 0,
    leadTime: "23:59",
    minPurchase: 1,
    limit: 10,
    hasLocation: true,
    place: () => t("Theme Park Main Gate", "主题乐园正门", "主題樂園正門"),
  },
  {
    key: "food-voucher",
    reviews: "dining",
    productType: 3,
    stockType: 0,
    category: "food",
    tags: ["local"],
    title: (c) =>
      t(
        `${c.dish.en} Set for Two — Dining Voucher`,
        `${c.dish["zh-hans"]}双人套餐餐券`,
        `${c.dish["zh-hant"]}雙人套餐餐券`,
      ),
    intro: (c) =>
      t(
        `A set menu for two at a well-reviewed ${c.name.en} restaurant known for its ${c.dish.en}. Redeem any day within 60 days.`,
        `${c.name["zh-hans"]}口碑餐厅的招牌${c.dish["zh-hans"]}双人套餐，60天内任意一天使用。`,
        `${c.name["zh-hant"]}口碑餐廳的招牌${c.dish["zh-hant"]}雙人套餐，60天內任意一天使用。`,
      ),
    points: () =>
      p(
        ["Set menu for two", "No booking needed on weekdays", "Valid 60 days"],
        ["双人套餐", "平日无需预约", "60天有效"],
        ["雙人套餐", "平日無需預約", "60天有效"],
      ),
    hours: t(
      "Lunch 11:30–14:30, dinner 17:30–22:00",
      "午市11:30–14:30，晚市17:30–22:00",
      "午市11:30–14:30，晚市17:30–22:00",
    ),
    notes: t(
      "Not valid with other offers. Service charge included.",
      "不可与其他优惠同时使用，已含服务费。",
      "不可與其他優惠同時使用，已含服務費。",
    ),
    baseCny: 298,
    attributes: [
      {
        name: t("Set", "套餐", "套餐"),
        values: [
          { name: t("Classic set", "经典套餐", "經典套餐"), factor: 1 },
          { name: t("Chef's set", "主厨套餐", "主廚套餐"), factor: 1.5 },
        ],
      },
    ],
    refundTag: 3,
    leadDays: 0,
    leadTime: "23:59",
    minPurchase: 1,
    limit: 6,
    hasLocation: true,
    place: (c) =>
      t(`The ${c.dish.en} House`, `${c.dish["zh-hans"]}餐厅`, `${c.dish["zh-hant"]}餐廳`),
  },
  {
    key: "buffet",
    reviews: "dining",
    productType: 3,
    stockType: 1,
    category: "food",
    tags: ["family"],
    title: (c) =>
      t(
        `${c.name.en} Hotel Seafood Buffet Dinner`,
        `${c.name["zh-hans"]}酒店海鲜自助晚餐`,
        `${c.name["zh-hant"]}酒店海鮮自助晚餐`,
      ),
    intro: (c) =>
      t(
        `An evening seafood buffet at a five-star ${c.name.en} hotel, with a live station for ${c.dish.en}. Book your date; weekends fill first.`,
        `${c.name["zh-hans"]}五星酒店海鲜自助晚餐，设${c.dish["zh-hans"]}即制档口。请选择用餐日期，周末较快售罄。`,
        `${c.name["zh-hant"]}五星酒店海鮮自助晚餐，設${c.dish["zh-hant"]}即製檔口。請選擇用餐日期，週末較快售罄。`,
      ),
    points: () =>
      p(
        ["Dated booking", "Free-flow soft drinks", "Children's price available"],
        ["指定日期用餐", "无限畅饮汽水", "设儿童价"],
        ["指定日期用餐", "無限暢飲汽水", "設兒童價"],
      ),
    hours: t("Dinner 18:00–21:30", "晚餐18:00–21:30", "晚餐18:00–21:30"),
    notes: t("Smart casual dress code.", "请穿着休闲正装。", "請穿著休閒正裝。"),
    baseCny: 388,
    attributes: [ticketAttr],
    refundTag: 3,
    leadDays: 1,
    leadTime: "23:59",
    minPurchase: 2,
    limit: 10,
    hasLocation: true,
    place: () => t("Skyline Hotel, Level 3", "天际酒店3楼", "天際酒店3樓"),
  },
  {
    key: "afternoon-tea",
    reviews: "dining",
    productType: 3,
    stockType: 2,
    category: "food",
    tags: ["local", "gift"],
    title: (c) =>
      t(
        `${c.name.en} Skyline Afternoon Tea`,
        `${c.name["zh-hans"]}高空景观下午茶`,
        `${c.name["zh-hant"]}高空景觀下午茶`,
      ),
    intro: (c) =>
      t(
        `A three-tier afternoon tea high above ${c.name.en}, served in two seatings. The table is yours for 90 minutes.`,
        `在${c.name["zh-hans"]}高空餐厅享用三层下午茶，分两轮入座，每轮90分钟。`,
        `在${c.name["zh-hant"]}高空餐廳享用三層下午茶，分兩輪入座，每輪90分鐘。`,
      ),
    points: () =>
      p(
        ["Window tables", "Two seatings a day", "Tea or coffee refills"],
        ["靠窗座位", "每日两轮", "茶或咖啡续杯"],
        ["靠窗座位", "每日兩輪", "茶或咖啡續杯"],
      ),
    hours: t("Seatings at 14:00 and 16:00", "14:00及16:00两轮", "14:00及16:00兩輪"),
    notes: t(
      "Sold per person; at least two people per table.",
      "按人计价，每桌最少两人。",
      "按人計價，每桌最少兩人。",
    ),
    baseCny: 218,
    attributes: [
      {
        name: t("Guests", "人数", "人數"),
        values: [{ name: t("Per person", "每位", "每位"), factor: 1 }],
      },
    ],
    sessions: ["14:00", "16:00"],
    refundTag: 0,
    leadDays: 1,
    leadTime: "20:00",
    minPurchase: 2,
    limit: 8,
    hasLocation: true,
    place: () => t("Skyline Hotel, Level 58", "天际酒店58楼", "天際酒店58樓"),
  },
  {
    key: "gift-box",
    reviews: "gift",
    productType: 1,
    stockType: 0,
    category: "shop",
    tags: ["gift"],
    title: (c) =>
      t(
        `${c.name.en} Pastry Gift Box (12 pieces)`,
        `${c.name["zh-hans"]}手信糕点礼盒（12件装）`,
        `${c.name["zh-hant"]}手信糕點禮盒（12件裝）`,
      ),
    intro: (c) =>
      t(
        `Twelve individually wrapped pastries from a family bakery in ${c.name.en}, boxed for gifting and shipped to your door.`,
        `${c.name["zh-hans"]}老字号饼家出品，12件独立包装糕点，精美礼盒，送货上门。`,
        `${c.name["zh-hant"]}老字號餅家出品，12件獨立包裝糕點，精美禮盒，送貨上門。`,
      ),
    points: () =>
      p(
        ["Baked to order", "Ships within 24 hours", "Best before 30 days"],
        ["现做现发", "24小时内发货", "保质期30天"],
        ["現做現發", "24小時內發貨", "保質期30天"],
      ),
    hours: t(
      "Baked and dispatched Monday to Saturday, within 24 hours",
      "周一至周六现做，24小时内发货",
      "週一至週六現做，24小時內發貨",
    ),
    notes: t("Contains wheat, egg and dairy.", "含小麦、蛋及乳制品。", "含小麥、蛋及乳製品。"),
    baseCny: 168,
    attributes: [
      {
        name: t("Box", "礼盒", "禮盒"),
        values: [
          { name: t("Classic", "经典款", "經典款"), factor: 1 },
          { name: t("Assorted", "什锦款", "什錦款"), factor: 1.25 },
        ],
      },
    ],
    refundTag: 0,
    leadDays: 0,
    leadTime: "23:59",
    minPurchase: 1,
    limit: 5,
    shipping: "count",
    weight: 800,
    hasLocation: false,
  },
  {
    key: "esim",
    reviews: "sim",
    productType: 1,
    stockType: 0,
    category: "shop",
    // posted, not confirmed: "Instant confirmation" would promise a ticket-like e-voucher
    tags: [],
    title: (c) =>
      t(
        `${c.name.en} Travel SIM Card — Unlimited Data`,
        `${c.name["zh-hans"]}旅游电话卡 无限流量`,
        `${c.name["zh-hant"]}旅遊電話卡 無限流量`,
      ),
    intro: (c) =>
      t(
        `A prepaid SIM for ${c.name.en} with unlimited 5G data. Posted to you before you fly; works as soon as you land.`,
        `${c.name["zh-hans"]}预付旅游电话卡，5G无限流量。出发前寄到，落地即用。`,
        `${c.name["zh-hant"]}預付旅遊電話卡，5G無限流量。出發前寄到，落地即用。`,
      ),
    points: () =>
      p(
        ["Unlimited 5G data", "No registration needed", "Hotspot allowed"],
        ["5G无限流量", "免实名登记", "支持热点分享"],
        ["5G無限流量", "免實名登記", "支援熱點分享"],
      ),
    hours: t(
      "Posted within 24 hours, Monday to Saturday; help by chat 24 hours a day",
      "周一至周六24小时内寄出；24小时在线客服",
      "週一至週六24小時內寄出；24小時線上客服",
    ),
    notes: t("Check that your phone is unlocked.", "请确认手机未锁网。", "請確認手機未鎖網。"),
    baseCny: 58,
    attributes: [
      {
        name: t("Days", "天数", "天數"),
        values: [
          { name: t("5 days", "5天", "5天"), factor: 1 },
          { name: t("10 days", "10天", "10天"), factor: 1.7 },
        ],
      },
    ],
    refundTag: 0,
    leadDays: 0,
    leadTime: "23:59",
    minPurchase: 1,
    limit: 10,
    shipping: "fixed",
    weight: 20,
    hasLocation: false,
  },
  {
    key: "tea-set",
    reviews: "gift",
    productType: 1,
    stockType: 0,
    category: "shop",
    tags: ["gift", "local"],
    title: (c) =>
      t(
        `${c.name.en} Handmade Tea Set`,
        `${c.name["zh-hans"]}手作茶具套装`,
        `${c.name["zh-hant"]}手作茶具套裝`,
      ),
    intro: (c) =>
      t(
        `A teapot and four cups thrown by a ${c.name.en} potter, packed in a padded wooden box. Heavier than it looks.`,
        `${c.name["zh-hans"]}陶艺师手作茶壶一把配四只茶杯，木盒防震包装。`,
        `${c.name["zh-hant"]}陶藝師手作茶壺一把配四隻茶杯，木盒防震包裝。`,
      ),
    points: () =>
      p(
        ["Handmade: each set differs slightly", "Padded wooden box", "Dishwasher safe"],
        ["纯手工，每套略有不同", "木盒防震包装", "可用洗碗机"],
        ["純手工，每套略有不同", "木盒防震包裝", "可用洗碗機"],
      ),
    hours: t("Dispatched within 2–5 working days", "2–5个工作日内发货", "2–5個工作天內發貨"),
    notes: t(
      "Each piece is thrown by hand: small marks in the glaze are part of it.",
      "每件均为手工拉坯，釉面细微痕迹属正常现象。",
      "每件均為手工拉坯，釉面細微痕跡屬正常現象。",
    ),
    baseCny: 388,
    attributes: [
      {
        name: t("Glaze", "釉色", "釉色"),
        values: [
          { name: t("Celadon", "青瓷", "青瓷"), factor: 1 },
          { name: t("Tenmoku", "天目", "天目"), factor: 1.1 },
        ],
      },
    ],
    refundTag: 0,
    leadDays: 0,
    leadTime: "23:59",
    minPurchase: 1,
    limit: 3,
    shipping: "weight",
    weight: 1800,
    hasLocation: false,
  },
  {
    key: "airport-transfer",
    reviews: "transfer",
    productType: 2,
    stockType: 2,
    category: "transport",
    tags: ["instant"],
    title: (c) =>
      t(
        `${c.name.en} Airport Private Transfer`,
        `${c.name["zh-hans"]}机场专车接送`,
        `${c.name["zh-hant"]}機場專車接送`,
      ),
    intro: (c) =>
      t(
        `A private car between ${c.name.en} airport and your hotel. Pick a time; your driver tracks your flight.`,
        `${c.name["zh-hans"]}机场与酒店之间的专车接送，选择时段，司机会跟进航班动态。`,
        `${c.name["zh-hant"]}機場與酒店之間的專車接送，選擇時段，司機會跟進航班動態。`,
      ),
    points: () =>
      p(
        ["Meet and greet at arrivals", "60 minutes free waiting", "Child seats on request"],
        ["接机口举牌迎接", "免费等候60分钟", "可预约儿童座椅"],
        ["接機口舉牌迎接", "免費等候60分鐘", "可預約兒童座椅"],
      ),
    hours: t("Service 06:00–23:00", "服务时间06:00–23:00", "服務時間06:00–23:00"),
    notes: t(
      "Enter your flight number at checkout.",
      "下单时请填写航班号。",
      "下單時請填寫航班號。",
    ),
    baseCny: 320,
    attributes: [
      {
        name: t("Car", "车型", "車型"),
        values: [
          { name: t("Sedan (3 seats)", "轿车（3座）", "轎車（3座）"), factor: 1 },
          { name: t("Van (7 seats)", "商务车（7座）", "商務車（7座）"), factor: 1.5 },
        ],
      },
    ],
    sessions: ["08:00", "12:00", "16:00", "20:00"],
    refundTag: 3,
    leadDays: 2,
    leadTime: "12:00",
    minPurchase: 1,
    limit: 4,
    hasLocation: false,
  },
  {
    key: "cooking-class",
    reviews: "tour",
    productType: 2,
    stockType: 2,
    category: "tours",
    tags: ["local", "family"],
    title: (c) =>
      t(
        `${c.dish.en} Cooking Class in ${c.name.en}`,
        `${withCity(c.name["zh-hans"], c.dish["zh-hans"])}烹饪课`,
        `${withCity(c.name["zh-hant"], c.dish["zh-hant"])}烹飪課`,
      ),
    intro: (c) =>
      t(
        `Shop at a morning market, then cook ${c.dish.en} with a home chef in ${c.name.en}. You eat what you make.`,
        `先逛早市采购食材，再跟随${c.name["zh-hans"]}本地家厨学做${c.dish["zh-hans"]}，亲手做亲口尝。`,
        `先逛早市採購食材，再跟隨${c.name["zh-hant"]}本地家廚學做${c.dish["zh-hant"]}，親手做親口嚐。`,
      ),
    points: () =>
      p(
        ["Market visit included", "Recipes to take home", "Vegetarian option"],
        ["含早市导览", "附食谱带回家", "可选素食"],
        ["含早市導覽", "附食譜帶回家", "可選素食"],
      ),
    hours: t(
      "Classes at 09:00 and 14:00, 3 hours",
      "09:00及14:00开课，约3小时",
      "09:00及14:00開課，約3小時",
    ),
    notes: t(
      "Tell us about allergies when booking.",
      "如有过敏请于预订时告知。",
      "如有過敏請於預訂時告知。",
    ),
    baseCny: 420,
    attributes: [ticketAttr],
    sessions: ["09:00", "14:00"],
    refundTag: 3,
    leadDays: 2,
    leadTime: "18:00",
    minPurchase: 1,
    limit: 6,
    hasLocation: true,
    place: () => t("Morning Market Entrance", "早市入口", "早市入口"),
    trip: (c) => ({
      duration: t("3 hours", "3小时", "3小時"),
      included: p(
        [
          "Market visit with your chef",
          "All ingredients",
          "The meal you cook",
          "Recipes to take home",
        ],
        ["由厨师带领逛早市", "全部食材", "亲手烹制的一餐", "食谱带回家"],
        ["由廚師帶領逛早市", "全部食材", "親手烹製的一餐", "食譜帶回家"],
      ),
      excluded: p(
        ["Hotel transfers", "Alcoholic drinks"],
        ["酒店接送", "酒精饮品"],
        ["酒店接送", "酒精飲品"],
      ),
      itinerary: [
        {
          time: "",
          title: t("Meet at the market entrance", "早市入口集合", "早市入口集合"),
          detail: t(
            "At the start of your session.",
            "于所选场次开始时集合。",
            "於所選場次開始時集合。",
          ),
        },
        {
          time: "",
          title: t("Shop the market", "逛市集采购", "逛市集採購"),
          detail: t(
            "Choose fresh ingredients with your chef.",
            "与厨师一起挑选新鲜食材。",
            "與廚師一起挑選新鮮食材。",
          ),
        },
        {
          time: "",
          title: t(`Cook ${c.dish.en}`, `学做${c.dish["zh-hans"]}`, `學做${c.dish["zh-hant"]}`),
          detail: t(
            "Hands-on, one station per guest.",
            "每位学员独立操作台，亲手制作。",
            "每位學員獨立操作台，親手製作。",
          ),
        },
        {
          time: "",
          title: t("Eat together", "一起享用", "一起享用"),
          detail: t("", "", ""),
        },
      ],
    }),
  },
  {
    key: "walking-tour",
    reviews: "tour",
    productType: 2,
    stockType: 1,
    category: "tours",
    tags: ["local"],
    title: (c) =>
      t(
        `${c.name.en} Old Town Walking Tour`,
        `${c.name["zh-hans"]}老城区徒步导览`,
        `${c.name["zh-hant"]}老城區徒步導覽`,
      ),
    intro: (c) =>
      t(
        `Three hours on foot through ${c.name.en}'s old streets, temples and markets with a historian guide.`,
        `跟随历史学者导游，徒步三小时探索${c.name["zh-hans"]}的老街、庙宇与市集。`,
        `跟隨歷史學者導遊，徒步三小時探索${c.name["zh-hant"]}的老街、廟宇與市集。`,
      ),
    points: () =>
      p(
        ["Historian guide", "Snack tasting stop", "Small groups"],
        ["历史学者导游", "含小吃品尝", "小团出行"],
        ["歷史學者導遊", "含小吃品嚐", "小團出行"],
      ),
    hours: t("Daily at 09:30, 3 hours", "每日09:30出发，约3小时", "每日09:30出發，約3小時"),
    notes: t(
      "About 5 km of walking with some stairs.",
      "全程步行约5公里，部分路段有楼梯。",
      "全程步行約5公里，部分路段有樓梯。",
    ),
    baseCny: 188,
    attributes: [ticketAttr],
    refundTag: 2,
    leadDays: 0,
    leadTime: "08:00",
    minPurchase: 1,
    limit: 12,
    hasLocation: true,
    place: () => t("Old Town Square", "老城广场", "老城廣場"),
    trip: () => ({
      duration: t("3 hours", "3小时", "3小時"),
      included: p(
        ["Historian guide", "Snack tasting", "Bottled water"],
        ["历史学者导游", "小吃品尝", "瓶装水"],
        ["歷史學者導遊", "小吃品嚐", "瓶裝水"],
      ),
      excluded: p(["Hotel transfers", "Tips"], ["酒店接送", "小费"], ["酒店接送", "小費"]),
      itinerary: [
        {
          time: "09:30",
          title: t("Meet at Old Town Square", "老城广场集合", "老城廣場集合"),
          detail: t("", "", ""),
        },
        {
          time: "10:15",
          title: t("Temples and old streets", "庙宇与老街", "廟宇與老街"),
          detail: t(
            "The stories behind the town's oldest buildings.",
            "讲述老城最古老建筑背后的故事。",
            "講述老城最古老建築背後的故事。",
          ),
        },
        {
          time: "11:30",
          title: t("Market snack stop", "市集小吃", "市集小吃"),
          detail: t("", "", ""),
        },
        {
          time: "12:30",
          title: t("Tour ends near the market", "于市集附近解散", "於市集附近解散"),
          detail: t("", "", ""),
        },
      ],
    }),
  },
];

/** Refund policy items for tag 3 (conditional), by stock type: the reference is the purchase,
 * the date of use, or the session. */
export const CONDITIONAL_POLICY: Record<
  0 | 1 | 2,
  { inventoryType: 0 | 1 | 2; days: number; time: string; before: boolean; proportion: number }[]
> = {
  0: [
    { inventoryType: 0, days: 7, time: "23:59", before: false, proportion: 100 },
    { inventoryType: 0, days: 14, time: "23:59", before: false, proportion: 50 },
  ],
  1: [
    { inventoryType: 1, days: 3, time: "23:59", before: true, proportion: 100 },
    { inventoryType: 1, days: 1, time: "23:59", before: true, proportion: 50 },
  ],
  2: [
    { inventoryType: 2, days: 2, time: "18:00", before: true, proportion: 100 },
    { inventoryType: 2, days: 1, time: "12:00", before: true, proportion: 70 },
  ],
};

/** Reviewers and the language each writes in (a review reads in its writer's language). */
export const REVIEWERS: { name: string; lang: keyof Text }[] = [
  { name: "Mei L.", lang: "en" },
  { name: "Daniel K.", lang: "en" },
  { name: "陈小姐", lang: "zh-hans" },
  { name: "Priya S.", lang: "en" },
  { name: "王先生", lang: "zh-hans" },
  { name: "Haruka T.", lang: "en" },
  { name: "林太太", lang: "zh-hant" },
  { name: "Oliver P.", lang: "en" },
  { name: "刘先生", lang: "zh-hans" },
  { name: "Somchai R.", lang: "en" },
  { name: "Minji K.", lang: "en" },
  { name: "張先生", lang: "zh-hant" },
  { name: "Sophie M.", lang: "en" },
  { name: "李女士", lang: "zh-hans" },
  { name: "Ken W.", lang: "en" },
  { name: "黃小姐", lang: "zh-hant" },
  { name: "黄先生", lang: "zh-hans" },
  { name: "Yuki S.", lang: "en" },
  { name: "Tom H.", lang: "en" },
  { name: "周小姐", lang: "zh-hant" },
  { name: "Wei C.", lang: "en" },
  { name: "吴太太", lang: "zh-hans" },
  { name: "Grace O.", lang: "en" },
  { name: "陳太太", lang: "zh-hant" },
  { name: "Nattaporn K.", lang: "en" },
  { name: "郑先生", lang: "zh-hans" },
  { name: "Lucas B.", lang: "en" },
  { name: "何先生", lang: "zh-hant" },
  { name: "Emily R.", lang: "en" },
  { name: "赵女士", lang: "zh-hans" },
  { name: "Aisha M.", lang: "en" },
  { name: "孫小姐", lang: "zh-hant" },
];

/** Review lines per group (upstream/seed/index.ts picks among them per product). */
export const REVIEW_LINES: Record<ReviewGroup, { rating: number; text: Text }[]> = {
  attraction: [
    {
      rating: 5,
      text: t(
        "Well worth it for the view at sunset.",
        "日落时分的景色非常值得。",
        "日落時分的景色非常值得。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Easy entry with the mobile ticket; the café inside is pricey.",
        "电子票入场很方便，里面的咖啡店偏贵。",
        "電子票入場很方便，裡面的咖啡店偏貴。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Booked the night before and walked straight in.",
        "前一晚订票，当天直接入场。",
        "前一晚訂票，當天直接入場。",
      ),
    },
    {
      rating: 5,
      text: t(
        "The QR code worked instantly, no queue at all.",
        "扫码即入，完全不用排队。",
        "掃碼即入，完全不用排隊。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Amazing views, and the ticket was on my phone within a minute.",
        "景色超美，一分钟内就收到电子票。",
        "景色超美，一分鐘內就收到電子票。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Great experience, a little crowded on the weekend.",
        "体验很好，周末人稍多。",
        "體驗很好，週末人稍多。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Our kids loved it. Staff were kind and patient.",
        "孩子们很喜欢，工作人员亲切耐心。",
        "孩子們很喜歡，工作人員親切耐心。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Cheaper than the ticket office. Go early to avoid the crowds.",
        "比现场买票便宜，建议早点去避开人潮。",
        "比現場買票便宜，建議早點去避開人潮。",
      ),
    },
    {
      rating: 3,
      text: t(
        "Fine, but the entrance for e-tickets was hard to find.",
        "还可以，但电子票入口不太好找。",
        "還可以，但電子票入口不太好找。",
      ),
    },
  ],
  tour: [
    {
      rating: 5,
      text: t(
        "Pick-up was on time and the guide spoke great English.",
        "准时接送，导游英文很好。",
        "準時接送，導遊英文很好。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Good mix of sights and free time.",
        "景点与自由活动安排得恰到好处。",
        "景點與自由活動安排得恰到好處。",
      ),
    },
    {
      rating: 5,
      text: t(
        "We saw places we would never have found alone.",
        "去了很多自己绝对找不到的地方。",
        "去了很多自己絕對找不到的地方。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Our guide knew every corner of the city. Worth every cent.",
        "导游对城市了如指掌，物超所值。",
        "導遊對城市瞭如指掌，物超所值。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Small group, relaxed pace, and great food stops.",
        "小团出行，节奏轻松，美食安排很棒。",
        "小團出行，節奏輕鬆，美食安排很棒。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Well organised. The meeting point could be explained better.",
        "安排周到，集合地点的说明可以再清楚些。",
        "安排周到，集合地點的說明可以再清楚些。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Learned a lot. A long day, so wear good shoes.",
        "收获很多，行程较长，记得穿舒适的鞋。",
        "收穫很多，行程較長，記得穿舒適的鞋。",
      ),
    },
    {
      rating: 5,
      text: t(
        "The highlight of our trip. Would book again.",
        "此行最精彩的部分，会再订。",
        "此行最精彩的部分，會再訂。",
      ),
    },
    {
      rating: 3,
      text: t(
        "Interesting, but the group ran twenty minutes late.",
        "内容有趣，但整团晚了二十分钟。",
        "內容有趣，但整團晚了二十分鐘。",
      ),
    },
  ],
  show: [
    {
      rating: 5,
      text: t(
        "The kids were spellbound from start to finish.",
        "孩子们从头到尾都看得入迷。",
        "孩子們從頭到尾都看得入迷。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Great music; the premium seats are worth the extra.",
        "音乐很棒，尊享席值得加价。",
        "音樂很棒，尊享席值得加價。",
      ),
    },
    {
      rating: 5,
      text: t(
        "A perfect way to end a day in the city.",
        "为一天的行程画上完美句号。",
        "為一天的行程畫上完美句號。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Beautiful evening, our seats had a clear view.",
        "很美好的夜晚，座位视野很好。",
        "很美好的夜晚，座位視野很好。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Boarding was smooth and the skyline at sunset was stunning.",
        "登船顺利，日落时的天际线美极了。",
        "登船順利，日落時的天際線美極了。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Lovely show. Arrive early, the doors close on time.",
        "演出很精彩，请提早到场，准时关门。",
        "演出很精彩，請提早到場，準時關門。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Good value for a night out with the family.",
        "全家夜游，性价比高。",
        "全家夜遊，性價比高。",
      ),
    },
    {
      rating: 3,
      text: t(
        "Nice, but it was hard to hear the commentary.",
        "还不错，但讲解听不太清楚。",
        "還不錯，但講解聽不太清楚。",
      ),
    },
  ],
  dining: [
    {
      rating: 5,
      text: t(
        "Staff explained every dish. We left very full.",
        "服务员逐道介绍菜式，吃得很饱。",
        "服務員逐道介紹菜式，吃得很飽。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Fresh and well cooked, dessert was the star.",
        "食材新鲜，烹调得宜，甜品最出色。",
        "食材新鮮，烹調得宜，甜品最出色。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Showed the voucher on my phone, no fuss at all.",
        "出示手机电子凭证即可，毫不麻烦。",
        "出示手機電子憑證即可，毫不麻煩。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Delicious and generous portions. Redeeming the voucher was easy.",
        "味道好，分量足，核销餐券很方便。",
        "味道好，份量足，核銷餐券很方便。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Great value compared with the menu price.",
        "比餐牌价划算很多。",
        "比餐牌價划算很多。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Tasty food; book ahead, the restaurant was full.",
        "食物美味，建议提前预约，餐厅满座。",
        "食物美味，建議提前預約，餐廳滿座。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Friendly service, a little noisy at dinner time.",
        "服务亲切，晚餐时段稍吵。",
        "服務親切，晚餐時段稍吵。",
      ),
    },
    {
      rating: 5,
      text: t(
        "A lovely treat with a view. Would come back.",
        "景观一流，很享受，会再来。",
        "景觀一流，很享受，會再來。",
      ),
    },
    {
      rating: 3,
      text: t(
        "Good, but a couple of dishes were not as pictured.",
        "还可以，有几道菜与图片不太一样。",
        "還可以，有幾道菜與圖片不太一樣。",
      ),
    },
  ],
  gift: [
    {
      rating: 5,
      text: t(
        "Tastes homemade, my parents asked where I bought it.",
        "很有家常味道，父母问我在哪里买的。",
        "很有家常味道，父母問我在哪裡買的。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Nicely made, the wooden box is a bonus.",
        "做工精细，木盒是额外惊喜。",
        "做工精細，木盒是額外驚喜。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Ordered two, both arrived the same week.",
        "订了两份，同一周内都收到了。",
        "訂了兩份，同一週內都收到了。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Arrived well packed, not a single piece broken.",
        "包装很好，收到时完好无损。",
        "包裝很好，收到時完好無損。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Bought it as a gift and it went down very well.",
        "买来送礼，对方很喜欢。",
        "買來送禮，對方很喜歡。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Lovely quality. Delivery took four working days.",
        "品质很好，四个工作日送达。",
        "品質很好，四個工作天送達。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Just as described; the box is beautiful.",
        "与描述一致，礼盒很精美。",
        "與描述一致，禮盒很精美。",
      ),
    },
    {
      rating: 3,
      text: t("Nice, but smaller than I expected.", "不错，但比想象中小。", "不錯，但比想像中小。"),
    },
  ],
  sim: [
    {
      rating: 5,
      text: t(
        "Popped it in at the airport and had 5G straight away.",
        "在机场插卡后立即有5G信号。",
        "在機場插卡後立即有5G訊號。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Reliable the whole trip, support replied quickly.",
        "整个旅程都很稳定，客服回复很快。",
        "整個旅程都很穩定，客服回覆很快。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Cheaper than roaming and far faster.",
        "比漫游便宜，速度也快得多。",
        "比漫遊便宜，速度也快得多。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Arrived before my flight and worked the moment I landed.",
        "出发前就收到了，落地即可上网。",
        "出發前就收到了，落地即可上網。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Fast data everywhere we went, hotspot worked too.",
        "走到哪里网速都很快，热点也能用。",
        "走到哪裡網速都很快，熱點也能用。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Easy to set up. The instructions could be clearer.",
        "设置简单，说明可以再清楚些。",
        "設定簡單，說明可以再清楚些。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Good value for ten days of data.",
        "十天流量，性价比不错。",
        "十天流量，性價比不錯。",
      ),
    },
    {
      rating: 3,
      text: t(
        "Worked, but slow in the countryside.",
        "能用，但郊区网速较慢。",
        "能用，但郊區網速較慢。",
      ),
    },
  ],
  transfer: [
    {
      rating: 5,
      text: t(
        "Driver helped with all our bags. Very professional.",
        "司机帮忙搬运所有行李，非常专业。",
        "司機幫忙搬運所有行李，非常專業。",
      ),
    },
    {
      rating: 4,
      text: t("Comfortable van for six of us.", "六个人坐商务车很舒适。", "六個人坐商務車很舒適。"),
    },
    {
      rating: 5,
      text: t(
        "Booked two days ahead, confirmation came at once.",
        "提前两天预订，立即收到确认。",
        "提前兩天預訂，立即收到確認。",
      ),
    },
    {
      rating: 5,
      text: t(
        "The driver was waiting at arrivals even though our flight was late.",
        "航班延误，司机依然在接机口等候。",
        "航班延誤，司機依然在接機口等候。",
      ),
    },
    {
      rating: 5,
      text: t(
        "Clean car, smooth ride, fair price.",
        "车内整洁，行车平稳，价格合理。",
        "車內整潔，行車平穩，價格合理。",
      ),
    },
    {
      rating: 4,
      text: t(
        "On time and friendly. Ask for a child seat when booking.",
        "准时又友善，需要儿童座椅请预订时说明。",
        "準時又友善，需要兒童座椅請預訂時說明。",
      ),
    },
    {
      rating: 4,
      text: t(
        "Much easier than a taxi with luggage.",
        "带着行李比打车方便多了。",
        "帶著行李比搭的士方便多了。",
      ),
    },
    {
      rating: 3,
      text: t(
        "Fine, but it took a while to find the driver.",
        "还可以，但找司机花了点时间。",
        "還可以，但找司機花了點時間。",
      ),
    },
  ],
};

/** How much a group is reviewed: tickets and tours far more often than a SIM card or a tea set. */
export const REVIEW_WEIGHT: Record<ReviewGroup, number> = {
  attraction: 1.6,
  tour: 1.2,
  show: 1.1,
  dining: 1,
  transfer: 0.6,
  sim: 0.7,
  gift: 0.5,
};

export { t };

/**
 * Product questions per group (spec §3 questions), each with an answer a buyer gave; the seed asks
 * two or three of them per product, in the asker's language (upstream/seed/index.ts).
 */
export const QUESTION_LINES: Record<ReviewGroup, { q: Text; a: Text }[]> = {
  attraction: [
    {
      q: t(
        "Can I enter with the QR code on my phone, or do I need a printout?",
        "手机上的二维码可以直接入场吗？需要打印吗？",
        "手機上的二維碼可以直接入場嗎？需要列印嗎？",
      ),
      a: t(
        "The phone was enough, they scanned it at the gate.",
        "手机就可以，闸口直接扫码。",
        "手機就可以，閘口直接掃碼。",
      ),
    },
    {
      q: t(
        "Is the ticket valid on public holidays?",
        "公众假期也能用这张票吗？",
        "公眾假期也能用這張票嗎？",
      ),
      a: t(
        "We went on a holiday Monday and it worked, just busier.",
        "我们假期周一去的，可以用，只是人多一些。",
        "我們假期週一去的，可以用，只是人多一些。",
      ),
    },
    {
      q: t("Is there somewhere to leave luggage?", "有地方寄存行李吗？", "有地方寄存行李嗎？"),
      a: t(
        "There are lockers near the entrance, bring coins.",
        "入口附近有储物柜，记得带硬币。",
        "入口附近有儲物櫃，記得帶硬幣。",
      ),
    },
  ],
  tour: [
    {
      q: t(
        "Where exactly do we meet the guide?",
        "具体在哪里和导游集合？",
        "具體在哪裡和導遊集合？",
      ),
      a: t(
        "The meeting point is in the voucher, the guide held a sign.",
        "集合地点写在凭证上，导游举着牌子。",
        "集合地點寫在憑證上，導遊舉著牌子。",
      ),
    },
    {
      q: t(
        "Is it suitable for a six-year-old?",
        "适合六岁的孩子参加吗？",
        "適合六歲的孩子參加嗎？",
      ),
      a: t(
        "Our daughter is seven and managed fine, there are breaks.",
        "我们女儿七岁，完全没问题，中途有休息。",
        "我們女兒七歲，完全沒問題，中途有休息。",
      ),
    },
    {
      q: t("Does the tour run in the rain?", "下雨天还会出团吗？", "下雨天還會出團嗎？"),
      a: t(
        "It went ahead in light rain, bring an umbrella.",
        "小雨照常出发，记得带伞。",
        "小雨照常出發，記得帶傘。",
      ),
    },
  ],
  show: [
    {
      q: t(
        "How early should we arrive before the show?",
        "演出前需要提前多久到？",
        "演出前需要提前多久到？",
      ),
      a: t(
        "Doors opened 30 minutes before, that was plenty.",
        "开演前30分钟开门，时间足够。",
        "開演前30分鐘開門，時間足夠。",
      ),
    },
    {
      q: t(
        "Are the seats assigned or first come?",
        "座位是对号入座还是先到先坐？",
        "座位是對號入座還是先到先坐？",
      ),
      a: t("Our seats were printed on the voucher.", "座位号印在凭证上。", "座位號印在憑證上。"),
    },
  ],
  dining: [
    {
      q: t(
        "Do I need to book a table before using the voucher?",
        "使用餐券前需要先订位吗？",
        "使用餐券前需要先訂位嗎？",
      ),
      a: t(
        "I called a day ahead and mentioned the voucher, no problem.",
        "我提前一天打电话说明用券，没问题。",
        "我提前一天打電話說明用券，沒問題。",
      ),
    },
    {
      q: t("Is there a vegetarian option in the set?", "套餐有素食选择吗？", "套餐有素食選擇嗎？"),
      a: t(
        "They swapped the main for a vegetable dish when we asked.",
        "我们提出后，主菜换成了素菜。",
        "我們提出後，主菜換成了素菜。",
      ),
    },
    {
      q: t(
        "Can two vouchers be used at one table?",
        "一桌可以同时用两张券吗？",
        "一桌可以同時用兩張券嗎？",
      ),
      a: t(
        "We used two for a group of four, it was fine.",
        "我们四个人用了两张，可以的。",
        "我們四個人用了兩張，可以的。",
      ),
    },
  ],
  gift: [
    {
      q: t("Does it come in a gift box?", "有礼盒包装吗？", "有禮盒包裝嗎？"),
      a: t(
        "Yes, mine arrived in a sturdy box with a ribbon.",
        "有的，收到时是结实的礼盒还系了丝带。",
        "有的，收到時是結實的禮盒還繫了絲帶。",
      ),
    },
    {
      q: t("How long does delivery take to Shanghai?", "寄到上海需要多久？", "寄到上海需要多久？"),
      a: t("Three days to Shanghai for me.", "我寄到上海用了三天。", "我寄到上海用了三天。"),
    },
  ],
  sim: [
    {
      q: t("Does it work for hotspot tethering?", "可以开热点分享吗？", "可以開熱點分享嗎？"),
      a: t(
        "Hotspot worked fine for my laptop.",
        "热点可以用，笔记本连得上。",
        "熱點可以用，筆電連得上。",
      ),
    },
    {
      q: t(
        "When does the data period start?",
        "流量从什么时候开始计算？",
        "流量從什麼時候開始計算？",
      ),
      a: t(
        "From the first connection at the destination.",
        "从到达后第一次连网开始算。",
        "從到達後第一次連網開始算。",
      ),
    },
  ],
  transfer: [
    {
      q: t("What happens if my flight is delayed?", "航班延误怎么办？", "航班延誤怎麼辦？"),
      a: t(
        "The driver tracked the flight and waited for us.",
        "司机会追踪航班，一直等我们。",
        "司機會追蹤航班，一直等我們。",
      ),
    },
    {
      q: t(
        "Is there room for two large suitcases?",
        "能放下两个大行李箱吗？",
        "能放下兩個大行李箱嗎？",
      ),
      a: t(
        "We had two big cases and a stroller, all fitted.",
        "我们两个大箱子加一辆婴儿车都放得下。",
        "我們兩個大箱子加一輛嬰兒車都放得下。",
      ),
    },
  ],
};
