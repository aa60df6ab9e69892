"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useErrorText } from "@/components/account/use-error-text";
import {
  MAX_PROOF_IMAGES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
} from "@/lib/commerce/contract/uploads";
import { sendImage, type UploadOutcome } from "./upload-request";

export type ImageUploadProps = {
  /** ids of the uploaded images, in the order they finished */
  value: number[];
  onChange(ids: number[]): void;
  /** true while any image is still uploading: the form holds its submit until false (spec §5 Refund) */
  onBusyChange?(busy: boolean): void;
  /** most images (default 6) */
  max?: number;
  /** largest file, for the check before sending and the hint (default 8 MiB; the server decides) */
  maxBytes?: number;
  /** names the group and the file picker */
  label: string;
  /** images already saved with the record (an application being edited): shown, counted and removable like new ones; their ids are in `value` */
  saved?: { id: number; url: string }[];
};

type Item = {
  key: number;
  /** the chosen file (none for an image saved before) */
  file?: File;
  name: string;
  /** a local preview while uploading (object URL), when the browser can make one */
  preview: string | null;
  status: "uploading" | "done" | "error";
  percent: number;
  id?: number;
  url?: string;
  error?: string;
  retryable?: boolean;
};

const ACCEPT = UPLOAD_IMAGE_TYPES.join(",");

const previewOf = (file: File) =>
  typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null;
const release = (url: string | null) => {
  if (url && typeof URL.revokeObjectURL === "function") URL.revokeObjectURL(url);
};

/**
 * Proof images for a form: each chosen image uploads at once (POST /api/uploads) with its own
 * progress bar, then shows as a thumbnail with a remove button; a failed one says why and, when
 * trying again can help, offers a retry. Ids reach the form through `onChange`.
 */
