"use client";

import type { ReactNode } from "react";
import { isExternalHref } from "@/lib/commerce/catalogue/links";

/**
 * One link of a home row as a server component hands it over
 * (docs/decisions/product-page-weight.md): its href (linkHref, or null: no link), image and title,
 * without field names. A server-rendered row was in the RSC payload as its whole element tree (~300
 * bytes an item, classes and all); these rows are plain lists of links that a client component
 * renders from ~80 bytes an item. Their HTML is the same.
 */
export type LinkCell = [href: string | null, image: string, title: string, key: number];

/** components/ui/smart-link.tsx's output for an href worked out already. */
function CellLink({
  href,
  className,
  children,
}: {
  href: string | null;
  className: string;
  children: ReactNode;
}) {
  if (!href)
    return (
      <div className={className} data-link="none">
        {children}
      </div>
    );
  return (
    <a
      href={href}
      className={className}
      {...(isExternalHref(href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}

/** Module 2: the menu of icons, `perRow` to a row (app/globals.css .menu-cell). */
export function MenuCells({ cells, perRow }: { cells: LinkCell[]; perRow: number }) {
  return (
    <ul
      className="grid grid-cols-5 gap-x-2 gap-y-4"
      style={{ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}
    >
      {cells.map(([href, image, title, key]) => (
        <li key={key}>
          <CellLink href={href} className="menu-cell">
            {/* the icon's own shape is the brand's icon style (upstream/seed/brands.ts art) */}
            {/* eslint-disable-next-line @next/next/no-img-element -- unoptimized SVG (components/home/home-modules.tsx) */}
            <img src={image} alt="" width={56} height={56} loading="lazy" decoding="async" />
            <span>{title}</span>
          </CellLink>
        </li>
      ))}
    </ul>
  );
}

/** Modules 4 and 7: image tiles with the title over the bottom edge (app/globals.css .tile). */
export function TileCells({
  cells,
  listClass,
  itemClass,
  tileClass,
}: {
  cells: LinkCell[];
  listClass: string;
  itemClass?: string;
  tileClass: string;
}) {
  return (
    <ul className={listClass}>
      {cells.map(([href, image, title, key]) => (
        <li key={key} className={itemClass}>
          <CellLink href={href} className={`tile ${tileClass}`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- unoptimized SVG (components/home/home-modules.tsx) */}
            <img src={image} alt="" loading="lazy" decoding="async" />
            <span>{title}</span>
          </CellLink>
        </li>
      ))}
    </ul>
  );
}

/** The category tabs: one scrolling row of pills (app/globals.css .tab-pill). */
export function TabCells({ tabs }: { tabs: [id: number, title: string][] }) {
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1">
      {tabs.map(([id, title]) => (
        <li key={id}>
          <a href={`/category/${id}`} className="tab-pill">
            {title}
          </a>
        </li>
      ))}
    </ul>
  );
}
