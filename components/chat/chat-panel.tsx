"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { z } from "zod";
import type { Brand } from "@/brands";
import { contactRows } from "@/components/layout/contact-rows";
import { CHAT_MESSAGE_MAX } from "@/lib/commerce/support/chatbot";
import {
  chatAnswerSchema,
  chatTokenSchema,
  type ChatAnswer,
} from "@/lib/commerce/support/chatbot.schema";
import { Codes } from "@/lib/commerce/contract/error-codes";

type Entry = {
  id: number;
  from: "me" | "bot";
  text?: string;
  answer?: ChatAnswer;
  problem?: Problem;
};
type Problem = "chatEmpty" | "chatTooLong" | "rateLimited" | "expired" | "failed";

const failure = z.object({ code: z.number(), fields: z.record(z.string(), z.string()).optional() });
const okToken = z.object({ data: chatTokenSchema });
const okAnswer = z.object({ data: chatAnswerSchema });
const SUGGESTIONS = ["suggestOrder", "suggestRefund", "suggestHours"] as const;

async function post(path: string, body?: unknown) {
  const res = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

type Held = { current: { value: string; until: number } | null };

/** The chat token held, or a new one (§7 chatbot/guest_token) when there is none or it ends within 30 s. */
async function freshToken(held: Held): Promise<string | null> {
  if (held.current && held.current.until > Date.now() + 30_000) return held.current.value;
  const res = await post("/api/chatbot/token");
  const parsed = okToken.safeParse(res.body);
  if (!parsed.success) return null;
  held.current = { value: parsed.data.data.token, until: Date.parse(parsed.data.data.expires_at) };
  return held.current.value;
}

/** The chat itself: a guest token (§7) on opening, one question at a time, answers as the bot sent them. */
export function ChatPanel({
  id,
  open,
  online,
  onClose,
  contact,
}: {
  id: string;
  open: boolean;
  online: boolean | null;
  onClose: () => void;
  contact: Brand["contact"];
}) {
  const t = useTranslations("chat");
  const [entries, setEntries] = useState<Entry[]>([]);
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const token = useRef<Held["current"]>(null);
  const nextId = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [entries]);

  const add = (entry: Omit<Entry, "id">) =>
    setEntries((list) => [...list, { ...entry, id: nextId.current++ }]);

  const ask = async (question: string): Promise<ChatAnswer | Problem> => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const value = await freshToken(token);
      if (!value) return "failed";
      const res = await post("/api/chatbot/messages", { token: value, text: question });
      const answer = okAnswer.safeParse(res.body);
      if (answer.success) return answer.data.data;
      const code = failure.safeParse(res.body).data?.code;
      if (code === Codes.tokenExpired) {
        // the token lapsed: one more try with a new one
        token.current = null;
        continue;
      }
      if (code === Codes.rateLimited) return "rateLimited";
      const field = failure.safeParse(res.body).data?.fields?.text;
      if (field === "chatEmpty" || field === "chatTooLong") return field;
      return "failed";
    }
    return "expired";
  };

  const send = async (question: string) => {
    const trimmed = question.replace(/\s+/g, " ").trim();
    if (!trimmed) return add({ from: "bot", problem: "chatEmpty" });
    if (trimmed.length > CHAT_MESSAGE_MAX) return add({ from: "bot", problem: "chatTooLong" });
    add({ from: "me", text: trimmed });
    setText("");
    setPending(true);
    try {
      const result = await ask(trimmed);
      add(
        typeof result === "string"
          ? { from: "bot", problem: result }
          : { from: "bot", answer: result },
      );
    } catch {
      add({ from: "bot", problem: "failed" });
    } finally {
      setPending(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) void send(text);
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-label={t("title")}
      hidden={!open}
      data-testid="chat-panel"
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      className="flex h-[min(32rem,calc(100vh-6rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-brand border border-line bg-surface text-ink shadow-2xl"
    >
      <div className="flex items-start justify-between gap-2 bg-primary px-4 py-3 text-primary-contrast">
        <div>
          <p className="font-semibold">{t("title")}</p>
          {online === null ? null : (
            <p className="text-xs">{online ? t("online") : t("offline")}</p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-brand px-2 text-lg leading-none hover:bg-black/10"
          aria-label={t("close")}
        >
          ×
        </button>
      </div>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto px-3 py-3 text-sm"
        data-testid="chat-log"
      >
        <p className="rounded-brand bg-bg px-3 py-2">{t("welcome")}</p>
        {entries.map((e) =>
          e.from === "me" ? (
            <p
              key={e.id}
              className="ml-8 rounded-brand bg-primary/10 px-3 py-2"
              data-testid="chat-question"
            >
              <span className="sr-only">{t("you")}: </span>
              {e.text}
            </p>
          ) : (
            <div
              key={e.id}
              className="mr-4 rounded-brand bg-bg px-3 py-2"
              data-testid="chat-answer"
              data-kind={e.answer?.kind ?? "problem"}
            >
              <span className="sr-only">{t("bot")}: </span>
              {e.answer ? (
                <AnswerView answer={e.answer} contact={contact} />
              ) : (
                <p role="alert">{t(e.problem ?? "failed", { max: CHAT_MESSAGE_MAX })}</p>
              )}
            </div>
          ),
        )}
        {pending ? <p className="text-muted">{t("thinking")}</p> : null}
      </div>
      {entries.length === 0 ? (
        <div className="flex flex-wrap gap-1.5 px-3 pb-2">
          {SUGGESTIONS.map((key) => (
            <button
              key={key}
              type="button"
              onClick={() => void send(t(key))}
              className="rounded-full border border-line px-2.5 py-1 text-xs hover:bg-primary/10"
            >
              {t(key)}
            </button>
          ))}
        </div>
      ) : null}
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-line p-2">
        <label className="sr-only" htmlFor={`${id}-input`}>
          {t("placeholder")}
        </label>
        <input
          id={`${id}-input`}
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t("placeholder")}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-brand border border-line bg-surface px-3 py-2 text-sm"
          data-testid="chat-input"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-brand bg-primary px-3 py-2 text-sm font-semibold text-primary-contrast disabled:opacity-60"
        >
          {t("send")}
        </button>
      </form>
    </div>
  );
}

function AnswerView({ answer, contact }: { answer: ChatAnswer; contact: Brand["contact"] }) {
  const t = useTranslations("chat");
  const tOrders = useTranslations("orders");
  switch (answer.kind) {
    case "answer":
      return (
        <div className="space-y-2">
          {answer.passages.map((p, i) => (
            <div key={i}>
              <p className="font-semibold">{p.title}</p>
              <p className="whitespace-pre-line">{p.text}</p>
            </div>
          ))}
        </div>
      );
    case "products":
      return (
        <div>
          <p>{t("productsIntro")}</p>
          <ul className="mt-1 list-disc pl-5">
            {answer.products.map((p) => (
              <li key={p.id}>
                <a
                  href={`/product/${p.id}/${encodeURIComponent(p.seo_sn)}`}
                  className="text-primary underline-offset-2 hover:underline"
                >
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      );
    case "orders":
      return answer.orders.length === 0 ? (
        <p>{t("noOrders")}</p>
      ) : (
        <div>
          <p>{t("ordersIntro")}</p>
          <ul className="mt-1 space-y-1.5">
            {answer.orders.map((o) => (
              <li key={o.sn} data-testid="chat-order" data-sn={o.sn} data-label={o.label}>
                <p className="font-medium">
                  {t("orderLine", { sn: o.sn, status: tOrders(`status.${o.label}`) })}
                </p>
                <p className="text-xs text-muted">{o.title}</p>
                <a
                  href={`/account/order/${encodeURIComponent(o.sn)}`}
                  className="text-xs text-primary underline-offset-2 hover:underline"
                >
                  {t("viewOrder")}
                </a>
              </li>
            ))}
          </ul>
        </div>
      );
    case "sign_in":
      return (
        <p>
          {t("signIn")}{" "}
          <a
            href={`/auth/index?redirect=${encodeURIComponent(location.pathname + location.search)}`}
            className="text-primary underline"
          >
            {t("signInLink")}
          </a>
        </p>
      );
    case "handover":
      return <Handover contact={contact} />;
  }
}

/** The brand's contact channels, as the header's contact popup lists them. */
function Handover({ contact }: { contact: Brand["contact"] }) {
  const t = useTranslations("chat");
  const tc = useTranslations("contact");
  const rows = contactRows(contact, tc);
  return (
    <div data-testid="chat-handover">
      <p>{t("handover")}</p>
      <dl className="mt-1 space-y-0.5">
        {rows.map((r) => (
          <div key={r.label} className="flex justify-between gap-3">
            <dt className="text-muted">{r.label}</dt>
            <dd>
              {r.href ? (
                <a href={r.href} className="text-primary underline-offset-2 hover:underline">
                  {r.value}
                </a>
              ) : (
                r.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-muted">{tc("hours")}</p>
      <p className="text-xs text-muted">{tc("reply")}</p>
    </div>
  );
}
