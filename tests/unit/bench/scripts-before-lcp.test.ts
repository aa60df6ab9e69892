/**
 * The bench's reading of a Lighthouse report: how much script had arrived when the observed load
 * painted its largest element (scripts/bench/lighthouse.ts, scriptsBeforeLcp). Lighthouse's
 * simulated LCP waits for all of it, so this is what tells a fast run from a slow one.
 */
import { scriptsBeforeLcp } from "../../../scripts/bench/lighthouse";

// navigation at 1 000 000 µs, the network list's clock 2 ms later
const NAV_TS = 1_000_000;
const NET_TS = 1_002_000;

function report(lcpMsAfterNav: number | undefined, requests: object[]) {
  return {
    audits: {
      metrics: {
        details: {
          items: [
            {
              observedNavigationStartTs: NAV_TS,
              ...(lcpMsAfterNav === undefined
                ? {}
                : { observedLargestContentfulPaintTs: NAV_TS + lcpMsAfterNav * 1000 }),
            },
          ],
        },
      },
      "network-requests": {
        details: { debugData: { networkStartTimeTs: NET_TS }, items: requests },
      },
    },
  };
}

const doc = { resourceType: "Document", networkEndTime: 20, transferSize: 23 * 1024 };
const reactDom = { resourceType: "Script", networkEndTime: 260, transferSize: 72 * 1024 };
const router = { resourceType: "Script", networkEndTime: 241, transferSize: 46 * 1024 };
const small = { resourceType: "Script", networkEndTime: 219, transferSize: 3 * 1024 };
const image = { resourceType: "Image", networkEndTime: 192, transferSize: 1.5 * 1024 };

describe("scriptsBeforeLcp", () => {
  it.each([
    // painted at 330 ms after navigation = 328 ms on the network clock: every script had arrived
    ["paint after every script", 330, { observedLcpMs: 330, kb: 121, totalKb: 121 }],
    // painted at 225 ms (223 on the network clock): only the small one had arrived
    [
      "paint between the small script and the router",
      225,
      { observedLcpMs: 225, kb: 3, totalKb: 121 },
    ],
    // a script that ends exactly at the paint counts as arrived (243 ms = 241 + 2)
    ["paint as the router's last byte arrives", 243, { observedLcpMs: 243, kb: 49, totalKb: 121 }],
    ["paint before any script", 100, { observedLcpMs: 100, kb: 0, totalKb: 121 }],
  ])("%s", (_name, lcpMs, expected) => {
    expect(scriptsBeforeLcp(report(lcpMs, [doc, reactDom, router, small, image]))).toEqual(
      expected,
    );
  });

  it("counts only scripts, not the document or images", () => {
    expect(scriptsBeforeLcp(report(500, [doc, image]))).toEqual({
      observedLcpMs: 500,
      kb: 0,
      totalKb: 0,
    });
  });

  it("gives nothing when the report has no observed LCP", () => {
    expect(scriptsBeforeLcp(report(undefined, [reactDom]))).toBeNull();
    expect(scriptsBeforeLcp({})).toBeNull();
  });
});
