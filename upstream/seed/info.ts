// The information pages' words (spec §2 FAQ and agreements, §3 Platform privacy_policy /
// protocol): real-looking multi-section texts in three languages, with the §9 figures (ages,
// privacy answers in 15 days, records kept 3 years, after-sales 7 days, customer-service hours).
import type { Text } from "./content";

const t = (en: string, hans: string, hant: string): Text => ({
  en,
  "zh-hans": hans,
  "zh-hant": hant,
});

/** Sections joined by blank lines; each starts with its heading line. */
const doc = (sections: Text[]): Text => ({
  en: sections.map((x) => x.en).join("\n\n"),
  "zh-hans": sections.map((x) => x["zh-hans"]).join("\n\n"),
  "zh-hant": sections.map((x) => x["zh-hant"]).join("\n\n"),
});

export function privacyPolicy(brand: string): { name: Text; content: Text } {
  return {
    name: t("Privacy Policy", "隐私政策", "私隱政策"),
    content: doc([
      t(
        `1. Who we are\n${brand} runs this shop. This policy explains what personal data we collect when you browse, book and buy, and what we do with it.`,
        `1. 我们是谁\n本商城由${brand}运营。本政策说明您浏览、预订和购买时我们收集哪些个人信息以及如何使用。`,
        `1. 我們是誰\n本商城由${brand}營運。本政策說明您瀏覽、預訂和購買時我們收集哪些個人資料以及如何使用。`,
      ),
      t(
        "2. What we collect\nYour name, e-mail address and phone number; travellers' names, ID documents and birth dates when a booking needs them; delivery addresses; and your orders and payments. Card numbers go straight to the payment provider and never reach our servers.",
        "2. 我们收集的信息\n您的姓名、电子邮箱和手机号码；预订需要时出行人的姓名、证件和出生日期；收货地址；以及您的订单和支付记录。银行卡号直接提交给支付机构，不经过我们的服务器。",
        "2. 我們收集的資料\n您的姓名、電郵地址和手機號碼；預訂需要時旅客的姓名、證件和出生日期；收件地址；以及您的訂單和付款記錄。銀行卡號直接提交給支付機構，不經過我們的伺服器。",
      ),
      t(
        "3. How we use it\nTo confirm and fulfil your bookings, send vouchers and parcels, answer your questions and keep your account safe. We share booking details only with the provider who delivers the service.",
        "3. 我们如何使用\n用于确认和履行您的预订、发送凭证和包裹、回答您的问题并保障账户安全。预订信息仅提供给实际提供服务的供应商。",
        "3. 我們如何使用\n用於確認和履行您的預訂、發送憑證和包裹、回答您的問題並保障帳戶安全。預訂資料僅提供給實際提供服務的供應商。",
      ),
      t(
        "4. Children and minors\nYou must be 18 or older to book on your own; minors need a parent or guardian to book for them and to accompany them. We do not knowingly collect data from children under 13 except the traveller details a guardian gives us for a booking.",
        "4. 儿童与未成年人\n年满18周岁方可自行预订；未成年人须由父母或监护人代为预订并陪同出行。除监护人为预订提供的出行人信息外，我们不会有意收集13周岁以下儿童的个人信息。",
        "4. 兒童與未成年人\n年滿18歲方可自行預訂；未成年人須由父母或監護人代為預訂並陪同出行。除監護人為預訂提供的旅客資料外，我們不會有意收集13歲以下兒童的個人資料。",
      ),
      t(
        "5. How long we keep it\nTransaction records are kept for at least 3 years, as the law requires. Other data is deleted when you close your account.",
        "5. 保存期限\n交易记录依法至少保存3年。其他信息在您注销账户后删除。",
        "5. 保存期限\n交易記錄依法至少保存3年。其他資料在您註銷帳戶後刪除。",
      ),
      t(
        `6. Your rights\nYou may ask to see, correct or delete your data. ${brand} answers every privacy request within 15 days. Write to customer service through the contact details on this site.`,
        `6. 您的权利\n您可以要求查阅、更正或删除您的个人信息。${brand}会在15天内回复每一项隐私请求。请通过本网站的联系方式联系客服。`,
        `6. 您的權利\n您可以要求查閱、更正或刪除您的個人資料。${brand}會在15天內回覆每一項私隱請求。請透過本網站的聯絡方式聯絡客服。`,
      ),
      t(
        "7. Cookies\nWe use cookies to keep you signed in and to remember your language and currency. You can clear them in your browser at any time.",
        "7. Cookie\n我们使用Cookie保持您的登录状态并记住您选择的语言和币种。您可以随时在浏览器中清除。",
        "7. Cookie\n我們使用Cookie保持您的登入狀態並記住您選擇的語言和幣種。您可以隨時在瀏覽器中清除。",
      ),
    ]),
  };
}

