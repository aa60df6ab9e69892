import { preload } from "react-dom";

/**
 * Product photos: a swipeable strip (CSS scroll snap, no JavaScript); the first loads eagerly for LCP
 * (preloaded from the head, as next/image's `priority` did). With more than one photo the strip
 * scrolls, so it takes keyboard focus (arrow keys scroll it) and carries a name — the photos
 * themselves are not focusable. Plain <img>s (docs/decisions/product-page-weight.md): the photos
 * are SVGs served as they are (next/image's `unoptimized`), and next/image is a client component
 * whose code would be in the product page's JavaScript for nothing.
 */
export function Gallery({
  images,
  title,
  name,
  label,
}: {
  images: string[];
  title: string;
  name: string;
  label: (n: number, total: number) => string;
}) {
  const scrolls = images.length > 1;
  if (images[0]) preload(images[0], { as: "image", fetchPriority: "high" });
  return (
    <div className="relative" data-testid="gallery">
      <ul
        className={`flex rounded-brand ${scrolls ? "snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]" : "overflow-hidden"}`}
        {...(scrolls ? { tabIndex: 0, "aria-label": name } : {})}
      >
        {images.map((src, i) => (
          <li key={src} className="gal-item">
            {/* eslint-disable-next-line @next/next/no-img-element -- unoptimized SVG; see above */}
            <img
              src={src}
              alt={i === 0 ? title : label(i + 1, images.length)}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              decoding={i === 0 ? undefined : "async"}
            />
          </li>
        ))}
      </ul>
      {scrolls ? (
        <span className="absolute bottom-2 right-2 rounded-full bg-black/55 px-2 py-0.5 text-xs text-white">
          1 / {images.length}
        </span>
      ) : null}
    </div>
  );
}
