"use client";

import { useTranslations } from "next-intl";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from "react";
import { useIdle } from "@/components/layout/idle-import";
import type { FlashWindow } from "@/components/promo/flash-sale-clock";
import type { BookingRunner } from "./booking-actions-live";
import type { Missing } from "./booking-state";

/** The chosen line: what Book stores and Add to basket posts. */
export type LineChoice = {
  variant_id: number;
  quantity: number;
  book_at?: string;
  book_time?: string;
};

/** The product's running flash sale (§4): its activity, the option on sale and its window. */
export type FlashChoice = { activityId: number; variantId: number; window: FlashWindow };

/** What the two buttons do, once ./booking-actions-live is here. */
export type BookingRun = { book: (line: LineChoice) => void; add: (line: LineChoice) => void };

type Props = {
  productId: number;
  productSn: string;
  /** the main button's words (lib/commerce/catalogue/product-wording): "Book now" or "Buy now" */
  action: "book" | "buy";
  missing: Missing | null;
  line: LineChoice | null;
  flash?: FlashChoice;
};

const NEED: Record<
  Missing,
  "needDate" | "needOption" | "needSession" | "needStock" | "needQuantity"
> = {
  date: "needDate",
  option: "needOption",
  session: "needSession",
  stock: "needStock",
  quantity: "needQuantity",
};

type Runner = ComponentType<ComponentProps<typeof BookingRunner>>;
let runner: Promise<Runner> | null = null;
const loadRunner = () =>
  (runner ??= import("./booking-actions-live").then((m) => m.BookingRunner)).catch((error) => {
    runner = null;
    throw error;
  });

/**
 * Book / Buy now and Add to basket (spec §2 product detail, §5 Purchase). The buttons and what
 * is still missing are here; what a press does (./booking-actions-live: the session, the basket
 * call, the flash sale's live items — SWR) loads once the browser is idle, or at once when a
 * button is pressed before that, and the press is then carried out (SWR is not in the
 * product page's first JavaScript).
 */
export function BookingActions({ productId, productSn, action, missing, line, flash }: Props) {
  const t = useTranslations("booking");
  const idle = useIdle();
  const [wanted, setWanted] = useState(false);
  const [Runner, setRunner] = useState<Runner | null>(null);
  const [tried, setTried] = useState(false);
  const [adding, setAdding] = useState(false);
  const run = useRef<BookingRun | null>(null);
  /** a press made before the runner was here, with the line it was made for */
  const pending = useRef<{ which: keyof BookingRun; line: LineChoice } | null>(null);
  const problem = tried && missing ? t(NEED[missing]) : null;

  useEffect(() => {
    if (!idle && !wanted) return;
    let on = true;
    loadRunner().then(
      (component) => on && setRunner(() => component),
      () => {},
    );
    return () => {
      on = false;
    };
  }, [idle, wanted]);

  const onReady = useCallback(() => {
    const press = pending.current;
    pending.current = null;
    if (press) run.current?.[press.which](press.line);
  }, []);

  /** Says what is missing and brings that part of the panel into view (the button is below it). */
  function stillMissing(): boolean {
    setTried(true);
    if (missing === "date" || missing === "option" || missing === "session") {
      document
        .getElementById(`booking-${missing}`)
        ?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
    }
    return Boolean(missing || !line);
  }

  function press(which: keyof BookingRun) {
    if (stillMissing() || !line) return;
    if (run.current) return run.current[which](line);
    pending.current = { which, line };
    setWanted(true);
  }

  return (
    // the scroll-to-top button keeps clear of the buttons and the note (components/layout/scroll-to-top)
    <div
      className="flex flex-col gap-2"
      data-keep-clear=""
      data-testid="booking-actions"
      data-live={Runner !== null}
    >
      {problem ? (
        <p role="alert" className="text-sm font-medium text-accent" data-testid="booking-error">
          {problem}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={() => press("add")}
          disabled={adding}
          aria-busy={adding || undefined}
          className="rounded-brand py-3 font-semibold text-primary ring-2 ring-primary hover:bg-primary/10 disabled:opacity-60"
          data-testid="add-to-cart"
        >
          {adding ? t("adding") : t("addToCart")}
        </button>
        <button
          type="button"
          onClick={() => press("book")}
          className="rounded-brand bg-primary py-3 font-semibold text-primary-contrast hover:opacity-90"
          data-testid="book-now"
        >
          {t(action)}
        </button>
      </div>
      {Runner ? (
        <Runner
          productId={productId}
          productSn={productSn}
          flash={flash}
          runRef={run}
          onAdding={setAdding}
          onReady={onReady}
        />
      ) : null}
    </div>
  );
}
