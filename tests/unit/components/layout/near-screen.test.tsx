import { act, render, screen } from "@testing-library/react";
import { useNearScreen } from "@/components/layout/near-screen";
import {
  installIntersectionObserver,
  type ObserverHandle,
} from "../../../support/intersection-observer";

// Islands below the fold (the product page's Q&A) load their code when they near the
// screen, not right after hydration.

function Probe() {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

describe("useNearScreen", () => {
  let observer: ObserverHandle;
  const saved = global.IntersectionObserver;
  beforeEach(() => {
    observer = installIntersectionObserver();
  });
  afterEach(() => {
    global.IntersectionObserver = saved;
  });

  it("is false until the element comes within 600 px of the screen, then stays true", () => {
    render(<Probe />);
    expect(screen.getByText("far")).toBeInTheDocument();
    expect(observer.options()?.rootMargin).toBe("600px 0px");
    act(() => observer.report(false));
    expect(screen.getByText("far")).toBeInTheDocument();
    act(() => observer.report(true));
    expect(screen.getByText("near")).toBeInTheDocument();
    act(() => observer.report(false));
    expect(screen.getByText("near")).toBeInTheDocument();
  });

  it("is true at once where the browser has no IntersectionObserver", async () => {
    Reflect.deleteProperty(global, "IntersectionObserver");
    render(<Probe />);
    expect(await screen.findByText("near")).toBeInTheDocument();
  });
});
