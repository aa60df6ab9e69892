import Image from "next/image";

/**
 * Product photos: a swipeable strip (CSS scroll snap, no JavaScript); the first loads eagerly for LCP.
 * With more than one photo the strip scrolls, so it takes keyboard focus (arrow keys scroll it) and
 * carries a name — the photos themselves are not focusable.
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
  return (
    <div className="relative" data-testid="gallery">
      <ul
        className={`flex rounded-brand ${scrolls ? "snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]" : "overflow-hidden"}`}
        {...(scrolls ? { tabIndex: 0, "aria-label": name } : {})}
      >
        {images.map((src, i) => (
          <li key={src} className="relative aspect-[4/3] w-full shrink-0 snap-center">
            <Image
              src={src}
              alt={i === 0 ? title : label(i + 1, images.length)}
              fill
              sizes="(max-width: 1024px) 100vw, 640px"
              unoptimized
              priority={i === 0}
              fetchPriority={i === 0 ? "high" : "auto"}
              className="object-cover"
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
