"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import {
  type ComponentProps,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createPortal } from "react-dom";
import type { Brand } from "@/brands";
import { customerServiceOpen } from "@/lib/commerce/support/service-hours";
import { CHAT_DOCK, coversContent } from "./keep-clear";

// The panel (and what it imports) is a separate chunk, fetched on the first press only, with its
// words (./chat-messages.tsx): catalogue pages carry the button and nothing more.
const ChatPanel = dynamic(
  () =>
    Promise.all([import("./chat-panel"), import("./chat-messages")]).then(
      ([{ ChatPanel: Panel }, { ChatMessages }]) =>
        function LoadedChatPanel(props: ComponentProps<typeof Panel>) {
          return (
            <ChatMessages>
              <Panel {...props} />
            </ChatMessages>
          );
        },
    ),
  { ssr: false },
);

// the §9 hours are re-read every minute; on the server (and while hydrating) the status is unknown
const everyMinute = (tick: () => void) => {
  const id = setInterval(tick, 60_000);
  return () => clearInterval(id);
};

export type ChatIcons = { chatbot: string; online: string; offline: string };

// On a phone a floating button always sits over something (option prices, a form's
// field, "Grab it"), so there the button docks in the header bar, in a place kept for it
// (HeaderBar's CHAT_DOCK), like the shops' own phone sites; from the tablet width up it floats in
// the corner and steps aside while it would cover a control marked data-keep-clear.
const PHONE = "(max-width: 767.98px)";
const onWidthChange = (tell: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", tell);
  return () => query.removeEventListener("change", tell);
};

/** §1 chat widget: the brand's `chatbot_icon` with the online/offline icon of the §9 hours; opens the panel. */
export function ChatLauncher({ icons, contact }: { icons: ChatIcons; contact: Brand["contact"] }) {
  const t = useTranslations("chat");
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const launcherRef = useRef<HTMLDivElement>(null);
  // on the server and while hydrating: the floating button (hidden on a phone by CSS until then)
  const phone = useSyncExternalStore(
    onWidthChange,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  const dock = phone ? document.querySelector<HTMLElement>(`[${CHAT_DOCK}]`) : null;
  // floating, it steps aside (hidden) while it would cover a data-keep-clear control (./keep-clear.ts):
  // checked after a scroll or resize settles and when the page's content grows or shrinks
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (dock) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const button = buttonRef.current;
      const launcher = launcherRef.current;
      if (button && launcher) setAside(coversContent(button, launcher));
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(check, 200);
    };
    check();
    window.addEventListener("scroll", later, { passive: true });
    window.addEventListener("resize", later);
    const grown = new ResizeObserver(later);
    grown.observe(document.body);
    return () => {
      clearTimeout(timer);
      grown.disconnect();
      window.removeEventListener("scroll", later);
      window.removeEventListener("resize", later);
    };
  }, [dock]);
  const online = useSyncExternalStore(
    everyMinute,
    () => customerServiceOpen(new Date()),
    () => null,
  );
  const status = online === null ? null : online ? t("online") : t("offline");

  const button = (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={wanted ? panelId : undefined}
      data-testid="chat-button"
      data-online={online === null ? undefined : String(online)}
      data-docked={dock ? "header" : undefined}
      onClick={() => {
        setWanted(true);
        setOpen((v) => !v);
      }}
      className={
        dock
          ? "relative flex h-9 w-9 items-center justify-center rounded-full bg-primary text-primary-contrast hover:opacity-90"
          : `relative h-12 w-12 items-center justify-center rounded-full bg-primary text-primary-contrast shadow-lg hover:opacity-90 max-md:hidden md:flex ${aside && !open ? "invisible" : ""}`
      }
    >
      <span className="sr-only">{open ? t("close") : t("open")}</span>
      {/* eslint-disable-next-line @next/next/no-img-element -- the platform's small SVG icon */}
      <img
        src={icons.chatbot}
        alt=""
        width={28}
        height={28}
        // low: React would otherwise preload it in the head, beside the page's own largest image
        fetchPriority="low"
        className={dock ? "h-5 w-5" : "h-7 w-7"}
      />
      {status ? (
        // eslint-disable-next-line @next/next/no-img-element -- the platform's small SVG icon
        <img
          src={online ? icons.online : icons.offline}
          alt={status}
          title={status}
          width={18}
          height={18}
          className={`absolute rounded-full bg-surface p-px ${dock ? "-right-1 -top-1 h-3.5 w-3.5" : "-right-0.5 -top-0.5 h-[18px] w-[18px]"}`}
          data-testid="chat-status"
        />
      ) : null}
    </button>
  );

  return (
    <div
      ref={launcherRef}
      className="fixed bottom-[calc(5rem+var(--bottom-bar,0px))] right-4 z-30 flex flex-col items-end gap-2 print:hidden"
    >
      {wanted ? (
        <ChatPanel
          id={panelId}
          open={open}
          online={online}
          onClose={() => setOpen(false)}
          contact={contact}
        />
      ) : null}
      {dock ? createPortal(button, dock) : button}
    </div>
  );
}
