import { describe, expect, it } from "vitest";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  contentRefusal,
  feedbackLength,
  imagesRefusal,
  isFeedbackCategory,
  normalizeFeedbackContent,
} from "./feedback-rules";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const GIF = new TextEncoder().encode("GIF89a");
const HTML = new TextEncoder().encode("<!doctype html>");
const file = (head: Uint8Array, size = 1024) => ({ size, head });

describe("§5 feedback content between two bounds (10–500 characters)", () => {
  it("refuses below 10 and above 500, accepts both bounds", () => {
    expect(contentRefusal("x".repeat(FEEDBACK_CONTENT_MIN - 1))).toBe("feedback.content.short");
    expect(contentRefusal("x".repeat(FEEDBACK_CONTENT_MIN))).toBeNull();
    expect(contentRefusal("x".repeat(FEEDBACK_CONTENT_MAX))).toBeNull();
    expect(contentRefusal("x".repeat(FEEDBACK_CONTENT_MAX + 1))).toBe("feedback.content.long");
  });
  it("counts after trimming, and characters as a reader sees them (an emoji is one)", () => {
    expect(contentRefusal(`   ${"x".repeat(9)}   `)).toBe("feedback.content.short");
    expect(feedbackLength("🎰".repeat(3))).toBe(3);
    expect(contentRefusal("🎰".repeat(FEEDBACK_CONTENT_MAX))).toBeNull();
    expect(normalizeFeedbackContent(" a\r\nb\rc ")).toBe("a\nb\nc");
  });
});

describe("§5 feedback images: png/jpg by content, at most 3, at most 5 MB each", () => {
  it("none is fine (images are optional)", () => {
    expect(imagesRefusal([])).toBeNull();
  });
  it("png and jpg pass by their magic bytes", () => {
    expect(imagesRefusal([file(PNG), file(JPG), file(PNG, FEEDBACK_IMAGE_MAX_BYTES)])).toBeNull();
  });
  it("a GIF or HTML is refused whatever it was called, naming which one", () => {
    expect(imagesRefusal([file(PNG), file(GIF)])).toEqual({ code: "feedback.image.type", index: 2 });
    expect(imagesRefusal([file(HTML)])).toEqual({ code: "feedback.image.type", index: 1 });
  });
  it("a 4th image and a 5 MB + 1 byte image are refused, and an empty file", () => {
    expect(imagesRefusal(Array.from({ length: FEEDBACK_IMAGES_MAX + 1 }, () => file(PNG)))).toEqual({ code: "feedback.image.count" });
    expect(imagesRefusal([file(PNG, FEEDBACK_IMAGE_MAX_BYTES + 1)])).toEqual({ code: "feedback.image.size", index: 1 });
    expect(imagesRefusal([file(PNG, 0)])).toEqual({ code: "feedback.image.size", index: 1 });
  });
});

describe("feedback categories", () => {
  it("are the six the form offers, and nothing else", () => {
    expect(FEEDBACK_CATEGORIES).toEqual(["deposit", "withdrawal", "games", "account", "suggestion", "other"]);
    expect(isFeedbackCategory("games")).toBe(true);
    expect(isFeedbackCategory("Games")).toBe(false);
    expect(isFeedbackCategory(null)).toBe(false);
  });
});
