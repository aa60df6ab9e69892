import { act, render, screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { LocationMap, TILE_URL } from "@/components/product/location-map";
import {
  installIntersectionObserver,
  type ObserverHandle,
} from "../../../support/intersection-observer";

// The product's map loads Leaflet (and so its tiles) only once the section nears the
// screen; when the tiles or Leaflet fail, the box says so (the page's link opens a maps app).

type Handler = () => void;
const tileHandlers: Record<string, Handler> = {};
const leaflet = {
  map: jest.fn(() => ({ attributionControl: { setPrefix: jest.fn() }, remove: jest.fn() })),
  tileLayer: jest.fn(() => {
    type Layer = { on(event: string, handler: Handler): Layer; addTo: jest.Mock };
    const layer: Layer = {
      on(event: string, handler: Handler): Layer {
        tileHandlers[event] = handler;
        return layer;
      },
      addTo: jest.fn(() => layer),
    };
    return layer;
  }),
  circleMarker: jest.fn(() => ({ addTo: jest.fn() })),
};
let leafletFails = false;
const imported = jest.fn();
// the module's export is read once the import resolves: that read is "Leaflet loaded" (or failed)
jest.mock("leaflet", () => ({
  __esModule: true,
  get default() {
    imported();
    if (leafletFails) throw new Error("chunk failed");
    return leaflet;
  },
}));
jest.mock("leaflet/dist/leaflet.css", () => ({}));

let observer: ObserverHandle;
beforeEach(() => {
  jest.clearAllMocks();
  for (const k of Object.keys(tileHandlers)) delete tileHandlers[k];
  leafletFails = false;
  observer = installIntersectionObserver();
});

async function renderMap() {
  render(
    <LocationMap
      lat={22.27591}
      lng={114.14551}
      label="Map: Victoria Peak, Hong Kong"
      loading="Loading map…"
      fallback="The map can't be shown here."
    />,
  );
  return TILE_URL;
}

describe("LocationMap", () => {
  it("says in the server's HTML that the map cannot be shown (what a browser without JavaScript keeps)", () => {
    const html = renderToStaticMarkup(
      <LocationMap lat={1} lng={2} label="Map" loading="Loading map…" fallback="No map here." />,
    );
    expect(html).toContain('data-state="static"');
    expect(html).toContain("No map here.");
    expect(html).not.toContain("Loading map…");
  });

  it("imports nothing of the map until the section nears the screen, then shows OSM tiles with attribution", async () => {
    const tiles = await renderMap();
    expect(screen.getByRole("region", { name: "Map: Victoria Peak, Hong Kong" })).toBeTruthy();
    expect(screen.getByTestId("location-map").getAttribute("data-state")).toBe("waiting");
    expect(imported).not.toHaveBeenCalled();
    expect(leaflet.tileLayer).not.toHaveBeenCalled();
    expect(observer.options()?.rootMargin).toBe("200px 0px");

    await act(async () => observer.report(false));
    expect(imported).not.toHaveBeenCalled();

    await act(async () => observer.report(true));
    await waitFor(() => expect(leaflet.tileLayer).toHaveBeenCalled());
    expect(leaflet.tileLayer).toHaveBeenCalledWith(
      "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      expect.objectContaining({ attribution: expect.stringContaining("OpenStreetMap") }),
    );
    expect(tiles).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(leaflet.map).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ center: [22.27591, 114.14551], scrollWheelZoom: false }),
    );
    expect(screen.getByText("Loading map…")).toBeTruthy();
    await act(async () => tileHandlers.tileload!());
    expect(screen.getByTestId("location-map").getAttribute("data-state")).toBe("ready");
    expect(screen.queryByTestId("map-note")).toBeNull();
  });

  it("says the map cannot be shown when no tile loads", async () => {
    await renderMap();
    await act(async () => observer.report(true));
    await waitFor(() => expect(tileHandlers.tileerror).toBeDefined());
    await act(async () => tileHandlers.tileerror!());
    expect(screen.getByTestId("location-map").getAttribute("data-state")).toBe("failed");
    expect(screen.getByRole("status").textContent).toBe("The map can't be shown here.");
  });

  it("says the map cannot be shown when Leaflet itself fails to load", async () => {
    leafletFails = true;
    await renderMap();
    await act(async () => observer.report(true));
    await waitFor(() =>
      expect(screen.getByTestId("location-map").getAttribute("data-state")).toBe("failed"),
    );
    expect(screen.getByText("The map can't be shown here.")).toBeTruthy();
    expect(leaflet.map).not.toHaveBeenCalled();
  });
});