export function userAgreement(brand: string): { name: Text; content: Text } {
  return {
    name: t("User Agreement", "用户协议", "用戶協議"),
    content: doc([
      t(
        `1. The agreement\nBy creating an account or placing an order with ${brand} you accept these terms. Please read them together with the privacy policy.`,
        `1. 协议范围\n您在${brand}注册账户或下单，即表示接受本协议。请与隐私政策一并阅读。`,
        `1. 協議範圍\n您在${brand}註冊帳戶或下單，即表示接受本協議。請與私隱政策一併閱讀。`,
      ),
      t(
        "2. Bookings\nA booking is confirmed when you receive the confirmation e-mail. Some products are confirmed by the provider first; you will see them as “confirming” until then. Dated tickets are valid only on the date you chose.",
        "2. 预订\n收到确认邮件即表示预订成功。部分商品需供应商确认，确认前订单显示为“待确认”。指定日期的门票仅限所选日期使用。",
        "2. 預訂\n收到確認電郵即表示預訂成功。部分商品需供應商確認，確認前訂單顯示為「待確認」。指定日期的門票僅限所選日期使用。",
      ),
      t(
        "3. Prices and payment\nPrices are shown in the currency you choose and charged as shown at checkout. Points can pay part of an order; points used are not refunded.",
        "3. 价格与支付\n价格以您选择的币种显示，并按结算页显示的金额收取。积分可抵扣部分订单金额，已抵扣的积分不予退还。",
        "3. 價格與付款\n價格以您選擇的幣種顯示，並按結算頁顯示的金額收取。積分可抵扣部分訂單金額，已抵扣的積分不予退還。",
      ),
      t(
        "4. Cancellations, refunds and after-sales\nEach product shows its refund policy. For goods you may apply for after-sales within 7 days of receipt; we review applications within 24 hours and refunds reach you in 1–5 working days.",
        "4. 取消、退款与售后\n每件商品均标明退改政策。实物商品可在收货后7天内申请售后；我们会在24小时内审核，退款1–5个工作日到账。",
        "4. 取消、退款與售後\n每件商品均標明退改政策。實物商品可在收貨後7天內申請售後；我們會在24小時內審核，退款1–5個工作天到賬。",
      ),
      t(
        "5. Minors\nYou must be at least 18 to hold an account and book. Travellers under 18 need the consent of a parent or guardian, who books for them and accompanies them.",
        "5. 未成年人\n年满18周岁方可注册账户和预订。未满18周岁的出行人须经父母或监护人同意，由监护人代为预订并陪同。",
        "5. 未成年人\n年滿18歲方可註冊帳戶和預訂。未滿18歲的旅客須經父母或監護人同意，由監護人代為預訂並陪同。",
      ),
      t(
        "6. Membership\nA paid membership is valid for 365 days. It is refunded pro rata by whole remaining months only if the provider ends the service without cause.",
        "6. 会员\n付费会员有效期365天。仅在服务商无故终止服务时，按剩余整月数比例退款。",
        "6. 會員\n付費會員有效期365天。僅在服務商無故終止服務時，按剩餘整月數比例退款。",
      ),
      t(
        "7. Customer service\nOur team answers Monday to Friday, 10:00–18:00 (GMT+8), and replies to messages within 1 working day.",
        "7. 客户服务\n客服工作时间为周一至周五10:00–18:00（GMT+8），留言会在1个工作日内回复。",
        "7. 客戶服務\n客服工作時間為週一至週五10:00–18:00（GMT+8），留言會在1個工作天內回覆。",
      ),
    ]),
  };
}

