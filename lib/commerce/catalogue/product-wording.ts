// Spec §3 product_type (1 commodity, 2 trip, 3 food) and shipping_required, §9 after-sales: which
// words a product is sold with. A tea set is bought and shipped, a harbour cruise is booked for a
// date, a dining voucher is bought and redeemed; none of them may borrow another's words. This
// maps a product to message keys — messages/*.json hold the words — for the product page, the
// booking panel and the cards.
import { isDated, PRODUCT_TYPE, type ProductType, type StockType } from "./product-types";

export type ProductKind = "goods" | "trip" | "food";

export type WordingInput = {
  product_type: ProductType;
  shipping_required: boolean;
  /** a dated food product is booked, a voucher bought */
  stock_type: StockType;
};

export type ProductWording = {
  kind: ProductKind;
  /** booking.* heading of the booking panel */
  panelTitle: "title" | "titleBuy" | "titleVoucher";
  /** booking.* main button */
  action: "book" | "buy";
  /** booking.* stock label of an option that can be chosen */
  inStock: "available" | "availableBuy" | "availableVoucher";
  /** product.* heading over opening_hours */
  hoursHeading: "openingHours" | "dispatchTimes" | "serviceHours";
  /** product.* heading over purchase_notice */
  noticeHeading: "purchaseNotice" | "shipping";
  /**
   * How the refund section reads: "policy" states the product's refund tag and items (§4, §3);
   * "afterSales" states the §9 rule goods follow (7 days from receipt) — the same split
   * lib/commerce/refunds/refunds lineRefund makes on product_type 1.
   */
  refund: "policy" | "afterSales";
  /** product.* line about when vouchers arrive (§4 waiting); null when nothing is issued */
  confirmation: {
    instant: "confirmInstant" | "confirmInstantVoucher";
    onRequest: "confirmOnRequest" | "confirmOnRequestVoucher";
  } | null;
  /** card.* short label of what the shopper gets */
  cardLabel: "kindGoods" | "kindTrip" | "kindFood";
};

export function productKind(
  p: Pick<WordingInput, "product_type" | "shipping_required">,
): ProductKind {
  if (p.product_type === PRODUCT_TYPE.goods || p.shipping_required) return "goods";
  return p.product_type === PRODUCT_TYPE.food ? "food" : "trip";
}

export function productWording(p: WordingInput): ProductWording {
  const kind = productKind(p);
  const refund = p.product_type === PRODUCT_TYPE.goods ? "afterSales" : "policy";
  if (kind === "goods") {
    return {
      kind,
      panelTitle: "titleBuy",
      action: "buy",
      inStock: "availableBuy",
      hoursHeading: p.shipping_required ? "dispatchTimes" : "serviceHours",
      noticeHeading: p.shipping_required ? "shipping" : "purchaseNotice",
      refund,
      confirmation: null,
      cardLabel: "kindGoods",
    };
  }
  if (kind === "food") {
    const dated = isDated(p.stock_type);
    return {
      kind,
      panelTitle: dated ? "title" : "titleVoucher",
      action: dated ? "book" : "buy",
      inStock: dated ? "available" : "availableVoucher",
      hoursHeading: "openingHours",
      noticeHeading: "purchaseNotice",
      refund,
      confirmation: { instant: "confirmInstantVoucher", onRequest: "confirmOnRequestVoucher" },
      cardLabel: "kindFood",
    };
  }
  return {
    kind,
    panelTitle: "title",
    action: "book",
    inStock: "available",
    hoursHeading: "openingHours",
    noticeHeading: "purchaseNotice",
    refund,
    confirmation: { instant: "confirmInstant", onRequest: "confirmOnRequest" },
    cardLabel: "kindTrip",
  };
}
