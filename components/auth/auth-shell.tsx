import type { ReactNode } from "react";

/** The card every auth page sits in: one column, full width at 390 px, centred on desktop. */
export function AuthShell({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`mx-auto w-full px-4 py-8 sm:py-12 ${wide ? "max-w-2xl" : "max-w-md"}`}
      data-testid="auth-page"
    >
      <div className="rounded-brand border border-line bg-surface p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
