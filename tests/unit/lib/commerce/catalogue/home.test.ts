import { capModule, layoutFor, moduleMax } from "@/lib/commerce/catalogue/home";
import type { HomeModule } from "@/lib/commerce/platform/config.schema";

// Spec §9 home maxima: banners 8, icon menus 10, theme images 4, surroundings 8; themed rows 8 in
// home variant 2, else 10; recommended page size 12.
describe("moduleMax (spec §2 Home, §9)", () => {
  it.each([
    [1, 1, 8],
    [1, 2, 8],
    [2, 1, 10],
    [3, 1, 10],
    [3, 2, 8],
    [5, 1, 10],
    [5, 2, 8],
    [4, 1, 4],
    [6, 1, 12],
    [7, 2, 8],
    [99, 1, 0],
  ])("module type %i in variant %i shows at most %i", (type, variant, max) => {
    expect(moduleMax(type, variant)).toBe(max);
  });

  const link = (id: number) => ({
    id,
    title: `t${id}`,
    image: "/media/icon/a.svg",
    redirect_type: 1,
    link: "1",
  });
  it("cuts link lists and themed rows to the maxima", () => {
    const banners = {
      id: 1,
      module_type: 1,
      style_type: 1,
      title: "b",
      data: Array.from({ length: 12 }, (_, i) => link(i)),
    } as HomeModule;
    expect((capModule(banners, 1).data as unknown[]).length).toBe(8);
    const product = { id: 1 } as never;
    const row = {
      id: 2,
      module_type: 3,
      style_type: 2,
      title: "r",
      data: { theme_id: 1, title: "r", products: Array.from({ length: 10 }, () => product) },
    } as HomeModule;
    expect((capModule(row, 2).data as { products: unknown[] }).products.length).toBe(8);
    expect((capModule(row, 1).data as { products: unknown[] }).products.length).toBe(10);
  });

  it.each([
    [1, "classic"],
    [2, "compact"],
    [0, "compact"],
  ])("style_type %i selects the %s layout", (style, layout) => {
    expect(layoutFor(style)).toBe(layout);
  });
});
