/**
 * Every content picture: explicit width and height (so nothing shifts as it
 * loads), lazy unless it is above the fold, and a placeholder when the file
 * fails to load (with JavaScript; without it the browser shows the alt text).
 */
export function Picture({
  src,
  fallback,
  alt = '',
  width = 800,
  height = 500,
  eager = false,
  className = '',
}: {
  src: string | null | undefined;
  fallback?: string;
  alt?: string;
  width?: number;
  height?: number;
  eager?: boolean;
  className?: string;
}) {
  const source = src ?? fallback;
  if (!source) return null;
  return (
    <img
      src={source}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`bg-stone-200 object-cover ${className}`}
      onError={
        fallback
          ? (e) => {
              if (!e.currentTarget.src.endsWith(fallback)) e.currentTarget.src = fallback;
            }
          : undefined
      }
    />
  );
}
