import { Link } from "react-router";
import type { ContentLink } from "~/rules/content-link";
import { useImageUrl } from "~/ui/use-image-url";

export type BannerSlide = { id: number; title: string; imageUrl: string; link: ContentLink | null };

/** A banner and its action: inside the app a link, http(s) a new tab, no action a plain image. */
export function BannerLink({ banner, eager }: { banner: BannerSlide; eager: boolean }) {
  const imageUrl = useImageUrl();
  const image = (
    <img
      src={imageUrl(banner.imageUrl)}
      alt={banner.title}
      width={750}
      height={300}
      className="banners__image"
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      // React 18 does not know fetchPriority yet: the lower-case attribute reaches the HTML as is.
      {...(eager ? { fetchpriority: "high" } : {})}
      draggable={false}
    />
  );
  if (!banner.link) return <div className="banners__link">{image}</div>;
  if (banner.link.kind === "external") {
    return (
      <a href={banner.link.href} className="banners__link" target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <Link to={banner.link.href} className="banners__link" prefetch="intent">
      {image}
    </Link>
  );
}
