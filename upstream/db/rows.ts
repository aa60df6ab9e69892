// Raw SQL's rows on either driver: node-postgres and PGlite both answer { rows }.
import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/** The rows of a raw statement, typed by the caller (who wrote the statement's columns). */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
