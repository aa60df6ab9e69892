import "server-only";
import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { pick } from "@/lib/i18n/messages";
import { resolveShop, type ShopParams } from "@/lib/shop/params";
import { DeleteButton } from "./delete-button";
import { MessagesScope } from "./messages-scope";
import { AccountPageHeader } from "./page-header";
import { RECORDS, type RecordKind } from "./records";

// The pages of addresses and travellers: a list with edit and delete, and a form page for a new
// record and for each saved one. Only the record's own fields and list entry differ.

/** Personal pages are never indexed; the title comes from the record's namespace. */
export async function recordMetadata(
  params: Promise<ShopParams>,
  kind: RecordKind,
  title: "title" | "newTitle" | "editTitle",
): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: kind });
  return { title: t(title), robots: { index: false, follow: false } };
}

type Saved = { id: number; is_default: boolean };

/**
 * The list page's body: the add link, then the saved records (default first, as given) with edit
 * and delete, or the empty state. `entry` draws a record's own lines; `badge` marks the default one.
 */
export async function SavedList<T extends Saved>({
  kind,
  items,
  entry,
}: {
  kind: RecordKind;
  items: readonly T[];
  entry: (item: T, badge: ReactNode) => ReactNode;
}) {
  const t = await getTranslations(kind);
  const ta = await getTranslations("account");
  const { list, api } = RECORDS[kind];
  const labels = {
    delete: t("delete"),
    confirm: t("deleteConfirm"),
    cancel: t("cancel"),
    deleting: t("deleting"),
    deleted: t("deleted"),
  };
  const badge = (
    <span className="rounded-brand bg-primary/10 px-2 py-0.5 text-xs font-medium text-ink">
      {t("default")}
    </span>
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-6" data-testid={`${kind}-page`}>
      <AccountPageHeader
        title={t("title")}
        back={{ href: "/account", label: ta("title") }}
        action={
          <a
            href={`${list}/new`}
            className="rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast"
            data-testid={`${kind}-new`}
          >
            {t("add")}
          </a>
        }
      />
      {items.length ? (
        <ul className="flex flex-col gap-3" data-testid={`${kind}-list`}>
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 rounded-brand bg-surface p-4 ring-1 ring-line"
              data-testid={`${kind}-item`}
              data-default={item.is_default}
            >
              {entry(item, item.is_default ? badge : null)}
              <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line pt-2">
                <a
                  href={`${list}/${item.id}`}
                  className="rounded-brand px-3 py-1.5 text-sm text-primary ring-1 ring-line hover:ring-primary"
                >
                  {t("edit")}
                </a>
                <DeleteButton url={`${api}/${item.id}`} labels={labels} testId={`${kind}-delete`} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div
          className="rounded-brand bg-surface p-8 text-center ring-1 ring-line"
          data-testid={`${kind}-empty`}
        >
          <p className="text-muted">{t("empty")}</p>
          <a
            href={`${list}/new`}
            className="mt-4 inline-block rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast"
          >
            {t("add")}
          </a>
        </div>
      )}
    </div>
  );
}

/** A new or a saved record's form page: the title with a way back to the list, and the form with its messages. */
export async function RecordFormPage({
  kind,
  title,
  children,
}: {
  kind: RecordKind;
  title: "newTitle" | "editTitle";
  children: ReactNode;
}) {
  const t = await getTranslations(kind);
  const messages = await getMessages();
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <AccountPageHeader title={t(title)} back={{ href: RECORDS[kind].list, label: t("back") }} />
      <MessagesScope messages={pick(messages, [kind, "validation", "errors"])}>
        {children}
      </MessagesScope>
    </div>
  );
}
