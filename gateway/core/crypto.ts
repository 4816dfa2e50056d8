/**
 * Password hashing and tokens on WebCrypto (available in workerd and Node 20 alike).
 * PBKDF2-SHA-256 at 100 000 iterations: the most Workers' WebCrypto accepts.
 */
const ITERATIONS = 100_000;
const encoder = new TextEncoder();

const HEX_OF_BYTE = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

/** Every gateway call hashes its token: a table and a loop, not an array of strings per byte. */
function toHex(bytes: ArrayBuffer | Uint8Array): string {
  let hex = "";
  for (const b of new Uint8Array(bytes)) hex += HEX_OF_BYTE[b];
  return hex;
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  return crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
}

/** Format: pbkdf2$<iterations>$<salt hex>$<hash hex>. A salt may be given for a deterministic seed. */
export async function hashPassword(password: string, salt: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(16))): Promise<string> {
  const hash = await derive(password, salt, ITERATIONS);
  return `pbkdf2$${ITERATIONS}$${toHex(salt)}$${toHex(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, saltHex, hashHex] = stored.split("$");
  if (scheme !== "pbkdf2" || !iterations || !saltHex || !hashHex) return false;
  const actual = new Uint8Array(await derive(password, fromHex(saltHex), Number(iterations)));
  const expected = fromHex(hashHex);
  if (actual.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ expected[i]!;
  return diff === 0;
}

export function newToken(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

export async function sha256Hex(value: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(value)));
}
