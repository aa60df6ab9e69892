// Order action buttons and links: at least 44 px tall (touch), wrapping on a phone.
const ACTION_BASE =
  "inline-flex min-h-11 items-center justify-center rounded-brand px-4 py-2 text-sm font-medium text-center disabled:opacity-60";
export const ACTION_PRIMARY = `${ACTION_BASE} bg-primary font-semibold text-primary-contrast`;
export const ACTION_SECONDARY = `${ACTION_BASE} bg-surface ring-1 ring-line hover:ring-primary`;
