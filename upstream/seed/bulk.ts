// Bulk inserts for large seeds: one statement per batch, each column sent as one array parameter
// and unnested (a multi-row VALUES would run into PostgreSQL's 65,535 parameters long before).
import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
};

/** Inserts the rows (drizzle insert shapes, every row with the same keys) in batches of `batch`. */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T["$inferInsert"][],
  batch = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    Object.hasOwn(rows[0]!, key),
  );
  const names = sql.join(
    columns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += batch) {
    const slice = rows.slice(i, i + batch) as Record<string, unknown>[];
    const arrays = columns.map(
      ([key]) => sql`${sql.param(slice.map((r) => text(r[key])))}::text[]`,
    );
    const casts = columns.map(
      ([, c], j) => sql`${sql.identifier(`c${j}`)}::${sql.raw(c.getSQLType())}`,
    );
    const aliases = columns.map((_, j) => sql.identifier(`c${j}`));
    await db.execute(sql`INSERT INTO ${table} (${names})
      SELECT ${sql.join(casts, sql`, `)}
      FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${sql.join(aliases, sql`, `)})`);
  }
}
