// Hand readers for the few answers read on pages whose first JavaScript must stay free of zod
// (the header, cached catalogue pages): each checks what its island uses and throws otherwise,
// like a schema's `parse`, so `lib/client/fetcher.ts` treats both alike.

export class Unreadable extends TypeError {}

/** A JSON object's own fields (not an array, not null). */
export function fields(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Unreadable("not an object");
  return Object.fromEntries(Object.entries(value));
}

export function num(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new Unreadable("not a number");
  return value;
}

export function int(value: unknown): number {
  if (!Number.isInteger(value)) throw new Unreadable("not a whole number");
  return num(value);
}

export function str(value: unknown): string {
  if (typeof value !== "string") throw new Unreadable("not a string");
  return value;
}

export function bool(value: unknown): boolean {
  if (typeof value !== "boolean") throw new Unreadable("not a boolean");
  return value;
}

export function list<T>(value: unknown, item: (v: unknown) => T): T[] {
  if (!Array.isArray(value)) throw new Unreadable("not a list");
  return value.map(item);
}

export function oneOf<const T extends string>(allowed: readonly T[]) {
  return (value: unknown): T => {
    const found = allowed.find((a) => a === value);
    if (found === undefined) throw new Unreadable("not one of the allowed values");
    return found;
  };
}

export const nullable =
  <T>(read: (v: unknown) => T) =>
  (value: unknown): T | null =>
    value === null ? null : read(value);
