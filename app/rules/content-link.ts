/**
 * Where a content link leads (banners, pop-ups: §2 "links starting with http open externally,
 * others navigate inside the app"). Anything that is neither (javascript:, //host) is no link.
 */
export type ContentLink = { kind: "external"; href: string } | { kind: "internal"; href: string };

export function contentLinkTarget(link: string | null | undefined): ContentLink | null {
  if (!link) return null;
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return { kind: "external", href: trimmed };
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return { kind: "internal", href: trimmed };
  // A bare page name such as "rewardCenter" means the page of that name in the app.
  if (/^[A-Za-z][\w/-]*$/.test(trimmed)) return { kind: "internal", href: `/m/${trimmed}` };
  return null;
}
