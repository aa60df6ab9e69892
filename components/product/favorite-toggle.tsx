"use client";

import { useTranslations } from "next-intl";
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ComponentProps,
  type ReactNode,
} from "react";
import { useIdle } from "@/components/layout/idle-import";
import type { LiveFavorite } from "./favorite-toggle-live";

// The favourite toggle on cached catalogue pages (spec §1/§6). The button is drawn
// here, in the page's first JavaScript; what makes it work — SWR, the ids request, the toggle's
// request (./favorite-toggle-live) — loads once the browser is idle, in its own chunk with the
// header's session and basket (components/layout/account-islands), so SWR is not in the first
// scripts of the product, list and home pages. Until then the button is disabled, "not pressed"
// as the cached HTML has it (whether a product is a favourite is never rendered on the server).

/** SWR cache entry shared by every toggle on the page: what we know about each product id. */
export const FAVORITE_IDS_KEY = "/api/favorites/ids";
export type FavoriteIds = { signedIn: boolean | null; ids: Record<number, boolean> };
/** What the live side tells the button. */
export type ToggleState = { pressed: boolean; busy: boolean };

const Enabled = createContext(false);

/**
 * Turns the favourite toggles inside it on. Pages that mount it also provide the toggle's
 * messages ("product" fav… keys); a card rendered elsewhere shows no heart.
 */
export function FavoriteScope({ children }: { children: ReactNode }) {
  return <Enabled.Provider value>{children}</Enabled.Provider>;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-5 w-5"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.4-9.2C1.3 8 3.3 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.6 0 5.6 3.5 4.3 6.8-1.9 4.6-9.4 9.2-9.4 9.2Z" />
    </svg>
  );
}

type Props = {
  productId: number;
  /** "icon": a round heart over a card's image; "button": heart and word on the product page */
  variant?: "icon" | "button";
  className?: string;
};

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

type Live = ComponentType<ComponentProps<typeof LiveFavorite>>;
let live: Promise<Live> | null = null;
/** The live side's chunk, asked for once for all the toggles of the page. */
const loadLive = () =>
  (live ??= import("./favorite-toggle-live").then((m) => m.LiveFavorite)).catch((error) => {
    live = null;
    throw error;
  });

/**
 * Spec §1/§6 favourites: optimistic toggle, rolled back with a toast when the request fails.
 * The card's round heart ("icon") is not in the server's HTML: it does nothing without
 * JavaScript, its state is only known in the browser, and a grid of thirty cards carried thirty
 * of them (~200 bytes each). It appears right after hydration, over the card's image
 * (absolutely placed: nothing moves). The product page's "button" stays server-rendered.
 */
export function FavoriteToggle(props: Props) {
  const enabled = useContext(Enabled);
  const mounted = useSyncExternalStore(noSubscription, inBrowser, onServer);
  if (!enabled) return null;
  if ((props.variant ?? "icon") === "icon" && !mounted) return null;
  return <Toggle {...props} />;
}

function Toggle({ productId, variant = "icon", className = "" }: Props) {
  const t = useTranslations("product");
  const idle = useIdle();
  const [Live, setLive] = useState<Live | null>(null);
  const [{ pressed, busy }, setState] = useState<ToggleState>({ pressed: false, busy: false });
  const press = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!idle) return;
    let on = true;
    loadLive().then(
      (component) => on && setLive(() => component),
      () => {},
    );
    return () => {
      on = false;
    };
  }, [idle]);

  const common = {
    type: "button",
    "aria-pressed": pressed,
    "aria-busy": busy || undefined,
    // until the live side is here a press would do nothing
    disabled: Live === null,
    title: pressed ? t("favRemove") : t("favAdd"),
    onClick: () => press.current?.(),
    "data-testid": "favorite-toggle",
    "data-favorite": pressed,
  } as const;
  const live = Live ? <Live productId={productId} onState={setState} pressRef={press} /> : null;

  if (variant === "button") {
    return (
      <>
        <button
          {...common}
          className={`inline-flex items-center gap-1.5 rounded-brand px-3 py-1.5 text-sm ring-1 ${pressed ? "text-accent ring-accent" : "text-ink ring-line hover:ring-primary"} ${className}`}
        >
          <Heart filled={pressed} />
          <span>{pressed ? t("favSaved") : t("favLabel")}</span>
        </button>
        {live}
      </>
    );
  }
  return (
    <>
      <button
        {...common}
        aria-label={t("favLabel")}
        className={`fav-btn ${pressed ? "fav-btn-on" : ""} ${className}`}
      >
        {/* one per product card: the heart is a CSS mask (app/globals.css .fav-btn), not an inline SVG */}
        <span aria-hidden="true" />
      </button>
      {live}
    </>
  );
}
