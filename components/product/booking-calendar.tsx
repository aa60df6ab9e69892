"use client";

import { useTranslations } from "next-intl";
import { memo, useMemo } from "react";
import type { DayOffer } from "@/lib/commerce/booking/calendar";
import { formatMoney, formatMoneyCompact } from "@/lib/commerce/pricing/money";
import { calendarLabel } from "./calendar-labels";

/** One month of the calendar: its dates in Monday-first weeks, null for the blanks before the 1st shown. */
export type MonthBlock = { month: string; cells: (string | null)[] };

/** Groups sorted yyyy-MM-dd dates by month and pads each month's first week (Monday first). */
export function monthBlocks(dates: readonly string[]): MonthBlock[] {
  const blocks: MonthBlock[] = [];
  for (const date of dates) {
    const month = date.slice(0, 7);
    let block = blocks[blocks.length - 1];
    if (!block || block.month !== month) {
      const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
      block = { month, cells: Array<null>(weekday).fill(null) };
      blocks.push(block);
    }
    block.cells.push(date);
  }
  return blocks;
}

// 2024-01-01 was a Monday: the seven days from it name the weekday columns.
const WEEK = Array.from({ length: 7 }, (_, i) => `2024-01-0${i + 1}`);

type CellWords = { today: string; unavailable: string; fewLeft: string };

/**
 * One date: memoised (INP), so a pick re-renders the two cells whose state changed and a
 * quantity step none.
 */
const DayCell = memo(function DayCell({
  date: d,
  offer,
  active,
  isToday,
  symbol,
  htmlLang,
  words,
  onSelect,
}: {
  date: string;
  offer: DayOffer | undefined;
  active: boolean;
  isToday: boolean;
  symbol: string;
  htmlLang: string;
  words: CellWords;
  onSelect: (date: string) => void;
}) {
  const price = offer ? formatMoney(offer.price, symbol) : words.unavailable;
  return (
    <li>
      <button
        type="button"
        disabled={!offer}
        onClick={() => onSelect(d)}
        aria-pressed={active}
        aria-label={`${isToday ? `${words.today}, ` : ""}${calendarLabel(htmlLang, "day", d)}, ${price}${offer?.fewLeft ? `, ${words.fewLeft}` : ""}`}
        data-date={d}
        data-testid="calendar-day"
        className={`cal-day ${active ? "cal-day-active" : offer ? "" : "cal-day-off"}`}
      >
        <span>{isToday ? words.today : Number(d.slice(8))}</span>
        <b>
          {offer
            ? formatMoneyCompact(offer.price, "", { maxChars: 7, htmlLang })
            : words.unavailable}
        </b>
        {offer?.fewLeft ? <em data-testid="few-left" aria-hidden="true" /> : null}
      </button>
    </li>
  );
});

/**
 * The ★ price calendar as month grids: a month heading, weekday columns and one cell per date with
 * its price (the chosen option's, or the lowest of all). Cells are narrow on a phone, so a cell shows the number only (compact when
 * long) and the currency once above the grid; its accessible name carries the full date and price.
 */
export const BookingCalendar = memo(function BookingCalendar({
  dates,
  offerByDate,
  selected,
  onSelect,
  today,
  symbol,
  htmlLang,
  perOption = false,
}: {
  dates: readonly string[];
  offerByDate: ReadonlyMap<string, DayOffer>;
  selected: string | null;
  /** keep it stable (useCallback): the cells are memoised */
  onSelect: (date: string) => void;
  today: string;
  symbol: string;
  htmlLang: string;
  /** the prices are the chosen option's (lib/commerce/booking/calendar priceCalendar with a variant), not the lowest of all */
  perOption?: boolean;
}) {
  const t = useTranslations("booking");
  const words = useMemo<CellWords>(
    () => ({ today: t("today"), unavailable: t("unavailable"), fewLeft: t("fewLeft") }),
    [t],
  );
  return (
    <div className="flex flex-col gap-3" data-testid="price-calendar">
      <p className="text-xs text-muted">
        {perOption ? t("calendarOptionCurrency", { symbol }) : t("calendarCurrency", { symbol })}
      </p>
      {monthBlocks(dates).map((block) => {
        const month = calendarLabel(htmlLang, "month", `${block.month}-01`);
        return (
          <div key={block.month} data-testid="calendar-month" data-month={block.month}>
            <h3 className="mb-1 text-sm font-semibold">{month}</h3>
            <ul className="grid grid-cols-7 gap-1" aria-label={month}>
              {WEEK.map((d) => (
                <li key={d} aria-hidden="true" className="cal-wd">
                  {calendarLabel(htmlLang, "weekday", d)}
                </li>
              ))}
              {block.cells.map((d, i) =>
                d ? (
                  <DayCell
                    key={d}
                    date={d}
                    offer={offerByDate.get(d)}
                    active={d === selected}
                    isToday={d === today}
                    symbol={symbol}
                    htmlLang={htmlLang}
                    words={words}
                    onSelect={onSelect}
                  />
                ) : (
                  <li key={`blank-${i}`} aria-hidden="true" />
                ),
              )}
            </ul>
          </div>
        );
      })}
      {[...offerByDate.values()].some((o) => o.fewLeft && dates.includes(o.date)) ? (
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <span aria-hidden="true" className="inline-block h-1.5 w-1.5 rounded-full bg-accent" />
          {t("fewLeft")}
        </p>
      ) : null}
    </div>
  );
});
