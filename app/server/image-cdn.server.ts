import type { Settings } from "./env.server";
import { imageCdnList, OWN_ORIGIN, pickImageCdn } from "../rules/image-cdn";

/**
 * The image CDN this isolate uses (§9 "picked randomly from configured list"): picked once for each
 * configuration the isolate reads (readSettings keeps one frozen object per configuration,
 * decision 063), so every page of the isolate points at the same CDN and its images stay cached.
 */
const picks = new WeakMap<Settings, string>();

export function isolateImageCdn(settings: Pick<Settings, "IMAGE_CDNS" | "GATEWAY_URL">, random: () => number = Math.random): string {
  const known = picks.get(settings as Settings);
  if (known !== undefined) return known;
  const cdn = pickImageCdn(imageCdnList(settings.IMAGE_CDNS, settings.GATEWAY_URL), random);
  picks.set(settings as Settings, cdn);
  return cdn;
}

/** The origins img-src must allow for the list in force: every CDN of it (the own origin is 'self'). */
export function imageCdnOrigins(settings: Pick<Settings, "IMAGE_CDNS" | "GATEWAY_URL">): string[] {
  return imageCdnList(settings.IMAGE_CDNS, settings.GATEWAY_URL).filter((origin) => origin !== OWN_ORIGIN);
}
