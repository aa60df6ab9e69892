import { act, render, screen } from "@testing-library/react";
import { useIdle } from "@/components/layout/idle-import";

// The islands that wait for the browser's idle time (home's card rows, the header's
// account islands, the product page's live buttons) wake together when they were hydrated
// together — one idle callback, one render — so their mounting work (the hearts' one ids request)
// is one tick's.

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${useIdle() ? "idle" : "waiting"}`}</p>;
}

const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

describe("useIdle", () => {
  const asked: IdleRequestCallback[] = [];
  beforeEach(() => {
    asked.length = 0;
    window.requestIdleCallback = (run) => asked.push(run);
  });
  afterEach(() => {
    Reflect.deleteProperty(window, "requestIdleCallback");
  });

  it("wakes the islands of one commit with one idle callback, and later islands with their own", async () => {
    render(
      <>
        <Probe name="a" />
        <Probe name="b" />
        <Probe name="c" />
      </>,
    );
    expect(asked).toHaveLength(1);
    expect(screen.getByText("a: waiting")).toBeInTheDocument();
    act(() => asked[0]!(deadline));
    for (const name of ["a", "b", "c"])
      expect(screen.getByText(`${name}: idle`)).toBeInTheDocument();

    await act(async () => {}); // a later task
    render(<Probe name="d" />);
    expect(asked).toHaveLength(2);
    expect(screen.getByText("d: waiting")).toBeInTheDocument();
    act(() => asked[1]!(deadline));
    expect(screen.getByText("d: idle")).toBeInTheDocument();
  });
});
