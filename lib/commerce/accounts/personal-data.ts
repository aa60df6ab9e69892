// How personal data is shown. A document number (§3 Traveller identity types:
// ID, passport, passes…) is shown only by its last four characters in every view — checkout,
// order page, anything the upstream sends back after the sale. A person's name is a name: a
// handle made from a masked phone ("****6194", what a phone sign-up gets as its nickname) is
// never used as a contact name or as the header's greeting.

/** How many characters of a document number stay readable (the end, as banks and airlines show). */
const ID_VISIBLE_TAIL = 4;
const MASK = "•";

/**
 * A document number as shown anywhere after it was entered: its last four characters behind a
 * mask (at most six dots, so the length is not told exactly); four or fewer characters are
 * masked whole but the last one, and a number already masked stays as it is.
 */
export function maskIdNumber(number: string): string {
  const value = number.trim();
  if (value === "" || value.includes(MASK)) return value;
  if (value.length <= ID_VISIBLE_TAIL) return `${MASK.repeat(value.length - 1)}${value.slice(-1)}`;
  return `${MASK.repeat(Math.min(6, value.length - ID_VISIBLE_TAIL))}${value.slice(-ID_VISIBLE_TAIL)}`;
}

/** Whether a nickname is a mask (of a phone or anything else), not a name a person goes by. */
export function isMaskedHandle(value: string): boolean {
  return /[*•]/.test(value) || /^\+?\d[\d\s-]*$/.test(value.trim());
}

type Named = { first_name?: string | null; last_name?: string | null; nickname?: string | null };

/**
 * The name to greet or to prefill as a contact name: the full name (family name first in Chinese),
 * else a nickname the person chose; "" when there is none — the header then greets neutrally and
 * the contact field stays empty for the shopper to fill.
 */
export function personName(account: Named, familyFirst = false): string {
  const first = (account.first_name ?? "").trim();
  const last = (account.last_name ?? "").trim();
  const full = (familyFirst ? `${last} ${first}` : `${first} ${last}`).trim();
  if (full) return full;
  const nickname = (account.nickname ?? "").trim();
  return nickname && !isMaskedHandle(nickname) ? nickname : "";
}
