import { readJson } from "./http";
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME, bodyKey, open } from "../../contract/seal";

/**
 * Reads a body the client sealed (§7: login and register travel encrypted with an encryption
 * header). Null when the header is missing or the seal does not open: such calls are refused.
 */
export async function readSealedJson(request: Request, secret: string): Promise<Record<string, unknown> | null> {
  if (request.headers.get(ENCRYPTION_HEADER) !== ENCRYPTION_SCHEME) return null;
  const { data } = await readJson(request);
  if (typeof data !== "string") return null;
  const value = await open(data, [bodyKey(secret)]);
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Form-encoded bodies (the spec's form-encoded calls, e.g. forgot-password e-mail). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  try {
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    return {};
  }
}
