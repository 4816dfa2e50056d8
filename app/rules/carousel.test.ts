import { describe, expect, it } from "vitest";
import { bannerCarouselOptions, hotMatchCarouselOptions, shownSlideIndex } from "./carousel";

describe("§2 banner carousel: autoplay 5000 ms, pagination and loop with more than one banner", () => {
  it("autoplays every 5000 ms, loops and paginates with several banners", () => {
    expect(bannerCarouselOptions(4)).toMatchObject({ direction: "horizontal", loop: true, pagination: true, autoplay: { delay: 5000 } });
  });
  it("does not autoplay (nor loop, nor paginate) a single banner", () => {
    expect(bannerCarouselOptions(1)).toMatchObject({ loop: false, pagination: false, autoplay: false });
  });
});

describe("§2 hot-match strip: vertical, autoplay 5000 ms, 500 ms transition, loops only with more than one", () => {
  it("is vertical with the spec's timings", () => {
    expect(hotMatchCarouselOptions(6)).toMatchObject({ direction: "vertical", speed: 500, loop: true, autoplay: { delay: 5000 } });
  });
  it("neither loops nor autoplays one match", () => {
    expect(hotMatchCarouselOptions(1)).toMatchObject({ loop: false, autoplay: false });
  });
});

describe("shownSlideIndex: the strip's slide Swiper takes over at (decision 056)", () => {
  it("rounds the scroll offset to the nearest slide", () => {
    expect(shownSlideIndex(0, 358, 4)).toBe(0);
    expect(shownSlideIndex(358, 358, 4)).toBe(1);
    expect(shownSlideIndex(358 * 2 - 100, 358, 4)).toBe(2);
    expect(shownSlideIndex(358 * 2 + 150, 358, 4)).toBe(2);
  });
  it("stays within the slides, and reads 0 for a strip that is not laid out", () => {
    expect(shownSlideIndex(358 * 9, 358, 4)).toBe(3);
    expect(shownSlideIndex(-20, 358, 4)).toBe(0);
    expect(shownSlideIndex(100, 0, 4)).toBe(0);
    expect(shownSlideIndex(100, 64, 0)).toBe(0);
  });
});
