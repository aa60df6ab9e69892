// Nothing covers the page: on a phone the chat button docks in the header bar
// (HeaderBar's CHAT_DOCK place), so it covers nothing there. From the tablet width up it floats in
// the corner, beside the page's margin, and steps aside (hidden) only while it would cover a
// control marked `data-keep-clear` (the booking panel's buttons), as before.

/** The attribute of the header's place for the chat button on a phone (HeaderBar). */
export const CHAT_DOCK = "data-chat-dock";

/** Whether the floating button sits over a control marked `data-keep-clear`. */
export function coversContent(button: HTMLElement, launcher: HTMLElement): boolean {
  const me = button.getBoundingClientRect();
  if (me.width === 0) return false;
  for (const el of document.querySelectorAll("[data-keep-clear]")) {
    if (launcher.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (
      r.width > 0 &&
      r.left < me.right &&
      r.right > me.left &&
      r.top < me.bottom &&
      r.bottom > me.top
    )
      return true;
  }
  return false;
}
