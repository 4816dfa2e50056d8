/** Merges header sets; several Set-Cookie values all survive (a plain spread would keep one). */
export function combineHeaders(...sets: Array<HeadersInit | null | undefined>): Headers {
  const combined = new Headers();
  for (const set of sets) {
    if (!set) continue;
    for (const [key, value] of new Headers(set).entries()) {
      if (key.toLowerCase() === "set-cookie") continue;
      combined.set(key, value);
    }
    for (const cookie of new Headers(set).getSetCookie()) combined.append("Set-Cookie", cookie);
  }
  return combined;
}
