/** Envelope helpers: every answer is { success, value, code?, message? } (§7). */
export function ok(value: unknown = null, init?: ResponseInit): Response {
  return Response.json({ success: true, value }, init);
}

export function fail(code: string, message: string, status = 400, value?: unknown): Response {
  return Response.json({ success: false, code, message, ...(value === undefined ? {} : { value }) }, { status });
}

/** Reads a JSON object body; anything else is an empty object, so schemas report the missing fields. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Reads a multipart/form-data body (uploads); any other body is the envelope's refusal, to return as it is. */
export async function readMultipart(request: Request): Promise<FormData | Response> {
  const refusal = () => fail("request.invalid", "The request body must be multipart/form-data", 400);
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) return refusal();
  try {
    return await request.formData();
  } catch {
    return refusal();
  }
}
