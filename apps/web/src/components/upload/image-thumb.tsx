/**
 * A list cell's small image: a plain <img>, as the grid draws many rows and an antd Image per row costs
 * more than it shows. Nothing when there is no image.
 */
export function ImageThumb({ src, alt, size = 32 }: { src: string | null; alt: string; size?: number }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4, verticalAlign: 'middle' }}
    />
  );
}
