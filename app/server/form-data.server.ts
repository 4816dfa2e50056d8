import { data } from "react-router";

/** Enough for every form of the app (the largest, registration, is a few kB); no route takes uploads. */
export const FORM_BODY_LIMIT = 64 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** What an error boundary receives for a body the app cannot take (app/ui/ErrorState.tsx). */
export type RequestFailureData = { reason: "request.invalid" | "request.tooLarge" };

function refuse(status: 400 | 413 | 415) {
  return data<RequestFailureData>({ reason: status === 413 ? "request.tooLarge" : "request.invalid" }, { status });
}

/**
 * Every action reads its body through this: a form (url-encoded or multipart) of at most `limit`
 * bytes, or a thrown 415 / 413 / 400 that the route's error boundary renders. A client's mistake
 * (JSON, text, no Content-Type, a broken multipart, a huge body) is a 4xx, before anything changes,
 * rather than the 500 of `request.formData()` throwing.
 */
export async function readFormData(request: Request, { limit = FORM_BODY_LIMIT }: { limit?: number } = {}): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.has(contentType.split(";")[0]!.trim().toLowerCase())) throw refuse(415);
  const declared = request.headers.get("Content-Length");
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim())) throw refuse(400);
    if (Number(declared) > limit) throw refuse(413);
  }
  // The declared length may be absent (chunked) or wrong: count what actually arrives.
  const body = await readAtMost(request, limit);
  if (body === "tooLarge") throw refuse(413);
  if (body === "broken") throw refuse(400);
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refuse(400);
  }
}

async function readAtMost(request: Request, limit: number): Promise<ArrayBuffer | "tooLarge" | "broken"> {
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return "tooLarge";
      }
      chunks.push(value);
    }
  } catch {
    return "broken";
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out.buffer;
}
