"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { readApi, type Reader } from "@/lib/client/fetcher";
import { bool, fields, int, list, str } from "@/lib/client/read";

const DEBOUNCE_MS = 200; // spec §9

type Keyword = { keyword: string; hot: boolean };
type Suggestion = { id: number; title: string; seo_sn: string };

// read by hand: the header loads on every page, and zod stays out of that JavaScript
const keywords: Reader<Keyword[]> = {
  parse: (data) =>
    list(data, (k) => {
      const f = fields(k);
      return { keyword: str(f.keyword), hot: bool(f.hot) };
    }),
};
const suggestionList: Reader<Suggestion[]> = {
  parse: (data) =>
    list(data, (s) => {
      const f = fields(s);
      return { id: int(f.id), title: str(f.title), seo_sn: str(f.seo_sn) };
    }),
};

/** The route's data, checked; a refusal or failure throws. */
async function getData<T>(reader: Reader<T>, url: string, signal?: AbortSignal): Promise<T> {
  const result = await readApi(reader, url, { signal });
  if (!result.ok) throw new Error(`${url}: ${result.errorKey}`);
  return result.data;
}

/**
 * Header search: a plain GET form to /products (works without JavaScript), enhanced with a popup
 * of popular keywords and suggestions as the user types (debounced 200 ms).
 */
export function SearchEntry() {
  const t = useTranslations("header");
  const ts = useTranslations("search");
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [popular, setPopular] = useState<Keyword[] | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!open || popular) return;
    getData(keywords, "/api/catalogue/popular")
      .then(setPopular)
      .catch(() => setPopular([]));
  }, [open, popular]);

  useEffect(() => {
    const keyword = value.trim();
    if (!keyword) return; // the input's onChange already dropped the old suggestions
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getData(
        suggestionList,
        `/api/catalogue/search?${new URLSearchParams({ keyword })}`,
        controller.signal,
      )
        .then((data) => {
          setSuggestions(data);
          setActive(-1);
        })
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, []);

  const showSuggestions = value.trim() !== "" && suggestions.length > 0;

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
        id="site-search"
        name="keyword"
        type="search"
        maxLength={80}
        autoComplete="off"
        placeholder={t("searchPlaceholder")}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (!e.target.value.trim()) setSuggestions([]);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setOpen(false);
          if (!showSuggestions) return;
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, suggestions.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, -1));
          } else if (e.key === "Enter" && active >= 0) {
            e.preventDefault();
            const s = suggestions[active]!;
            window.location.assign(`/product/${s.id}/${s.seo_sn}`);
          }
        }}
        role="combobox"
        aria-expanded={open && (showSuggestions || Boolean(popular?.length))}
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
      {open ? (
        <div
          id={listId}
          className="absolute left-0 right-0 top-full z-40 mt-1 rounded-brand bg-surface p-3 text-sm text-ink shadow-lg ring-1 ring-line"
          data-testid="search-popup"
        >
          {showSuggestions ? (
            <ul role="listbox" aria-label={ts("suggestions")} data-testid="search-suggestions">
              {suggestions.map((s, i) => (
                <li key={s.id} role="option" aria-selected={i === active}>
                  <a
                    href={`/product/${s.id}/${s.seo_sn}`}
                    className={`block rounded-brand px-2 py-1.5 ${i === active ? "bg-primary/10" : "hover:bg-primary/10"}`}
                  >
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : popular && popular.length ? (
            <div>
              <p className="mb-2 text-xs font-medium text-muted">{ts("popular")}</p>
              <ul className="flex flex-wrap gap-2" data-testid="popular-keywords">
                {popular.map((k) => (
                  <li key={k.keyword}>
                    <a
                      href={`/products?keyword=${encodeURIComponent(k.keyword)}`}
                      className="block rounded-full bg-bg px-3 py-1 ring-1 ring-line hover:text-primary"
                    >
                      {k.hot ? (
                        <span className="mr-1 rounded bg-accent px-1 text-[10px] font-semibold uppercase text-white">
                          {ts("hot")}
                        </span>
                      ) : null}
                      {k.keyword}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : value.trim() ? (
            <p className="text-muted">{ts("pressEnter")}</p>
          ) : (
            <p className="text-muted">{ts("hint")}</p>
          )}
        </div>
      ) : null}
    </form>
  );
}
