"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { captchaProof, type CaptchaProof } from "./captcha-proof";

// The widget's own words, taken from messages (auth.captcha) and registered under a private
// language code so the widget never falls back to its bundled English.
const STRING_KEYS = [
  "ariaLinkLabel",
  "cancel",
  "enterCode",
  "enterCodeAria",
  "enterCodeFromImage",
  "error",
  "expired",
  "footer",
  "getAudioChallenge",
  "label",
  "loading",
  "reload",
  "verify",
  "verificationRequired",
  "verified",
  "verifying",
  "waitAlert",
] as const;

// The widget's colours follow the brand tokens (it reads these custom properties).
const WIDGET_THEME = {
  "--altcha-color-primary": "var(--brand-primary)",
  "--altcha-color-primary-content": "var(--brand-primary-contrast)",
  "--altcha-color-base": "var(--brand-surface)",
  "--altcha-color-base-content": "var(--brand-text)",
  "--altcha-color-error": "var(--brand-accent)",
  "--altcha-border-color": "var(--brand-border)",
  "--altcha-border-radius": "var(--brand-radius)",
} as CSSProperties;

type AltchaGlobal = { i18n: { set: (language: string, strings: Record<string, string>) => void } };

/**
 * Spec §8: after 30009 the sign-in needs a human check. The altcha web component (proof of work,
 * no third party) is loaded only now, fetches its challenge from /api/auth/captcha, and reports the
 * solved payload; `onVerified` retries the sign-in with it. A new `round` (another 30009) mounts a
 * fresh widget, because a solved challenge is spent once.
 */
export function Captcha({
  round,
  onVerified,
}: {
  round: number;
  onVerified: (proof: CaptchaProof) => void;
}) {
  const t = useTranslations("auth");
  const tc = useTranslations("auth.captcha");
  const locale = useLocale();
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onVerified);
  const [failed, setFailed] = useState(false);
  const strings = useMemo(() => Object.fromEntries(STRING_KEYS.map((k) => [k, tc(k)])), [tc]);

  useEffect(() => {
    latest.current = onVerified;
  }, [onVerified]);

  useEffect(() => {
    let cancelled = false;
    let widget: HTMLElement | null = null;
    const onVerifiedEvent = (event: Event) => {
      const proof = captchaProof((event as CustomEvent<{ payload?: unknown }>).detail?.payload);
      if (proof) latest.current(proof);
    };
    const language = `tf-${locale}`;
    import("altcha")
      .then(() => {
        if (cancelled || !host.current) return;
        (globalThis as { $altcha?: AltchaGlobal }).$altcha?.i18n.set(language, strings);
        widget = document.createElement("altcha-widget");
        widget.setAttribute("challenge", "/api/auth/captcha");
        widget.setAttribute("language", language);
        widget.setAttribute("name", "altcha");
        widget.addEventListener("verified", onVerifiedEvent);
        host.current.replaceChildren(widget);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      widget?.removeEventListener("verified", onVerifiedEvent);
      widget?.remove();
    };
  }, [round, locale, strings]);

  return (
    <section
      aria-labelledby="captcha-title"
      data-testid="captcha"
      className="mt-4 rounded-brand border border-line bg-bg p-4"
    >
      <h2 id="captcha-title" className="text-sm font-semibold">
        {t("captchaTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("captchaHelp")}</p>
      <div ref={host} className="mt-3 min-h-14" style={WIDGET_THEME} />
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-accent">
          {tc("error")}
        </p>
      ) : null}
    </section>
  );
}
