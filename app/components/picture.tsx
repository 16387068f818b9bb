/** The placeholder pictures, shown for a missing image and in place of one that fails to load. */
const PLACEHOLDERS = {
  restaurant: '/images/placeholder-restaurant.svg',
  food: '/images/placeholder-food.svg',
} as const;
type Placeholder = keyof typeof PLACEHOLDERS;

/**
 * Every content picture: explicit width and height (so nothing shifts as it
 * loads), lazy unless it is above the fold. A file that fails to load shows
 * the placeholder, or the words "Image not found" when there is none, from
 * CSS alone (app/tailwind.css `.picture`): browsers draw an image's ::after
 * only when it is broken, over the broken-image icon. So it works on pages
 * served without scripts and for images that fail before React starts.
 */
export function Picture({
  src,
  placeholder,
  alt = '',
  width = 800,
  height = 500,
  eager = false,
  className = '',
}: {
  src: string | null | undefined;
  placeholder?: Placeholder;
  alt?: string;
  width?: number;
  height?: number;
  eager?: boolean;
  className?: string;
}) {
  const source = src ?? (placeholder ? PLACEHOLDERS[placeholder] : null);
  if (!source) return null;
  // Above the fold the picture is likely the largest paint: fetch it ahead of the
  // page's scripts. (React 18 knows no fetchPriority prop, so the attribute is spelled as HTML has it.)
  const priority = eager ? { fetchpriority: 'high' } : {};
  return (
    <img
      {...priority}
      src={source}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`picture ${placeholder ? `picture-${placeholder}` : 'picture-missing'} object-cover ${className}`}
    />
  );
}
