/**
 * AES-GCM sealing, on WebCrypto only: the app seals its session cookie and the login and register
 * bodies it sends; the gateway opens those bodies. The key is SHA-256 of a secret from the
 * environment; the output is base64url(iv ‖ ciphertext). Any tampering makes `open` return null.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.digest("SHA-256", encoder.encode(secret)).then((raw) => crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]));
    keys.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  try {
    const s = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function seal(value: unknown, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFor(secret), encoder.encode(JSON.stringify(value)));
  const out = new Uint8Array(iv.length + data.byteLength);
  out.set(iv);
  out.set(new Uint8Array(data), iv.length);
  return toBase64Url(out);
}

/** Tries each secret in turn (rotation); null when none opens it. */
export async function open(sealed: string, secrets: string[]): Promise<unknown> {
  const bytes = fromBase64Url(sealed);
  if (!bytes || bytes.length < 13) return null;
  for (const secret of secrets) {
    try {
      const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, 12) }, await keyFor(secret), bytes.slice(12));
      return JSON.parse(decoder.decode(plain));
    } catch {
      // wrong key or tampered: try the next secret
    }
  }
  return null;
}

/** §7: sealed bodies say so in this header, with this scheme as its value. */
export const ENCRYPTION_HEADER = "X-Body-Encryption";
export const ENCRYPTION_SCHEME = "AES-GCM";

/** Bodies are sealed with a key derived for this purpose only, never the session's. */
export function bodyKey(secret: string): string {
  return `gateway-body:${secret}`;
}
