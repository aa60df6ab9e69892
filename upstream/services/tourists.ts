// Travellers (spec §3 Traveller, §5 ID number formats). One default per user.
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { touristForm } from "../../lib/commerce/accounts/account-forms.schema";
import type { Db } from "../db/client";
import { tourists } from "../db/schema";
import { DomainError } from "./errors";
import { shopToday } from "../../lib/commerce/time/shop-time";
import { birthdayNotInFuture } from "../../lib/commerce/accounts/age";
import { assertFound, MAX_ROWS_PER_USER, tooMany } from "./owned";
import { Codes } from "../../lib/commerce/contract/error-codes";

type Input = z.output<typeof touristForm>;
type Row = typeof tourists.$inferSelect;

export const touristView = (r: Row) => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  chinese_name: r.chineseName,
  id_type: r.idType,
  id_number: r.idNumber,
  birthday: r.birthday,
  country_code: r.countryCode,
  phone: r.phone,
  is_default: r.isDefault,
});

function values(v: Input, now: Date) {
  if (!birthdayNotInFuture(v.birthday, shopToday(now)))
    throw new DomainError(Codes.badRequest, "birthday in the future");
  return {
    firstName: v.first_name,
    lastName: v.last_name,
    chineseName: v.chinese_name,
    idType: v.id_type,
    idNumber: v.id_number,
    birthday: v.birthday,
    countryCode: v.country_code,
    phone: v.phone.replace(/[\s-]/g, ""),
    isDefault: v.is_default,
  };
}

export async function listTourists(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(tourists)
    .where(eq(tourists.userId, userId))
    .orderBy(desc(tourists.isDefault), asc(tourists.id));
  return rows.map(touristView);
}

export async function getTourist(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(tourists)
    .where(and(eq(tourists.id, id), eq(tourists.userId, userId)));
  return touristView(assertFound(row, "traveller"));
}

export async function createTourist(db: Db, userId: number, input: Input, now: Date) {
  const v = values(input, now);
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(tourists)
      .where(eq(tourists.userId, userId));
    if (n >= MAX_ROWS_PER_USER) throw tooMany("travellers");
    const isDefault = v.isDefault || n === 0;
    if (isDefault)
      await tx.update(tourists).set({ isDefault: false }).where(eq(tourists.userId, userId));
    const [row] = await tx
      .insert(tourists)
      .values({ ...v, isDefault, userId, createdAt: now })
      .returning();
    return touristView(row!);
  });
}

export async function updateTourist(db: Db, userId: number, id: number, input: Input, now: Date) {
  const v = values(input, now);
  return db.transaction(async (tx) => {
    if (v.isDefault)
      await tx
        .update(tourists)
        .set({ isDefault: false })
        .where(and(eq(tourists.userId, userId), ne(tourists.id, id)));
    const [row] = await tx
      .update(tourists)
      .set(v)
      .where(and(eq(tourists.id, id), eq(tourists.userId, userId)))
      .returning();
    return touristView(assertFound(row, "traveller"));
  });
}

export async function deleteTourist(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(tourists)
    .where(and(eq(tourists.id, id), eq(tourists.userId, userId)))
    .returning({ id: tourists.id });
  assertFound(row, "traveller");
  return { ok: true as const };
}
