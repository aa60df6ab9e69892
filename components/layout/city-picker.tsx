"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState, useSyncExternalStore } from "react";
import { Popover } from "@/components/ui/popover";
import type { PickerCity } from "@/lib/upstream/catalogue";

const STORAGE_KEY = "tf_city";

type Choice = { area: number; country: number; city: number };

function parseChoice(raw: string | null): Choice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === "object" &&
      "area" in value &&
      "country" in value &&
      "city" in value
    ) {
      const { area, country, city } = value as Record<string, unknown>;
      if ([area, country, city].every((n) => typeof n === "number"))
        return { area, country, city } as Choice;
    }
  } catch {
    // a damaged value is ignored and replaced on the next choice
  }
  return null;
}

// The stored choice as a tiny external store: the server render (and so hydration) has no choice,
// then React re-renders with localStorage's; a new choice here or in another tab notifies subscribers.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
const readStored = () => window.localStorage.getItem(STORAGE_KEY);
const nothingOnServer = () => null;

function storeChoice(choice: Choice | null) {
  if (choice) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  else window.localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

/** Spec §2 header: city picker area → country → city, from page_config/city_config; kept locally. */
export function CityPicker({ cities }: { cities: PickerCity[] | null }) {
  const t = useTranslations("header");
  const stored = useSyncExternalStore(subscribe, readStored, nothingOnServer);
  const choice = useMemo(() => parseChoice(stored), [stored]);
  const [path, setPath] = useState<number[]>([]);

  const name = (node: PickerCity) => node.name;
  const chosenCity = useMemo(() => {
    if (!choice || !cities) return null;
    return (
      cities
        .find((a) => a.id === choice.area)
        ?.children.find((c) => c.id === choice.country)
        ?.children.find((c) => c.id === choice.city) ?? null
    );
  }, [choice, cities]);

  const level =
    path.length === 0
      ? (cities ?? [])
      : path.length === 1
        ? (cities?.find((a) => a.id === path[0])?.children ?? [])
        : (cities?.find((a) => a.id === path[0])?.children.find((c) => c.id === path[1])
            ?.children ?? []);
  const heading = [t("area"), t("country"), t("cityLevel")][path.length];

  return (
    <Popover
      label={t("chooseCity")}
      align="left"
      testId="city-picker"
      trigger={
        <>
          <PinIcon />
          <span className="max-w-24 truncate">
            {chosenCity ? name(chosenCity) : t("allCities")}
          </span>
        </>
      }
    >
      {(close) =>
        cities === null ? (
          <p className="text-sm text-muted">{t("citiesUnavailable")}</p>
        ) : (
          <div>
            <div className="mb-2 flex items-center justify-between">
              <p className="text-xs text-muted">{heading}</p>
              {path.length > 0 ? (
                <button
                  type="button"
                  className="text-xs text-primary"
                  onClick={() => setPath((p) => p.slice(0, -1))}
                >
                  {t("back")}
                </button>
              ) : null}
            </div>
            <ul className="grid max-h-72 grid-cols-2 gap-1 overflow-auto">
              {path.length === 0 ? (
                <li className="col-span-2">
                  <button
                    type="button"
                    className="w-full rounded-brand px-2 py-1.5 text-left text-sm hover:bg-bg"
                    onClick={() => {
                      storeChoice(null);
                      close();
                    }}
                  >
                    {t("allCities")}
                  </button>
                </li>
              ) : null}
              {level.map((node) => (
                <li key={node.id}>
                  <button
                    type="button"
                    className="w-full rounded-brand px-2 py-1.5 text-left text-sm hover:bg-bg"
                    onClick={() => {
                      if (path.length < 2) return setPath((p) => [...p, node.id]);
                      const next = { area: path[0] ?? 0, country: path[1] ?? 0, city: node.id };
                      storeChoice(next);
                      setPath([]);
                      close();
                      // show what there is to do in that city
                      window.location.assign(`/products?poi_id=${node.id}`);
                    }}
                  >
                    {name(node)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </Popover>
  );
}

function PinIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}
