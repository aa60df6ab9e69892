import type { ReactNode } from "react";

/** One card of the checkout: a heading, an optional note beside it, the content. */
export function Section({
  title,
  note,
  testId,
  children,
}: {
  title: string;
  note?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = testId ? `${testId}-title` : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-brand bg-surface p-4 ring-1 ring-line sm:p-5"
      data-testid={testId}
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        {note ? <div className="text-sm text-muted">{note}</div> : null}
      </div>
      {children}
    </section>
  );
}
