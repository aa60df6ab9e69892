// jsdom has no IntersectionObserver. installIntersectionObserver() puts a typed stand-in on the
// global for the test file's components and returns what the browser would do: report whether the
// observed elements are (or are not) near the screen, and the options the latest observer was
// built with.

export type ObserverHandle = {
  /** The latest observer reports its observed elements entering (true) or leaving (false) view. */
  report(isIntersecting: boolean): void;
  /** The options the latest observer was built with. */
  options(): IntersectionObserverInit | undefined;
};

function entryFor(target: Element, isIntersecting: boolean): IntersectionObserverEntry {
  const rect = target.getBoundingClientRect();
  return {
    target,
    isIntersecting,
    intersectionRatio: isIntersecting ? 1 : 0,
    boundingClientRect: rect,
    intersectionRect: rect,
    rootBounds: null,
    time: 0,
  };
}

export function installIntersectionObserver(): ObserverHandle {
  const built: FakeIntersectionObserver[] = [];

  class FakeIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: readonly number[];
    readonly targets = new Set<Element>();

    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly init?: IntersectionObserverInit,
    ) {
      this.rootMargin = init?.rootMargin ?? "0px";
      const threshold = init?.threshold ?? 0;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
      built.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  global.IntersectionObserver = FakeIntersectionObserver;
  return {
    report(isIntersecting) {
      const latest = built.at(-1);
      if (!latest) throw new Error("no IntersectionObserver was built");
      const entries = [...latest.targets].map((t) => entryFor(t, isIntersecting));
      if (entries.length) latest.callback(entries, latest);
    },
    options: () => built.at(-1)?.init,
  };
}
