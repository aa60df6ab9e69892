// One way out for mail and SMS: a transactional outbox. A message is written to the outbox table
// first, then delivered by whichever upstream instance holds its row lock (FOR UPDATE SKIP
// LOCKED): at once by the instance that wrote it, or — after a failed try, or a crash between
// the write and the send — by the periodic deliverer of any instance (server.ts, every
// OUTBOX_SECONDS). Two instances never send one message both: the one that does not get the lock
// skips the row. A crash after the send but before the commit sends it again (at least once).
// Outside production every message is also kept (GET /dev/outbox), so a person on a fresh machine
// can finish phone and e-mail flows; in production a delivered message's row is deleted.
import nodemailer, { type Transporter } from "nodemailer";
import { and, asc, desc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox as outboxTable } from "../db/schema";

export type Message = { channel: "email" | "sms"; to: string; subject: string; body: string };

export type OutboxOptions = {
  production: boolean;
  smtpUrl?: string;
  mailFrom?: string;
  smsWebhookUrl?: string;
};

/** Tries per message (the first at once, then the deliverer's retries) before it is given up. */
export const OUTBOX_MAX_ATTEMPTS = 5;

/** Wait after the n-th failed try: 30 s, 2 min, 8 min, 32 min. */
const retryDelayMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

type Row = typeof outboxTable.$inferSelect;

export class Outbox {
  private transport: Transporter | null;
  constructor(private readonly options: OutboxOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  /**
   * Writes the message and delivers it at once (on `db`, which may be the caller's transaction).
   * Delivery failures are logged, recorded and retried later, never thrown to the caller.
   */
  async send(db: Db, message: Message, now: Date): Promise<void> {
    const deliverable = this.canDeliver(message.channel);
    // production keeps nothing it cannot deliver
    if (this.options.production && !deliverable) return;
    const [row] = await db
      .insert(outboxTable)
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        createdAt: now,
        nextAttemptAt: deliverable ? now : null,
      })
      .returning({ id: outboxTable.id });
    if (row && deliverable) await this.deliverDue(db, now, { id: row.id });
  }

  /** The channels this instance has a transport for (the deliverer runs only when there is one). */
  channels(): Message["channel"][] {
    return (["email", "sms"] as const).filter((c) => this.canDeliver(c));
  }

  /**
   * One run of the deliverer: due messages, oldest first, each in a transaction of its own that
   * holds the message's row lock across the send, skipping rows another instance holds. With
   * `id`, only that message. Returns how many this call sent and how many failed.
   */
  async deliverDue(
    db: Db,
    now: Date,
    options: { id?: number; limit?: number } = {},
  ): Promise<{ sent: number; failed: number }> {
    const channels = this.channels();
    const tally = { sent: 0, failed: 0 };
    if (channels.length === 0) return tally;
    const limit = options.id === undefined ? (options.limit ?? 100) : 1;
    for (let i = 0; i < limit; i++) {
      const outcome = await db.transaction(async (tx) => {
        const due = [
          isNotNull(outboxTable.nextAttemptAt),
          lte(outboxTable.nextAttemptAt, now),
          inArray(outboxTable.channel, channels),
        ];
        if (options.id !== undefined) due.push(eq(outboxTable.id, options.id));
        const [row] = await tx
          .select()
          .from(outboxTable)
          .where(and(...due))
          .orderBy(asc(outboxTable.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!row) return null;
        return this.deliverRow(tx, row, now);
      });
      if (outcome === null) break;
      tally[outcome]++;
    }
    return tally;
  }

  /** Sends a locked row and records the outcome in the same transaction. */
  private async deliverRow(db: Db, row: Row, now: Date): Promise<"sent" | "failed"> {
    const message: Message = {
      channel: row.channel === "email" ? "email" : "sms",
      to: row.recipient,
      subject: row.subject,
      body: row.body,
    };
    const error = await this.deliver(message).then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    const attempts = row.attempts + 1;
    if (!error) {
      if (this.options.production) await db.delete(outboxTable).where(eq(outboxTable.id, row.id));
      else
        await db
          .update(outboxTable)
          .set({ deliveredAt: now, attempts, nextAttemptAt: null, error: null })
          .where(eq(outboxTable.id, row.id));
      return "sent";
    }
    const givenUp = attempts >= OUTBOX_MAX_ATTEMPTS;
    console.error(
      JSON.stringify({
        at: now.toISOString(),
        outbox: message.channel,
        id: row.id,
        attempts,
        given_up: givenUp,
        error,
      }),
    );
    await db
      .update(outboxTable)
      .set({
        error,
        attempts,
        nextAttemptAt: givenUp ? null : new Date(now.getTime() + retryDelayMs(attempts)),
        // a message given up in production keeps no body (codes, reset links)
        ...(givenUp && this.options.production ? { body: "" } : {}),
      })
      .where(eq(outboxTable.id, row.id));
    return "failed";
  }

  private canDeliver(channel: Message["channel"]) {
    return channel === "email" ? this.transport !== null : Boolean(this.options.smsWebhookUrl);
  }

  private async deliver(message: Message): Promise<void> {
    if (message.channel === "email") {
      if (!this.transport) return;
      await this.transport.sendMail({
        from: this.options.mailFrom ?? "no-reply@shop.example.com",
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
      return;
    }
    if (!this.options.smsWebhookUrl) return;
    const res = await fetch(this.options.smsWebhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ to: message.to, text: message.body }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
  }
}

/** The latest messages (newest first), for /dev/outbox. */
export async function latestMessages(db: Db, limit = 50) {
  return db.select().from(outboxTable).orderBy(desc(outboxTable.id)).limit(limit);
}
