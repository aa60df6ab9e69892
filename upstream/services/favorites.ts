// Favourites (spec §7 accounts/favorites): add is idempotent, remove of a missing one is 20004.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { favorites, productPlatforms, products } from "../db/schema";

import { productSummary, type Shop } from "./views";
import { missing } from "./owned";

const PAGE_SIZE = 20;

export async function listFavorites(db: Db, shop: Shop, userId: number, page: number) {
  const where = and(eq(favorites.userId, userId), eq(productPlatforms.platformId, shop.platformId));
  const base = db
    .select({ p: products, at: favorites.createdAt })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .innerJoin(
      productPlatforms,
      and(
        eq(productPlatforms.productId, products.id),
        eq(productPlatforms.platformId, shop.platformId),
      ),
    );
  const rows = await base
    .where(where)
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [total] = await db
    .select({ n: count() })
    .from(favorites)
    .innerJoin(
      productPlatforms,
      and(
        eq(productPlatforms.productId, favorites.productId),
        eq(productPlatforms.platformId, shop.platformId),
      ),
    )
    .where(eq(favorites.userId, userId));
  return {
    list: rows.map((r) => ({ product: productSummary(shop, r.p), created_at: r.at.toISOString() })),
    count: total?.n ?? 0,
    page,
    page_size: PAGE_SIZE,
  };
}

export async function favoriteIds(db: Db, userId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.productId, productIds)));
  return rows.map((r) => r.id);
}

export async function addFavorite(
  db: Db,
  shop: Shop,
  userId: number,
  productId: number,
  now: Date,
) {
  const [sold] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      productPlatforms,
      and(
        eq(productPlatforms.productId, products.id),
        eq(productPlatforms.platformId, shop.platformId),
      ),
    )
    .where(eq(products.id, productId));
  if (!sold) throw missing("product");
  await db.insert(favorites).values({ userId, productId, createdAt: now }).onConflictDoNothing();
  return { ok: true as const };
}

export async function removeFavorite(db: Db, userId: number, productId: number) {
  const [row] = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ id: favorites.productId });
  if (!row) throw missing("favourite");
  return { ok: true as const };
}
