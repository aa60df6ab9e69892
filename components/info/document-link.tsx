"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { z } from "zod";
import { readApi } from "@/lib/client/fetcher";
import { PolicyText } from "./policy-text";

export type InfoDocument = "agreement" | "privacy";
const infoDocument = z.object({ name: z.string(), content: z.string() });
type Loaded =
  { state: "loading" } | { state: "failed" } | { state: "ready"; name: string; content: string };
const noSubscription = () => () => {};

/**
 * A link to the user agreement or privacy policy that opens the text in a modal dialog instead of
 * leaving the page, so a half-filled form (registration, checkout) keeps what was typed. Without
 * JavaScript, or opened in a new tab, it is an ordinary link to the page.
 *
 * The link sits inside running text (a <p>); the dialog's blocks may not: the HTML parser closes the
 * <p> at them, so the server's DOM differed from React's and every page with the link failed to
 * hydrate (#418 on /auth/index, checkout). The dialog is only needed once scripts run, so it is
 * drawn after hydration, in <body>.
 */
export function DocumentLink({
  doc,
  className,
  children,
}: {
  doc: InfoDocument;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations("info");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const load = async () => {
    setLoaded({ state: "loading" });
    const result = await readApi(infoDocument, `/api/info/${doc}`);
    setLoaded(result.ok ? { state: "ready", ...result.data } : { state: "failed" });
  };

  const open = (e: React.MouseEvent<HTMLAnchorElement>) => {
    // a modified click (new tab, new window) keeps the link's own behaviour
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    dialog.current?.showModal();
    if (loaded.state !== "ready") void load();
  };

  const fallbackTitle = doc === "agreement" ? t("agreementTitle") : t("privacyTitle");
  return (
    <>
      <a href={`/${doc}`} onClick={open} className={className} data-testid={`${doc}-link`}>
        {children}
      </a>
      {hydrated
        ? createPortal(
            <dialog
              ref={dialog}
              aria-labelledby={titleId}
              data-testid={`${doc}-dialog`}
              className="m-auto max-h-[85vh] w-[min(42rem,calc(100vw-2rem))] rounded-brand bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/50"
              onClick={(e) => e.target === dialog.current && dialog.current.close()}
            >
              <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
                <h2 id={titleId} className="text-lg font-semibold">
                  {loaded.state === "ready" ? loaded.name : fallbackTitle}
                </h2>
                <button
                  type="button"
                  onClick={() => dialog.current?.close()}
                  className="rounded-brand px-2 py-1 text-sm hover:bg-black/5"
                  autoFocus
                >
                  {t("close")}
                </button>
              </div>
              <div className="max-h-[70vh] overflow-y-auto px-5 py-4" tabIndex={0}>
                {loaded.state === "loading" ? (
                  <p className="text-sm text-muted">{t("loading")}</p>
                ) : null}
                {loaded.state === "failed" ? (
                  <p role="alert" className="text-sm">
                    {t("unavailable")}{" "}
                    <button
                      type="button"
                      onClick={() => void load()}
                      className="text-primary underline"
                    >
                      {t("retry")}
                    </button>
                  </p>
                ) : null}
                {loaded.state === "ready" ? (
                  <PolicyText content={loaded.content} headingLevel={3} />
                ) : null}
              </div>
            </dialog>,
            document.body,
          )
        : null}
    </>
  );
}
