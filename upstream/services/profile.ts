// GET accounts/privacy and accounts/summary, profile update.
import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { TAB_STATUSES, type OrderTab } from "../../lib/commerce/orders/orders";
import {
  addresses,
  favorites,
  identities,
  memberships,
  orders,
  tourists,
  userCoupons,
  users,
} from "../db/schema";
import type { UserRow } from "./sessions";
import { touristView } from "./tourists";
import { USER_COUPON_STATUS } from "../../lib/commerce/contract/record-status";

export async function privacy(db: Db, user: UserRow, now: Date) {
  const ids = await db
    .select()
    .from(identities)
    .where(eq(identities.userId, user.id))
    .orderBy(asc(identities.id));
  const [tourist] = await db
    .select()
    .from(tourists)
    .where(eq(tourists.userId, user.id))
    .orderBy(desc(tourists.isDefault), asc(tourists.id))
    .limit(1);
  const [membership] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), gt(memberships.endAt, now)));
  const email = ids.find((i) => i.kind === "email");
  const phone = ids.find((i) => i.kind === "phone");
  const [cc, national] = phone ? phone.value.replace(/^\+/, "").split(" ") : [null, null];
  return {
    id: user.id,
    nickname: user.nickname,
    first_name: user.firstName,
    last_name: user.lastName,
    email: email?.value ?? null,
    email_verified: email?.verified ?? false,
    country_code: cc ?? null,
    phone: national ?? null,
    company: user.company,
    job_title: user.jobTitle,
    is_guest: user.isGuest,
    has_password: Boolean(user.passwordHash),
    login_ways: [
      ...new Set(
        user.isGuest
          ? ["guest" as const]
          : ids.map((i) => i.kind as "email" | "phone" | "google" | "partner"),
      ),
    ],
    default_tourist: tourist ? touristView(tourist) : null,
    membership: membership
      ? {
          level: membership.level as 1 | 2 | 3,
          start_date: membership.startAt.toISOString(),
          end_date: membership.endAt.toISOString(),
        }
      : null,
    points: user.points,
    created_at: user.createdAt.toISOString(),
  };
}

export async function summary(db: Db, userId: number, platformId: number, now: Date) {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const byStatus = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.platformId, platformId)))
    .groupBy(orders.status);
  // §4 order list tabs: the same statuses the list filters by (lib/commerce/orders/orders TAB_STATUSES)
  const tab = (t: OrderTab) =>
    byStatus
      .filter((r) => TAB_STATUSES[t] === null || TAB_STATUSES[t]!.includes(r.status))
      .reduce((a, r) => a + r.n, 0);
  const coupons = await n(
    db
      .select({ n: count() })
      .from(userCoupons)
      .where(
        and(
          eq(userCoupons.userId, userId),
          eq(userCoupons.status, USER_COUPON_STATUS.active),
          gt(userCoupons.expiresAt, now),
        ),
      ),
  );
  const favs = await n(
    db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId)),
  );
  const addrs = await n(
    db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId)),
  );
  const tours = await n(
    db.select({ n: count() }).from(tourists).where(eq(tourists.userId, userId)),
  );
  return {
    orders: {
      all: tab("all"),
      pending: tab("pending"),
      unfulfilled: tab("unfulfilled"),
      fulfilled: tab("fulfilled"),
      after_sale: tab("afterSales"),
    },
    coupons,
    favorites: favs,
    addresses: addrs,
    tourists: tours,
  };
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: { first_name: string; last_name: string; company?: string; job_title?: string },
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      company: input.company ?? "",
      jobTitle: input.job_title ?? "",
      nickname:
        `${input.first_name}${input.last_name ? ` ${input.last_name.slice(0, 1)}.` : ""}`.slice(
          0,
          40,
        ),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
