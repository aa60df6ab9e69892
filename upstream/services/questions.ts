// Spec §3 Product questions (sku_to_question) and §6 "Only buyers of an item can answer its Q&A".
// Anyone reads; a signed-in shopper asks (QUESTIONS_PER_DAY a shop day, counted under their own
// advisory lock so two tabs cannot both take the last one); only a shopper with a paid order
// containing the product answers — checked in SQL over their orders in the same statement that
// writes the answer. A shopper changes only their own questions: another's id is simply missing.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import {
  ANSWERING_STATUSES,
  QUESTION_PAGE_SIZE,
  QUESTIONS_PER_DAY,
  answerVerdict,
  askVerdict,
  askWindow,
  maskName,
} from "../../lib/commerce/catalogue/questions";
import {
  type AnswerBody,
  type AskQuestionBody,
} from "../../lib/commerce/catalogue/questions.schema";
import type { Answer, Question, QuestionPage } from "../../lib/commerce/catalogue/questions.schema";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import type { Shop } from "./views";
import { DomainError } from "./errors";
import { Codes } from "../../lib/commerce/contract/error-codes";
import { PRODUCT_STATUS } from "../../lib/commerce/contract/record-status";

const questionMissing = () => new DomainError(Codes.questionMissing, "question not found");

/** The product when it is on this brand's shelf; 20004 otherwise. */
async function shelved(db: Db, shop: Shop, productId: number) {
  const [row] = await db
    .select({ id: s.products.id })
    .from(s.products)
    .innerJoin(
      s.productPlatforms,
      and(
        eq(s.productPlatforms.productId, s.products.id),
        eq(s.productPlatforms.platformId, shop.platformId),
      ),
    )
    .where(and(eq(s.products.id, productId), eq(s.products.status, PRODUCT_STATUS.onShelf)));
  if (!row) throw new DomainError(Codes.itemMissing, "product not found");
  return row;
}

/** Whether the user may answer questions on this product: §6 answerVerdict over the statuses of their orders with it. */
async function mayAnswer(db: Db, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .selectDistinct({ status: s.orders.status })
    .from(s.orders)
    .innerJoin(s.orderLines, eq(s.orderLines.orderId, s.orders.id))
    .where(and(eq(s.orders.userId, userId), eq(s.orderLines.productId, productId)));
  return answerVerdict({ signedIn: true, orderStatuses: rows.map((r) => r.status) }) === "ok";
}

const displayName = (u: { nickname: string; firstName: string }) =>
  u.firstName.trim() || u.nickname.trim() || "Shopper";

/** GET product/{id}/questions: newest first, with their answers (oldest first) and what the caller may do. */
export async function listQuestions(
  db: Db,
  shop: Shop,
  productId: number,
  page: number,
  userId: number | null,
): Promise<QuestionPage> {
  await shelved(db, shop, productId);
  const [total] = await db
    .select({ n: count() })
    .from(s.productQuestions)
    .where(eq(s.productQuestions.productId, productId));
  const rows = await db
    .select({ q: s.productQuestions })
    .from(s.productQuestions)
    .where(eq(s.productQuestions.productId, productId))
    .orderBy(desc(s.productQuestions.createdAt), desc(s.productQuestions.id))
    .limit(QUESTION_PAGE_SIZE)
    .offset((page - 1) * QUESTION_PAGE_SIZE);
  const ids = rows.map((r) => r.q.id);
  const answers = ids.length
    ? await db
        .select()
        .from(s.productAnswers)
        .where(inArray(s.productAnswers.questionId, ids))
        .orderBy(asc(s.productAnswers.createdAt), asc(s.productAnswers.id))
    : [];
  const answerView = (a: typeof s.productAnswers.$inferSelect): Answer => ({
    id: a.id,
    body: a.body,
    author: maskName(a.authorName),
    created_at: a.createdAt.toISOString(),
    mine: userId !== null && a.userId === userId,
  });
  const list: Question[] = rows.map(({ q }) => ({
    id: q.id,
    product_id: q.productId,
    variant_id: q.variantId,
    body: q.body,
    author: maskName(q.authorName),
    created_at: q.createdAt.toISOString(),
    mine: userId !== null && q.userId === userId,
    answers: answers.filter((a) => a.questionId === q.id).map(answerView),
  }));
  return {
    list,
    count: total?.n ?? 0,
    page,
    page_size: QUESTION_PAGE_SIZE,
    viewer: {
      signed_in: userId !== null,
      can_answer: userId !== null && (await mayAnswer(db, userId, productId)),
    },
  };
}

