/** The coupon claim button's look: open (claimable) or not; shared by the button and its placeholder. */
export const claimButtonClass = (open: boolean) => (open ? "claim-btn" : "claim-btn claim-btn-off");
