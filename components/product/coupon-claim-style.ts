/** The coupon claim button's look: open (claimable) or not; shared by the button and its placeholder. */
export const claimButtonClass = (open: boolean) =>
  `mt-2 rounded-brand px-3 py-1 text-xs font-semibold ${open ? "bg-primary text-primary-contrast hover:opacity-90" : "cursor-default bg-line/60 text-ink"} disabled:cursor-default`;