/** POST accounts/product/{id}/questions */
export async function askQuestion(
  db: Db,
  shop: Shop,
  userId: number,
  productId: number,
  body: AskQuestionBody,
): Promise<Question> {
  return db.transaction(async (tx) => {
    await shelved(tx, shop, productId);
    if (body.variant_id !== undefined) {
      const [variant] = await tx
        .select({ id: s.variants.id })
        .from(s.variants)
        .where(and(eq(s.variants.id, body.variant_id), eq(s.variants.productId, productId)));
      if (!variant)
        throw new DomainError(Codes.badRequest, "variant_id is not an option of this product", {
          fields: { variant_id: "badRequest" },
        });
    }
    // the daily count and the insert under the asker's lock: two tabs cannot both take the last one
    await tx.execute(sql`select pg_advisory_xact_lock(${8_000_000_000 + userId})`);
    const window = askWindow(shop.now);
    const [asked] = await tx
      .select({ n: count() })
      .from(s.productQuestions)
      .where(
        and(
          eq(s.productQuestions.userId, userId),
          gte(s.productQuestions.createdAt, window.from!),
          lt(s.productQuestions.createdAt, window.to!),
        ),
      );
    if (!askVerdict({ signedIn: true, askedToday: asked?.n ?? 0 }).ok)
      throw new DomainError(Codes.questionDailyLimit, "daily question limit reached", {
        limit: QUESTIONS_PER_DAY,
      });
    const [user] = await tx
      .select({ nickname: s.users.nickname, firstName: s.users.firstName })
      .from(s.users)
      .where(eq(s.users.id, userId));
    const [row] = await tx
      .insert(s.productQuestions)
      .values({
        productId,
        variantId: body.variant_id ?? null,
        userId,
        authorName: user ? displayName(user) : "Shopper",
        body: body.body,
        language: shop.lang,
        createdAt: shop.now,
      })
      .returning();
    if (!row) throw new Error("question insert returned nothing");
    return {
      id: row.id,
      product_id: row.productId,
      variant_id: row.variantId,
      body: row.body,
      author: maskName(row.authorName),
      created_at: row.createdAt.toISOString(),
      mine: true,
      answers: [],
    };
  });
}

/**
 * POST accounts/questions/{id}/answers: one INSERT … SELECT that writes only when the question
 * exists and the caller bought its product (§6); which of the two failed is looked up afterwards.
 */
export async function answerQuestion(
  db: Db,
  userId: number,
  questionId: number,
  body: AnswerBody,
  now: Date,
): Promise<Answer> {
  const [user] = await db
    .select({ nickname: s.users.nickname, firstName: s.users.firstName })
    .from(s.users)
    .where(eq(s.users.id, userId));
  const author = user ? displayName(user) : "Shopper";
  const inserted: unknown = await db.execute(sql`
    insert into ${s.productAnswers} (question_id, user_id, author_name, body, created_at)
    select q.id, ${userId}, ${author}, ${body.body}, ${now.toISOString()}::timestamptz
    from ${s.productQuestions} q
    where q.id = ${questionId}
      and exists (
        select 1 from ${s.orders} o join ${s.orderLines} l on l.order_id = o.id
        where o.user_id = ${userId} and l.product_id = q.product_id
          and o.status in (${sql.join(
            ANSWERING_STATUSES.map((st) => sql`${st}`),
            sql`, `,
          )})
      )
    returning id`);
  // node-postgres and PGlite both answer { rows }
  const first: unknown = (inserted as { rows?: unknown[] }).rows?.[0];
  const id =
    typeof first === "object" && first !== null && "id" in first ? Number(first.id) : undefined;
  if (id === undefined) {
    const [question] = await db
      .select({ id: s.productQuestions.id })
      .from(s.productQuestions)
      .where(eq(s.productQuestions.id, questionId));
    if (!question) throw questionMissing();
    throw new DomainError(Codes.answerBuyersOnly, "only buyers of this product can answer");
  }
  return {
    id,
    body: body.body,
    author: maskName(author),
    created_at: now.toISOString(),
    mine: true,
  };
}

/** PUT accounts/questions/{id}: the asker rewords their own question while nobody has answered it. */
export async function updateQuestion(
  db: Db,
  userId: number,
  questionId: number,
  body: AskQuestionBody,
): Promise<Question> {
  const rows = await db
    .update(s.productQuestions)
    .set({ body: body.body })
    .where(
      and(
        eq(s.productQuestions.id, questionId),
        eq(s.productQuestions.userId, userId),
        sql`not exists (select 1 from ${s.productAnswers} where ${s.productAnswers.questionId} = ${s.productQuestions.id})`,
      ),
    )
    .returning();
  const row = rows[0];
  if (!row) {
    const [own] = await db
      .select({ id: s.productQuestions.id })
      .from(s.productQuestions)
      .where(and(eq(s.productQuestions.id, questionId), eq(s.productQuestions.userId, userId)));
    if (!own) throw questionMissing();
    throw new DomainError(Codes.notAllowed, "an answered question cannot be changed");
  }
  return {
    id: row.id,
    product_id: row.productId,
    variant_id: row.variantId,
    body: row.body,
    author: maskName(row.authorName),
    created_at: row.createdAt.toISOString(),
    mine: true,
    answers: [],
  };
}

/** DELETE accounts/questions/{id}: the asker's own question (its answers go with it). */
export async function deleteQuestion(
  db: Db,
  userId: number,
  questionId: number,
): Promise<{ deleted: true }> {
  const rows = await db
    .delete(s.productQuestions)
    .where(
      and(
        eq(s.productQuestions.id, questionId),
        eq(s.productQuestions.userId, userId),
        isNotNull(s.productQuestions.userId),
      ),
    )
    .returning({ id: s.productQuestions.id });
  if (rows.length === 0) throw questionMissing();
  return { deleted: true };
}

/** DELETE accounts/answers/{id}: the answerer's own answer. */
export async function deleteAnswer(
  db: Db,
  userId: number,
  answerId: number,
): Promise<{ deleted: true }> {
  const rows = await db
    .delete(s.productAnswers)
    .where(and(eq(s.productAnswers.id, answerId), eq(s.productAnswers.userId, userId)))
    .returning({ id: s.productAnswers.id });
  if (rows.length === 0) throw questionMissing();
  return { deleted: true };
}
