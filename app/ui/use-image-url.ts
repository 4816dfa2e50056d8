import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { contentImageUrl, OWN_ORIGIN } from "~/rules/image-cdn";

/**
 * The resolver of content image paths (banners, game and vendor icons, crests, promotion images,
 * badges, avatars) onto the image CDN the server picked (§9; the root loader hands it over). Without
 * root data (an error page, a component test) paths stay on the page's own origin.
 */
export function useImageUrl(): {
  (path: string): string;
  (path: string | null | undefined): string | null;
} {
  const cdn = useRouteLoaderData<{ imageCdn?: string }>("root")?.imageCdn ?? OWN_ORIGIN;
  return useCallback((path: string | null | undefined) => contentImageUrl(path, cdn), [cdn]) as ReturnType<typeof useImageUrl>;
}
