import { describe, expect, it } from "vitest";
import { RECEIPT_MAX_BYTES, presetsWithin, receiptRefusal, sniffImage } from "./deposit-rules";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00");
const PDF = new TextEncoder().encode("%PDF-1.7");
const file = (head: Uint8Array, size = 1_000) => ({ size, head });

describe("receipts (W-DEP-07, SPEC §5)", () => {
  it("know png and jpg by their magic bytes, nothing else", () => {
    expect(sniffImage(PNG)).toBe("image/png");
    expect(sniffImage(JPG)).toBe("image/jpeg");
    expect(sniffImage(GIF)).toBeNull();
    expect(sniffImage(PDF)).toBeNull();
    expect(sniffImage(PNG.subarray(0, 7))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
  it("take one to three files of at most 5 MB each", () => {
    expect(receiptRefusal([file(PNG)])).toBeNull();
    expect(receiptRefusal([file(PNG), file(JPG), file(PNG, RECEIPT_MAX_BYTES)])).toBeNull();
    expect(receiptRefusal([])).toEqual({ code: "deposit.receipt.required" });
    expect(receiptRefusal([file(PNG), file(PNG), file(PNG), file(JPG)])).toEqual({ code: "deposit.receipt.count" });
  });
  it("refuse a 6 MB file, an empty one, a gif and a renamed pdf, naming which", () => {
    expect(receiptRefusal([file(PNG), file(JPG, 6 * 1024 * 1024)])).toEqual({ code: "deposit.receipt.size", index: 2 });
    expect(receiptRefusal([file(PNG, RECEIPT_MAX_BYTES + 1)])).toEqual({ code: "deposit.receipt.size", index: 1 });
    expect(receiptRefusal([file(PNG, 0)])).toEqual({ code: "deposit.receipt.size", index: 1 });
    expect(receiptRefusal([file(GIF)])).toEqual({ code: "deposit.receipt.type", index: 1 });
    expect(receiptRefusal([file(JPG), file(PDF)])).toEqual({ code: "deposit.receipt.type", index: 2 });
  });
});

describe("amount presets (W-DEP-03)", () => {
  it("are the configured list within [min, max], ascending, once each", () => {
    expect(presetsWithin([100, 50, 500, 100_000, 1_000, 500], 100, 50_000)).toEqual([100, 500, 1_000]);
    expect(presetsWithin([], 100, 50_000)).toEqual([]);
  });
});
