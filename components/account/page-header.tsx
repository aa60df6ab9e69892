import type { ReactNode } from "react";

/** Title row of an account page: an optional back link above, an optional action beside. */
export function AccountPageHeader({
  title,
  back,
  action,
}: {
  title: string;
  back?: { href: string; label: string };
  action?: ReactNode;
}) {
  return (
    <header className="mb-4 flex flex-col gap-2">
      {back ? (
        <a href={back.href} className="self-start text-sm text-muted hover:text-primary">
          ← {back.label}
        </a>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
        {action}
      </div>
    </header>
  );
}
