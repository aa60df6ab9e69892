// What /api/session tells the browser: never the token, only who is signed in. Read in the
// browser with a small guard instead of zod, to keep the schema library out of client JavaScript.
export type SessionResponse = { user: { id: number; name: string } | null };

export function readSessionResponse(value: unknown): SessionResponse {
  if (typeof value !== "object" || value === null || !("user" in value)) return { user: null };
  const user = (value as { user: unknown }).user;
  if (typeof user !== "object" || user === null) return { user: null };
  const { id, name } = user as { id?: unknown; name?: unknown };
  return Number.isInteger(id) && typeof name === "string"
    ? { user: { id: id as number, name } }
    : { user: null };
}

/** The name the header shows for an account: nickname, else full name, else e-mail or phone. */
export function sessionUserOf(account: {
  id: number;
  nickname?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
}): {
  id: number;
  name: string;
} {
  const name =
    account.nickname ||
    `${account.first_name ?? ""} ${account.last_name ?? ""}`.trim() ||
    account.email ||
    account.phone ||
    "";
  return { id: account.id, name };
}
