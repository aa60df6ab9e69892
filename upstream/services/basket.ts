// Spec §7 Basket: GET basket; POST, PUT, DELETE basket/line. The same variant, date and session
// merge into one line (a unique index + ON CONFLICT, so two quick adds cannot make two lines). A
// line is checked against the catalogue when added or changed (§8 cart messages as codes), and
// GET reports each line's current problem instead of failing the whole basket.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Basket, CheckoutLineInput } from "../../lib/commerce/checkout/checkout.schema";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { quoteLineView, resolveLines } from "./checkout";
import { missing } from "./owned";
import { symbolOf, type Shop } from "./views";
import { DomainError } from "./errors";
import { Codes } from "../../lib/commerce/contract/error-codes";

/** At most this many lines in one basket. */
const MAX_BASKET_LINES = 50;

/** The §8 cart message key for a refusal, shown on the line. */
function problemKey(error: unknown): string {
  if (!(error instanceof DomainError)) throw error;
  const reason = typeof error.data?.reason === "string" ? error.data.reason : null;
  switch (error.code) {
    case Codes.insufficientStock:
      return "insufficientStock";
    case Codes.offShelf:
      return "offShelf";
    case Codes.itemMissing:
      return "itemExpired";
    case Codes.beyondPurchaseRange:
      return reason === "minBuy"
        ? "minBuy"
        : reason === "maxQuantity"
          ? "maxQuantity"
          : reason
            ? `limit_${reason}`
            : "beyondPurchaseRange";
    default:
      return "cartAddFailed";
  }
}

export async function getBasket(db: Db, shop: Shop, userId: number): Promise<Basket> {
  const rows = await db
    .select()
    .from(s.basketLines)
    .where(and(eq(s.basketLines.userId, userId), eq(s.basketLines.platformId, shop.platformId)))
    .orderBy(asc(s.basketLines.createdAt), asc(s.basketLines.id));
  const lines: Basket["lines"] = [];
  for (const row of rows) {
    const input = {
      product_id: row.productId,
      variant_id: row.variantId,
      quantity: row.quantity,
      book_at: row.bookAt || undefined,
      book_time: row.bookTime || undefined,
      basketLineId: row.id,
    };
    try {
      const [line] = await resolveLines(db, shop, [input]);
      lines.push({
        ...quoteLineView(line!, shop),
        problem: null,
        stock: line!.available,
        min_purchase: line!.minPurchase,
      });
    } catch (error) {
      // still show the line (with 1 as the quantity to resolve its price) and say what is wrong
      const problem = problemKey(error);
      const shown = await resolveLines(db, shop, [{ ...input, quantity: 1 }]).catch(() => null);
      if (shown?.[0]) {
        lines.push({
          ...quoteLineView({ ...shown[0], quantity: row.quantity }, shop),
          problem,
          stock: shown[0].available,
          min_purchase: shown[0].minPurchase,
        });
      } else {
        lines.push(await unresolvedLine(db, shop, row, problem));
      }
    }
  }
  return { currency: shop.currency, symbol: symbolOf(shop), lines };
}

/** A line whose product can no longer be resolved at all (off shelf, date passed): shown with its problem. */
async function unresolvedLine(
  db: Db,
  shop: Shop,
  row: typeof s.basketLines.$inferSelect,
  problem: string,
): Promise<Basket["lines"][number]> {
  const [p] = await db.select().from(s.products).where(eq(s.products.id, row.productId));
  const title = p ? (p.title[shop.lang] ?? p.title.en ?? "") : "";
  return {
    key: `${row.variantId}:${row.bookAt}:${row.bookTime}`,
    basket_line_id: row.id,
    product_id: row.productId,
    variant_id: row.variantId,
    sn: p?.sn ?? "",
    seo_sn: p?.seoSn ?? "",
    title,
    variant_name: "",
    image: p?.images[0] ?? "",
    product_type: p?.productType ?? 1,
    shipping_required: p?.shippingRequired ?? false,
    book_at: row.bookAt || null,
    book_time: row.bookTime || null,
    quantity: row.quantity,
    unit_amount: 0,
    total_amount: 0,
    promo_discount: 0,
    activity_item_id: null,
    problem,
    stock: 0,
    min_purchase: 1,
  };
}

