// Class names shared by the auth forms and pages (server and client). Brand tokens only.
const fieldClass =
  "block min-w-0 rounded-brand border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-muted focus:border-primary focus:outline-none aria-[invalid=true]:border-accent";
export const inputClass = `${fieldClass} w-full`;
/** the calling-code picker beside a phone input */
export const selectClass = `${fieldClass} w-36 shrink-0 sm:w-52`;
export const primaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-brand bg-primary px-4 py-2.5 font-medium text-primary-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-brand border border-line bg-surface px-4 py-2.5 font-medium text-ink hover:bg-bg disabled:cursor-not-allowed disabled:opacity-60";
export const linkClass = "text-primary underline-offset-2 hover:underline";
/** A link inside a sentence: underlined, so it is told from the text by more than its colour (WCAG 1.4.1). */
export const inTextLinkClass = "text-primary underline underline-offset-2";
