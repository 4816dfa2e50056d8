import { useImageUrl } from "~/ui/use-image-url";

/** A tile's picture (lazy unless among the first, sized so nothing shifts), or initials while it has none. */
export function TileArt({
  src,
  width,
  height,
  eager,
  initials,
  placeholderClass,
}: {
  src: string | null | undefined;
  width: number;
  height: number;
  eager: boolean;
  initials: string;
  placeholderClass: string;
}) {
  const imageUrl = useImageUrl();
  if (src) return <img src={imageUrl(src)} alt="" width={width} height={height} loading={eager ? "eager" : "lazy"} decoding="async" />;
  return (
    <span className={placeholderClass} aria-hidden="true">
      {initials}
    </span>
  );
}
