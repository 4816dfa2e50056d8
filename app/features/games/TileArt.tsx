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
  if (src) return <img src={src} alt="" width={width} height={height} loading={eager ? "eager" : "lazy"} decoding="async" />;
  return (
    <span className={placeholderClass} aria-hidden="true">
      {initials}
    </span>
  );
}
