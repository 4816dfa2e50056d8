import { describe, expect, it } from "vitest";
import { bannerCarouselOptions, hotMatchCarouselOptions } from "./carousel";

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
