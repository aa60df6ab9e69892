// One way out for mail and SMS. Outside production every message is also kept in the outbox
// table (GET /dev/outbox), so a person on a fresh machine can finish phone and e-mail flows.
import nodemailer, { type Transporter } from "nodemailer";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox as outboxTable } from "../db/schema";

export type Message = { channel: "email" | "sms"; to: string; subject: string; body: string };

export type OutboxOptions = { production: boolean; smtpUrl?: string; mailFrom?: string; smsWebhookUrl?: string };

export class Outbox {
  private transport: Transporter | null;
  constructor(private readonly options: OutboxOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  /** Sends (or records) a message. Delivery failures are logged and recorded, never thrown to the caller. */
  async send(db: Db, message: Message, now: Date): Promise<void> {
    let id: number | null = null;
    if (!this.options.production) {
      const [row] = await db
        .insert(outboxTable)
        .values({ channel: message.channel, recipient: message.to, subject: message.subject, body: message.body, createdAt: now })
        .returning({ id: outboxTable.id });
      id = row?.id ?? null;
    }
    const error = await this.deliver(message).then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    if (error) console.error(JSON.stringify({ at: now.toISOString(), outbox: message.channel, error }));
    if (id !== null && (error || this.canDeliver(message.channel))) {
      await db
        .update(outboxTable)
        .set(error ? { error } : { deliveredAt: new Date() })
        .where(eq(outboxTable.id, id));
    }
  }

  private canDeliver(channel: Message["channel"]) {
    return channel === "email" ? this.transport !== null : Boolean(this.options.smsWebhookUrl);
  }

  private async deliver(message: Message): Promise<void> {
    if (message.channel === "email") {
      if (!this.transport) return;
      await this.transport.sendMail({ from: this.options.mailFrom ?? "no-reply@shop.example.com", to: message.to, subject: message.subject, text: message.body });
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