/** POST basket/line: adds to the line of the same slot (merged), checked at the merged quantity. */
export async function addLine(
  db: Db,
  shop: Shop,
  userId: number,
  input: Omit<CheckoutLineInput, "activity_item_id">,
): Promise<{ id: number; quantity: number }> {
  return db.transaction(async (tx) => {
    const bookAt = input.book_at ?? "";
    const bookTime = input.book_time ?? "";
    const [existing] = await tx
      .select()
      .from(s.basketLines)
      .where(
        and(
          eq(s.basketLines.userId, userId),
          eq(s.basketLines.platformId, shop.platformId),
          eq(s.basketLines.variantId, input.variant_id),
          eq(s.basketLines.bookAt, bookAt),
          eq(s.basketLines.bookTime, bookTime),
        ),
      )
      .for("update");
    if (!existing) {
      const [n] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(s.basketLines)
        .where(
          and(eq(s.basketLines.userId, userId), eq(s.basketLines.platformId, shop.platformId)),
        );
      if ((n?.n ?? 0) >= MAX_BASKET_LINES)
        throw new DomainError(Codes.beyondPurchaseRange, "basket full", {
          reason: "basketFull",
          quantity: MAX_BASKET_LINES,
        });
    }
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    await resolveLines(tx, shop, [{ ...input, quantity, basketLineId: existing?.id ?? null }]);
    const [row] = await tx
      .insert(s.basketLines)
      .values({
        userId,
        platformId: shop.platformId,
        productId: input.product_id,
        variantId: input.variant_id,
        bookAt,
        bookTime,
        quantity: input.quantity,
        createdAt: shop.now,
        updatedAt: shop.now,
      })
      .onConflictDoUpdate({
        target: [
          s.basketLines.userId,
          s.basketLines.platformId,
          s.basketLines.variantId,
          s.basketLines.bookAt,
          s.basketLines.bookTime,
        ],
        set: { quantity: sql`${s.basketLines.quantity} + excluded.quantity`, updatedAt: shop.now },
      })
      .returning({ id: s.basketLines.id, quantity: s.basketLines.quantity });
    return row!;
  });
}

/** PUT basket/line: sets a line's quantity (checked against stock, minimum and limits). */
export async function updateLine(
  db: Db,
  shop: Shop,
  userId: number,
  id: number,
  quantity: number,
): Promise<{ id: number; quantity: number }> {
  const [row] = await db
    .select()
    .from(s.basketLines)
    .where(
      and(
        eq(s.basketLines.id, id),
        eq(s.basketLines.userId, userId),
        eq(s.basketLines.platformId, shop.platformId),
      ),
    );
  if (!row) throw missing("basket line");
  await resolveLines(db, shop, [
    {
      product_id: row.productId,
      variant_id: row.variantId,
      quantity,
      book_at: row.bookAt || undefined,
      book_time: row.bookTime || undefined,
      basketLineId: row.id,
    },
  ]);
  await db
    .update(s.basketLines)
    .set({ quantity, updatedAt: shop.now })
    .where(and(eq(s.basketLines.id, id), eq(s.basketLines.userId, userId)));
  return { id, quantity };
}

/** DELETE basket/line: removes the caller's lines among `ids` (others' ids are ignored). */
export async function deleteLines(
  db: Db,
  shop: Shop,
  userId: number,
  ids: number[],
): Promise<{ deleted: number }> {
  const gone = await db
    .delete(s.basketLines)
    .where(
      and(
        inArray(s.basketLines.id, ids),
        eq(s.basketLines.userId, userId),
        eq(s.basketLines.platformId, shop.platformId),
      ),
    )
    .returning({ id: s.basketLines.id });
  return { deleted: gone.length };
}
