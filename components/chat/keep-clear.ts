import { CURRENCIES } from "@/lib/commerce/currencies";

// Issue 21 "nothing covering the page": the floating chat button must not sit over a control or a
// price. It asks this module, after each (debounced) scroll, resize or change of the page's height,
// whether its box meets one; while it does, it steps aside (hidden, like the scroll-to-top button
// beside the booking panel) and comes back once the spot under it is clear.

/** The attribute of the header's place for the chat button on a phone (HeaderBar). */
export const CHAT_DOCK = "data-chat-dock";

/** What the button must never cover: controls, and anything marked to keep clear. */
export const CONTROLS =
  "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [data-keep-clear]";

const symbols = CURRENCIES.map((c) => c.symbol.replace(/[$]/g, "\\$")).join("|");
/** A price as the shop prints it: a currency symbol, then digits ("JP¥9,074.00", "¥ 128"). */
export const MONEY = new RegExp(`(?:${symbols})\\s?\\d`);

type Box = { left: number; right: number; top: number; bottom: number };
const meets = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

function shown(el: Element, r: DOMRect): boolean {
  if (r.width === 0 || r.height === 0) return false;
  const style = getComputedStyle(el);
  return style.visibility !== "hidden" && style.opacity !== "0";
}

/** The element's own text (not its children's): a price's own node, not the card around it. */
function ownText(el: Element): string {
  let text = "";
  for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
  return text;
}

/**
 * Whether `button` (inside `launcher`, whose own parts never count) sits over a shown control or
 * price of the page. Boxes are compared first; only the elements under the button are read.
 */
export function coversContent(button: HTMLElement, launcher: HTMLElement): boolean {
  const me = button.getBoundingClientRect();
  if (me.width === 0) return false;
  for (const el of document.querySelectorAll(CONTROLS)) {
    if (launcher.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (meets(r, me) && shown(el, r)) return true;
  }
  for (const el of document.body.querySelectorAll("*")) {
    if (launcher.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (meets(r, me) && MONEY.test(ownText(el)) && shown(el, r)) return true;
  }
  return false;
}
