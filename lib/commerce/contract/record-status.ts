// The stored status numbers of the catalogue and accounts that the spec does not list in §4 but
// the upstream reads and writes: named here, so no query or screen compares with a bare number.

/** A product (products.status): only products on the shelf are sold. */
export const PRODUCT_STATUS = { offShelf: 0, onShelf: 1 } as const;

/** A coupon of the catalogue (coupons.status): only active ones are offered. */
export const COUPON_STATUS = { active: 0 } as const;

/** A coupon a user claimed (user_coupons.status). */
export const USER_COUPON_STATUS = { active: 0, used: 1 } as const;

/** A user (users.status): a refused account cannot sign in (§6). */
export const USER_STATUS = { active: 0, refused: 1 } as const;
