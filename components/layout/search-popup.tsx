"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type RefObject } from "react";
import { readApi, type Reader } from "@/lib/client/fetcher";
import { bool, fields, int, list, str } from "@/lib/client/read";
import { SearchHint } from "./search-hint";

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

const productHref = (s: Suggestion) => `/product/${s.id}/${s.seo_sn}`;

/**
 * The header search's popup content (./search-entry.tsx loads it on the first focus of the box,
 * inside its own frame):
 * popular keywords, then suggestions as the shopper types (debounced 200 ms). Arrow keys move
 * through the suggestions and Enter opens the chosen one; they are read from the box itself.
 */
export function SearchPopup({
  value,
  input,
}: {
  value: string;
  input: RefObject<HTMLInputElement | null>;
}) {
  const ts = useTranslations("search");
  const [popular, setPopular] = useState<Keyword[] | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const keyword = value.trim();
  const showSuggestions = keyword !== "" && suggestions.length > 0;

  useEffect(() => {
    getData(keywords, "/api/catalogue/popular")
      .then(setPopular)
      .catch(() => setPopular([]));
  }, []);

  useEffect(() => {
    if (!keyword) return; // an empty box shows no suggestions (showSuggestions)
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
  }, [keyword]);

  useEffect(() => {
    const box = input.current;
    if (!box || !showSuggestions) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowDown") {
        e.preventDefault();
        setActive((a) => Math.min(a + 1, suggestions.length - 1));
      } else if (e.key === "ArrowUp") {
        e.preventDefault();
        setActive((a) => Math.max(a - 1, -1));
      } else if (e.key === "Enter" && active >= 0) {
        e.preventDefault();
        window.location.assign(productHref(suggestions[active]!));
      }
    };
    box.addEventListener("keydown", onKey);
    return () => box.removeEventListener("keydown", onKey);
  }, [input, showSuggestions, suggestions, active]);

  if (!showSuggestions && !popular?.length && !keyword) return <SearchHint />;
  return showSuggestions ? (
    <ul role="listbox" aria-label={ts("suggestions")} data-testid="search-suggestions">
      {suggestions.map((s, i) => (
        <li key={s.id} role="option" aria-selected={i === active}>
          <a
            href={productHref(s)}
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
  ) : (
    <p className="text-muted">{ts("pressEnter")}</p>
  );
}
