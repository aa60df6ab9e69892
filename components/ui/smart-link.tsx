import type { ReactNode } from "react";
import { isExternalHref, linkHref, type LinkTarget } from "@/lib/commerce/catalogue/links";

/** A banner/menu item link by redirect_type (lib/commerce/catalogue/links); no href → no link, just content. */
export function SmartLink({
  item,
  className,
  children,
  testId,
}: {
  item: LinkTarget;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const href = linkHref(item);
  if (!href)
    return (
      <div className={className} data-testid={testId} data-link="none">
        {children}
      </div>
    );
  const external = isExternalHref(href);
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}
