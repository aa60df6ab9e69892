"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { SearchHint } from "./search-hint";

// The popup, its requests and readers are a chunk of their own, fetched on the first focus of the
// box (the header is on every page, and most visitors never search); the hint shows
// meanwhile.
const SearchPopup = dynamic(() => import("./search-popup").then((m) => m.SearchPopup), {
  ssr: false,
  loading: () => <SearchHint />,
});

/**
 * Header search: a plain GET form to /products (works without JavaScript), enhanced with a popup
 * of popular keywords and suggestions as the user types (./search-popup.tsx).
 */
export function SearchEntry() {
  const t = useTranslations("header");
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const box = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [open]);

  return (
    <form
      ref={box}
      action="/products"
      method="get"
      role="search"
      className="relative flex min-w-0 flex-1 items-center rounded-brand border border-line bg-surface p-0.5"
      data-testid="search-form"
    >
      <label htmlFor="site-search" className="sr-only">
        {t("search")}
      </label>
      <input
        ref={input}
        id="site-search"
        name="keyword"
        type="search"
        maxLength={80}
        autoComplete="off"
        placeholder={t("searchPlaceholder")}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setOpen(false);
        }}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        className="h-[30px] w-full min-w-0 rounded-brand bg-transparent px-2.5 text-sm text-ink placeholder:text-muted"
      />
      {/* inside the field's frame: a header in the brand's primary colour would swallow a button beside it */}
      <button
        type="submit"
        className="h-[30px] shrink-0 rounded-brand bg-primary px-3 text-sm font-medium text-primary-contrast"
      >
        {t("search")}
      </button>
      {/* the frame is here, so the box's aria-controls names it while the popup's code loads */}
      {open ? (
        <div id={listId} className="search-popup" data-testid="search-popup">
          <SearchPopup value={value} input={input} />
        </div>
      ) : null}
    </form>
  );
}
