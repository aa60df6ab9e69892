"use client";

import { useEffect, useRef, useState } from "react";

/** Where the map's tiles come from; the CSP's img-src names this host (lib/http/csp.ts). */
export const TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';

/** static: the server's HTML (no JavaScript yet, or none at all: the fallback shows); waiting: until the section nears the screen */
type State = "static" | "waiting" | "loading" | "ready" | "failed";

/**
 * The product's location on an OpenStreetMap map. Nothing of the map — Leaflet's code,
 * its CSS or a tile — is fetched until the section comes near the screen; then Leaflet is imported
 * (it is not in the product page's first JavaScript). Without JavaScript, or when Leaflet or the
 * tiles fail, the box says so and the page's link (beside this box) opens the place in a maps app.
 */
export function LocationMap({
  lat,
  lng,
  label,
  loading,
  fallback,
}: {
  lat: number;
  lng: number;
  /** names the map for screen readers ("Map: Old Town Square, Taipei") */
  label: string;
  loading: string;
  fallback: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>("static");

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let live = true;
    let remove: (() => void) | null = null;
    setState("waiting");
    const load = async () => {
      setState("loading");
      try {
        const [{ default: L }] = await Promise.all([
          import("leaflet"),
          import("leaflet/dist/leaflet.css"),
        ]);
        if (!live) return;
        const map = L.map(el, {
          center: [lat, lng],
          zoom: 15,
          scrollWheelZoom: false,
          attributionControl: true,
        });
        map.attributionControl.setPrefix(false);
        let shown = false;
        L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION })
          .on("tileload", () => {
            shown = true;
            if (live) setState("ready");
          })
          // tiles that never come: say so (a tile that loads later still shows the map)
          .on("tileerror", () => {
            if (live && !shown) setState("failed");
          })
          .addTo(map);
        // the pin in the brand's colour (the box's text colour is text-primary): a vector marker,
        // so no marker image to fetch
        L.circleMarker([lat, lng], {
          radius: 9,
          color: "#fff",
          weight: 3,
          fillColor: getComputedStyle(el).color,
          fillOpacity: 1,
        }).addTo(map);
        remove = () => map.remove();
      } catch {
        if (live) setState("failed");
      }
    };
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        void load();
      },
      { rootMargin: "200px 0px" },
    );
    near.observe(el);
    return () => {
      live = false;
      near.disconnect();
      remove?.();
    };
  }, [lat, lng]);

  return (
    <div className="relative" data-testid="location-map" data-state={state}>
      <div
        ref={box}
        role="region"
        aria-label={label}
        className="relative z-0 h-56 w-full overflow-hidden rounded-brand bg-surface text-primary ring-1 ring-line"
      />
      {state === "ready" || state === "waiting" ? null : (
        <p
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4 text-center text-sm"
          data-testid="map-note"
          role={state === "failed" ? "status" : undefined}
        >
          <span className="rounded-brand bg-surface px-3 py-2 text-ink shadow-sm">
            {state === "loading" ? loading : fallback}
          </span>
        </p>
      )}
    </div>
  );
}
