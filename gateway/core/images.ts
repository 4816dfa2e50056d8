import { receiptRefusal, sniffImage, type ReceiptRefusal, type ReceiptType } from "../../contract/deposit-rules";

/**
 * Uploaded images (deposit receipts, promotion evidence): read from a multipart form, checked by
 * their bytes (contract/deposit-rules.ts: 1–3 png/jpg of at most 5 MB), hashed, and stored in R2
 * (binding RECEIPTS) before the batch that names them; removed again when that batch does not land.
 */
export type CheckedImage = { bytes: Uint8Array; type: ReceiptType; sha256: string };
export type StoredImage = CheckedImage & { key: string };

/** The non-empty files of a multipart field. */
export function filesOf(form: FormData, field: string): File[] {
  return form.getAll(field).filter((f): f is File => typeof f !== "string" && f.size > 0);
}

/** The files checked (the first rule they break, as the receipt codes) or read and hashed. */
export async function checkImages(files: readonly File[]): Promise<{ ok: true; images: CheckedImage[] } | { ok: false; code: ReceiptRefusal; index?: number }> {
  const contents = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
  const refused = receiptRefusal(contents.map((bytes) => ({ size: bytes.byteLength, head: bytes.subarray(0, 16) })));
  if (refused) return { ok: false, ...refused };
  const images = await Promise.all(
    contents.map(async (bytes) => ({
      bytes,
      type: sniffImage(bytes) as ReceiptType,
      sha256: [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join(""),
    })),
  );
  return { ok: true, images };
}

/** Puts the images under `folder` (1.png, 2.jpg …) and answers their keys. */
export async function putImages(bucket: R2Bucket, folder: string, images: readonly CheckedImage[]): Promise<StoredImage[]> {
  const stored = images.map((r, i) => ({ ...r, key: `${folder}/${i + 1}.${r.type === "image/png" ? "png" : "jpg"}` }));
  await Promise.all(stored.map((r) => bucket.put(r.key, r.bytes, { httpMetadata: { contentType: r.type }, sha256: r.sha256 })));
  return stored;
}

/** Removes stored images whose batch did not land (best effort). */
export async function dropImages(bucket: R2Bucket, stored: readonly StoredImage[]): Promise<void> {
  await bucket.delete(stored.map((r) => r.key)).catch(() => undefined);
}