/** §2 FAQ: the questions shoppers ask most, in display order. */
export const FAQ: readonly { question: Text; answer: Text }[] = [
  {
    question: t("How do I get a refund?", "如何申请退款？", "如何申請退款？"),
    answer: t(
      "Open the order under My orders and choose Refund. Tickets follow the refund policy shown on the product; goods can be returned within 7 days of receipt. We review within 24 hours and the money reaches you in 1–5 working days.",
      "在“我的订单”中打开订单并选择“退款”。门票按商品页所示退改政策办理；实物商品可在收货后7天内申请。我们会在24小时内审核，退款1–5个工作日到账。",
      "在「我的訂單」中打開訂單並選擇「退款」。門票按商品頁所示退改政策辦理；實物商品可在收貨後7天內申請。我們會在24小時內審核，退款1–5個工作天到賬。",
    ),
  },
  {
    question: t("When will my order ship?", "订单什么时候发货？", "訂單甚麼時候發貨？"),
    answer: t(
      "Fast-ship items leave within 24 hours; other items within 2–5 working days. Remote regions are not included in free shipping. The tracking number appears on the order once the parcel leaves.",
      "快速发货商品24小时内发出，其他商品2–5个工作日内发货。偏远地区不参与包邮。包裹发出后可在订单中查看物流单号。",
      "快速發貨商品24小時內發出，其他商品2–5個工作天內發貨。偏遠地區不參與包郵。包裹發出後可在訂單中查看物流單號。",
    ),
  },
  {
    question: t(
      "How do I use my ticket or voucher?",
      "如何使用门票或凭证？",
      "如何使用門票或憑證？",
    ),
    answer: t(
      "After payment your vouchers appear on the order page. Show the QR code at the entrance, or download the PDF and print it. A dated ticket is valid only on the date you booked.",
      "支付成功后，凭证会显示在订单页面。入场时出示二维码，或下载PDF打印使用。指定日期门票仅限预订日期使用。",
      "付款成功後，憑證會顯示在訂單頁面。入場時出示二維碼，或下載PDF列印使用。指定日期門票僅限預訂日期使用。",
    ),
  },
  {
    question: t("Can I cancel a booking?", "可以取消预订吗？", "可以取消預訂嗎？"),
    answer: t(
      "An unpaid order can be cancelled at any time. A paid booking can be cancelled as its refund policy allows: open the order and choose Cancel or Refund.",
      "未支付的订单可随时取消。已支付的预订按其退改政策取消：打开订单并选择“取消”或“退款”。",
      "未付款的訂單可隨時取消。已付款的預訂按其退改政策取消：打開訂單並選擇「取消」或「退款」。",
    ),
  },
  {
    question: t(
      "Can children and minors book?",
      "儿童和未成年人可以预订吗？",
      "兒童和未成年人可以預訂嗎？",
    ),
    answer: t(
      "You must be 18 or older to book. Travellers under 18 need a parent or guardian who books for them and accompanies them; we keep the details of children under 13 only for the booking.",
      "年满18周岁方可预订。未满18周岁的出行人须由父母或监护人代为预订并陪同；13周岁以下儿童的信息仅用于该次预订。",
      "年滿18歲方可預訂。未滿18歲的旅客須由父母或監護人代為預訂並陪同；13歲以下兒童的資料僅用於該次預訂。",
    ),
  },
  {
    question: t("When is customer service available?", "客服什么时候在线？", "客服甚麼時候在線？"),
    answer: t(
      "Monday to Friday, 10:00–18:00 (GMT+8). Messages sent outside these hours are answered within 1 working day.",
      "周一至周五10:00–18:00（GMT+8）。非工作时间的留言会在1个工作日内回复。",
      "週一至週五10:00–18:00（GMT+8）。非工作時間的留言會在1個工作天內回覆。",
    ),
  },
  {
    question: t("How do points work?", "积分怎么用？", "積分怎麼用？"),
    answer: t(
      "You earn points on completed orders and can use them to pay part of an order at checkout, or exchange them for coupons. Points used for payment are not refunded.",
      "订单完成后可获得积分，结算时可用积分抵扣部分金额，也可兑换优惠券。已抵扣的积分不予退还。",
      "訂單完成後可獲得積分，結算時可用積分抵扣部分金額，也可兌換優惠券。已抵扣的積分不予退還。",
    ),
  },
  {
    question: t("Is my payment secure?", "支付安全吗？", "付款安全嗎？"),
    answer: t(
      "Yes. Card details go straight to the payment provider over an encrypted connection and never reach our servers. We accept WeChat Pay, Alipay and cards.",
      "安全。银行卡信息通过加密连接直接提交给支付机构，不经过我们的服务器。我们支持微信支付、支付宝和银行卡。",
      "安全。銀行卡資料透過加密連線直接提交給支付機構，不經過我們的伺服器。我們支援微信支付、支付寶和銀行卡。",
    ),
  },
  {
    question: t(
      "How do I change the language or currency?",
      "如何切换语言或币种？",
      "如何切換語言或幣種？",
    ),
    answer: t(
      "Use the language and currency menus at the top of every page. Your choice is remembered on this device.",
      "使用页面顶部的语言和币种菜单切换，您的选择会保存在此设备上。",
      "使用頁面頂部的語言和幣種選單切換，您的選擇會保存在此裝置上。",
    ),
  },
];