export function ImageUpload({
  value,
  onChange,
  onBusyChange,
  max = MAX_PROOF_IMAGES,
  maxBytes = UPLOAD_MAX_BYTES,
  label,
  saved = [],
}: ImageUploadProps) {
  const t = useTranslations("upload");
  const errorText = useErrorText();
  const id = useId();
  const [items, setItems] = useState<Item[]>(() =>
    saved.map((image, i) => ({
      key: -1 - i,
      name: t("savedName", { n: i + 1 }),
      preview: null,
      status: "done",
      percent: 100,
      id: image.id,
      url: image.url,
    })),
  );
  const [announcement, setAnnouncement] = useState("");
  const [notice, setNotice] = useState("");
  const nextKey = useRef(0);
  const ids = useRef(value);
  const aborts = useRef(new Map<number, () => void>());
  const previews = useRef(new Set<string>());
  const busyReported = useRef(false);
  const busyListener = useRef(onBusyChange);

  // the latest ids, so two uploads finishing before the form re-renders do not drop one
  useEffect(() => {
    ids.current = value;
  }, [value]);
  useEffect(() => {
    busyListener.current = onBusyChange;
  }, [onBusyChange]);

  const mb = Math.round(maxBytes / 104_857.6) / 10;
  // a done image the form no longer lists (the form was reset) is not shown
  const shown = items.filter(
    (i) => i.status !== "done" || (i.id !== undefined && value.includes(i.id)),
  );
  const busy = items.some((i) => i.status === "uploading");
  const room = max - shown.length;

  useEffect(() => {
    if (busy === busyReported.current) return;
    busyReported.current = busy;
    busyListener.current?.(busy);
  }, [busy]);

  useEffect(() => {
    const pending = aborts.current;
    const urls = previews.current;
    return () => {
      for (const abort of pending.values()) abort();
      for (const url of urls) release(url);
      if (busyReported.current) busyListener.current?.(false);
    };
  }, []);

  const update = (key: number, patch: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const emit = (next: number[]) => {
    ids.current = next;
    onChange(next);
  };

  function describe(outcome: Extract<UploadOutcome, { ok: false }>): {
    error: string;
    retryable: boolean;
  } {
    if (outcome.reason === "too_large") return { error: t("tooLarge", { mb }), retryable: false };
    if (outcome.reason === "not_image") return { error: t("notImage"), retryable: false };
    if (outcome.reason === "too_many") return { error: t("tooMany"), retryable: false };
    if (outcome.errorKey === "generic" || outcome.errorKey === "badRequest")
      return { error: t("failed"), retryable: true };
    return { error: errorText(outcome.errorKey), retryable: true };
  }

  function start(item: Item) {
    if (!item.file) return;
    const request = sendImage(item.file, (fraction) =>
      update(item.key, { percent: Math.min(99, Math.round(fraction * 100)) }),
    );
    aborts.current.set(item.key, request.abort);
    void request.done.then((outcome) => {
      aborts.current.delete(item.key);
      if (!outcome.ok && outcome.aborted) return;
      if (outcome.ok) {
        update(item.key, {
          status: "done",
          percent: 100,
          id: outcome.image.id,
          url: outcome.image.url,
        });
        emit([...ids.current, outcome.image.id]);
        setAnnouncement(t("uploaded", { name: item.name }));
        return;
      }
      const { error, retryable } = describe(outcome);
      update(item.key, { status: "error", error, retryable });
      setAnnouncement(t("failedName", { name: item.name, reason: error }));
    });
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = ""; // the same file may be chosen again after a removal
    if (files.length === 0) return;
    const picked = files.slice(0, Math.max(0, room));
    const skipped = files.length - picked.length;
    setNotice(skipped > 0 ? t("limit", { max, skipped }) : "");
    const fresh = picked.map((file): Item => {
      const preview = previewOf(file);
      if (preview) previews.current.add(preview);
      const base = {
        key: nextKey.current++,
        file,
        name: file.name || "image",
        preview,
        percent: 0,
      };
      // checked here only to spare a doomed transfer; the server judges the content
      if (file.size > maxBytes)
        return { ...base, status: "error", error: t("tooLarge", { mb }), retryable: false };
      if (file.type && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
        return { ...base, status: "error", error: t("notImage"), retryable: false };
      return { ...base, status: "uploading" };
    });
    setItems((all) => [...all, ...fresh]);
    for (const item of fresh) if (item.status === "uploading") start(item);
    const refused = fresh.find((i) => i.status === "error");
    if (refused)
      setAnnouncement(t("failedName", { name: refused.name, reason: refused.error ?? "" }));
  }

  function retry(item: Item) {
    const again = {
      ...item,
      status: "uploading" as const,
      percent: 0,
      error: undefined,
      retryable: undefined,
    };
    update(item.key, again);
    start(again);
  }

  function dropPreview(item: Item) {
    if (!item.preview) return;
    release(item.preview);
    previews.current.delete(item.preview);
    update(item.key, { preview: null });
  }

  function remove(item: Item) {
    aborts.current.get(item.key)?.();
    aborts.current.delete(item.key);
    if (item.preview) {
      release(item.preview);
      previews.current.delete(item.preview);
    }
    setItems((all) => all.filter((i) => i.key !== item.key));
    if (item.status === "done" && item.id !== undefined)
      emit(ids.current.filter((x) => x !== item.id));
    setNotice("");
    setAnnouncement(t("removed", { name: item.name }));
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid="image-upload">
      <legend
        id={`${id}-label`}
        className="mb-1 flex w-full items-baseline justify-between gap-2 text-sm font-medium"
      >
        <span>{label}</span>
        <span className="text-xs font-normal text-muted">
          {t("count", { count: shown.length, max })}
        </span>
      </legend>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {shown.map((item) => {
          const src = item.status === "done" ? item.url : item.preview;
          return (
            <li
              key={item.key}
              className="relative flex min-w-0 flex-col gap-1"
              data-testid="image-upload-item"
            >
              <div className="aspect-square overflow-hidden rounded-brand bg-bg ring-1 ring-line">
                {src ? (
                  // eslint-disable-next-line @next/next/no-img-element -- already a bounded WebP from our own origin, or a local preview
                  <img
                    src={src}
                    alt={item.status === "done" ? t("thumbnail", { name: item.name }) : ""}
                    className={`h-full w-full object-cover ${item.status === "done" ? "" : "opacity-60"}`}
                    // a file the browser cannot draw (it may not be an image at all): no broken-image icon
                    onError={item.status === "done" ? undefined : () => dropPreview(item)}
                  />
                ) : null}
              </div>
              {item.status === "uploading" ? (
                <>
                  <div
                    role="progressbar"
                    aria-label={t("progress", { name: item.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={item.percent}
                    className="h-1.5 overflow-hidden rounded-full bg-line"
                  >
                    <div
                      className="h-full bg-primary transition-[width]"
                      style={{ width: `${item.percent}%` }}
                    />
                  </div>
                  <p className="truncate text-xs text-muted">
                    {t("uploading", { percent: item.percent })}
                  </p>
                </>
              ) : null}
              {item.status === "error" ? (
                <>
                  <p className="truncate text-xs text-ink">{item.name}</p>
                  <p className="text-xs text-accent" data-testid="image-upload-error">
                    {item.error}
                  </p>
                  {item.retryable ? (
                    <button
                      type="button"
                      onClick={() => retry(item)}
                      aria-label={t("retryName", { name: item.name })}
                      className="min-h-9 rounded-brand px-2 text-xs font-medium text-primary ring-1 ring-line hover:bg-bg"
                    >
                      {t("retry")}
                    </button>
                  ) : null}
                </>
              ) : null}
              <button
                type="button"
                onClick={() => remove(item)}
                aria-label={t("remove", { name: item.name })}
                className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-surface/90 text-lg leading-none text-ink shadow ring-1 ring-line hover:bg-surface"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
        {room > 0 ? (
          <li>
            <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-brand border border-dashed border-line text-center text-xs text-muted focus-within:border-primary focus-within:text-ink hover:text-ink">
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              <span id={`${id}-add`}>{t("add")}</span>
              <input
                type="file"
                accept={ACCEPT}
                multiple={room > 1}
                onChange={choose}
                aria-labelledby={`${id}-label ${id}-add`}
                aria-describedby={`${id}-hint`}
                className="sr-only"
                data-testid="image-upload-input"
              />
            </label>
          </li>
        ) : null}
      </ul>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t("hint", { mb, max })}
      </p>
      {notice ? <p className="text-xs text-accent">{notice}</p> : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
