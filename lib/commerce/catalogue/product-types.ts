// Spec §3 Product: the enums a product carries, named, so no screen, query or rule compares with a
// bare number (tests/unit/guards/bare-codes.test.ts keeps it so).

/** §3 product_type: 1 commodity (goods, shipped), 2 trip, 3 food. */
export const PRODUCT_TYPE = { goods: 1, trip: 2, food: 3 } as const;
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

/** §3 stock_type: 0 plain (or purchase-date based), 1 by date, 2 by date and time (sessions). */
export const STOCK_TYPE = { plain: 0, byDate: 1, bySession: 2 } as const;
export type StockType = (typeof STOCK_TYPE)[keyof typeof STOCK_TYPE];

/** Whether a product is bought for a date of use (stock type 1 or 2). */
export function isDated(stockType: number): boolean {
  return stockType !== STOCK_TYPE.plain;
}
