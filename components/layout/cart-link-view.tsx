/** The header's basket link as HTML: no data of its own (cart-link.tsx adds the count in the browser). */
export function CartLinkView({
  label,
  title,
  count,
}: {
  label: string;
  title: string;
  count: number;
}) {
  return (
    <a
      href="/cart"
      aria-label={label}
      title={title}
      data-testid="cart-link"
      data-count={count}
      className="relative flex h-9 w-9 items-center justify-center rounded-brand hover:bg-black/10"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9.5" cy="19.5" r="1.2" />
        <circle cx="17" cy="19.5" r="1.2" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[10px] font-bold leading-none text-white"
          data-testid="cart-count"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </a>
  );
}
