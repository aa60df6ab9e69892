"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import useSWRInfinite from "swr/infinite";
import { toast } from "@/lib/client/toast";
import { useLazyErrorText } from "@/components/account/use-error-text";
import { LOCALES } from "@/lib/commerce/platform/locales";
import { questionPageSchema, type QuestionPage } from "@/lib/commerce/catalogue/questions.schema";
import { apiCall, goToSignIn } from "@/lib/client/api";
import { fetcherFor } from "@/lib/client/fetcher";
import { useSession } from "@/lib/client/session";
import { AnswerForm, AskForm } from "./question-forms";

type Props = {
  productId: number;
  /** the product's options (id, name), for "about which option" (sku_to_question) */
  options: { id: number; name: string }[];
};

const fetchPage = fetcherFor(questionPageSchema);

/**
 * The product's questions and answers (spec §3 questions / sku_to_question, §6 only buyers
 * answer). The product page is cached, so this reads in the browser through the BFF — keyed by
 * who is signed in, since "mine" and "may answer" are personal — and reads again after an ask,
 * an answer or a delete; the cached page is never revalidated for it.
 */
export function QuestionsSection({ productId, options }: Props) {
  const t = useTranslations("questions");
  const errorText = useLazyErrorText();
  const locale = useLocale();
  const { data: session } = useSession();
  const who = session === undefined ? null : session.user ? `u${session.user.id}` : "anon";
  const [answering, setAnswering] = useState<number | null>(null);
  const { data, error, size, setSize, mutate, isLoading } = useSWRInfinite(
    (index, previous: QuestionPage | null) => {
      if (who === null) return null;
      if (previous && previous.page * previous.page_size >= previous.count) return null;
      return [`/api/products/${productId}/questions?page=${index + 1}`, who] as const;
    },
    fetchPage,
    { revalidateOnFocus: false },
  );
  const pages = data ?? [];
  const first = pages[0];
  const questions = pages.flatMap((p) => p.list);
  const more = first ? questions.length < first.count : false;
  const lang = LOCALES.find((l) => l.code === locale)?.htmlLang ?? "en";
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(new Date(iso));
  const optionName = (id: number | null) =>
    id === null ? null : (options.find((o) => o.id === id)?.name ?? null);
  const reload = () => void mutate();

  async function remove(id: number) {
    const result = await apiCall(`/api/questions/${id}`, { method: "DELETE" });
    if (!result.ok) return void toast.error(await errorText(result.errorKey));
    toast.success(t("deleted"));
    reload();
  }

  return (
    <div className="flex flex-col gap-4" data-testid="questions" data-loaded={first !== undefined}>
      {session?.user ? (
        <AskForm productId={productId} options={options} onPosted={reload} />
      ) : session !== undefined ? (
        <button
          type="button"
          onClick={goToSignIn}
          className="self-start text-sm font-semibold text-primary"
          data-testid="ask-sign-in"
        >
          {t("signInToAsk")}
        </button>
      ) : null}
      {first && session?.user && !first.viewer.can_answer ? (
        <p className="text-xs text-muted">{t("buyersOnly")}</p>
      ) : null}
      {error && !first ? (
        <p role="alert" className="text-sm">
          {t("loadFailed")}{" "}
          <button type="button" onClick={reload} className="font-semibold text-primary">
            {t("retry")}
          </button>
        </p>
      ) : null}
      {first && questions.length === 0 ? <p className="text-sm text-muted">{t("empty")}</p> : null}
      {questions.length ? (
        <ul className="flex flex-col" data-testid="question-list">
          {questions.map((q) => (
            <li
              key={q.id}
              className="border-b border-line py-3"
              data-testid="question"
              data-mine={q.mine}
            >
              <p className="text-sm font-medium">
                <span className="mr-1 font-bold text-primary" aria-hidden="true">
                  Q
                </span>
                {q.body}
              </p>
              <p className="mt-0.5 text-xs text-muted">
                {optionName(q.variant_id)
                  ? `${t("aboutOption", { option: optionName(q.variant_id)! })} · `
                  : ""}
                {t("byline", { author: q.mine ? t("yours") : q.author, date: date(q.created_at) })}
                {q.mine ? (
                  <button
                    type="button"
                    onClick={() => void remove(q.id)}
                    className="ml-2 text-primary"
                    data-testid="question-delete"
                  >
                    {t("delete")}
                  </button>
                ) : null}
              </p>
              {q.answers.length ? (
                <ul className="mt-2 flex flex-col gap-2 border-l-2 border-line pl-3">
                  {q.answers.map((a) => (
                    <li key={a.id} className="text-sm" data-testid="answer">
                      <span className="mr-1 font-bold text-accent" aria-hidden="true">
                        A
                      </span>
                      {a.body}
                      <span className="ml-2 text-xs text-muted">
                        {t("byline", {
                          author: a.mine ? t("yours") : a.author,
                          date: date(a.created_at),
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-xs text-muted">{t("noAnswers")}</p>
              )}
              {first?.viewer.can_answer ? (
                answering === q.id ? (
                  <AnswerForm
                    questionId={q.id}
                    onPosted={() => {
                      setAnswering(null);
                      reload();
                    }}
                  />
                ) : (
                  <button
                    type="button"
                    onClick={() => setAnswering(q.id)}
                    className="mt-1 text-sm font-semibold text-primary"
                    data-testid="answer-open"
                  >
                    {t("answerSubmit")}
                  </button>
                )
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {more ? (
        <button
          type="button"
          onClick={() => void setSize(size + 1)}
          disabled={isLoading}
          className="self-center rounded-brand px-4 py-2 text-sm font-semibold text-primary ring-1 ring-primary"
          data-testid="questions-more"
        >
          {t("loadMore")}
        </button>
      ) : null}
    </div>
  );
}
