import { describe, expect, it } from "vitest";
import { applyRefusalKey, evidenceError, IntentForm, readEvidence } from "./apply-form";

const png = (size = 16) => {
  const b = new Uint8Array(size);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([b], "a.png", { type: "image/png" });
};
const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], "a.png", { type: "image/png" });

describe("P-ACT-02 the apply form's evidence (§5: remark 140, 3 png/jpg of 5 MB)", () => {
  it("accepts 140 characters and up to three images", async () => {
    expect(await evidenceError("required", { remark: "x".repeat(140), images: [png(), png(), png()] })).toBeNull();
    expect(await evidenceError("optional", { remark: "", images: [] })).toBeNull();
    expect(await evidenceError("none", { remark: "x".repeat(500), images: [gif] })).toBeNull();
  });
  it("refuses a 141-character remark, a fourth image, none when required, a large or wrong file", async () => {
    expect(await evidenceError("optional", { remark: "x".repeat(141), images: [] })).toBe("promotions.activity.error.remarkLength");
    expect(await evidenceError("required", { remark: "", images: [png(), png(), png(), png()] })).toBe("promotions.activity.error.imagesCount");
    expect(await evidenceError("required", { remark: "", images: [] })).toBe("promotions.activity.error.imagesRequired");
    expect(await evidenceError("required", { remark: "", images: [png(5 * 1024 * 1024 + 1)] })).toBe("promotions.activity.error.imagesSize");
    expect(await evidenceError("required", { remark: "", images: [gif] })).toBe("promotions.activity.error.imagesType");
  });
  it("reads the form: trims the remark, drops empty file inputs", () => {
    const f = new FormData();
    f.set("remark", "  hi ");
    f.append("images", new File([], ""));
    f.append("images", png());
    expect(readEvidence(f)).toMatchObject({ remark: "hi", images: [expect.any(File)] });
    expect(IntentForm.safeParse({ intent: "apply", id: "9" }).success).toBe(true);
    expect(IntentForm.safeParse({ intent: "claim", id: "9" }).success).toBe(false);
  });
  it("maps gateway refusals to translated keys", () => {
    expect(applyRefusalKey("promotion.ineligible")).toBe("promotions.activity.error.ineligible");
    expect(applyRefusalKey("promotion.evidence.count")).toBe("promotions.activity.error.imagesCount");
    expect(applyRefusalKey("promotion.not.cancellable")).toBe("content.activity.toastFailed");
    expect(applyRefusalKey("system.error")).toBeNull();
  });
});
