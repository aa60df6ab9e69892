// Addresses (spec §3, §5 Address form). One default per user, kept in the same transaction.
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { addressForm } from "../../lib/commerce/accounts/account-forms.schema";
import type { Db } from "../db/client";
import { addresses } from "../db/schema";
import { assertFound, MAX_ROWS_PER_USER, tooMany } from "./owned";

type Input = z.output<typeof addressForm>;
type Row = typeof addresses.$inferSelect;

const addressView = (r: Row) => ({
  id: r.id,
  name: r.name,
  country_code: r.countryCode,
  phone: r.phone,
  region: r.region,
  district: r.district,
  address: r.address,
  email: r.email,
  is_default: r.isDefault,
});

const values = (v: Input) => ({
  name: v.name,
  countryCode: v.country_code,
  phone: v.phone.replace(/[\s-]/g, ""),
  region: v.region,
  district: v.district,
  address: v.address,
  email: v.email,
  isDefault: v.is_default,
});

export async function listAddresses(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(addressView);
}

export async function getAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return addressView(assertFound(row, "address"));
}

export async function createAddress(db: Db, userId: number, input: Input, now: Date) {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (n >= MAX_ROWS_PER_USER) throw tooMany("addresses");
    const isDefault = input.is_default || n === 0;
    if (isDefault)
      await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx
      .insert(addresses)
      .values({ ...values(input), isDefault, userId, createdAt: now })
      .returning();
    return addressView(row!);
  });
}

export async function updateAddress(db: Db, userId: number, id: number, input: Input) {
  return db.transaction(async (tx) => {
    if (input.is_default)
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
    const [row] = await tx
      .update(addresses)
      .set(values(input))
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return addressView(assertFound(row, "address"));
  });
}

export async function deleteAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  assertFound(row, "address");
  return { ok: true as const };
}
