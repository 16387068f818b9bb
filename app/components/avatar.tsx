/** The three sizes a diner's picture is drawn at: header, review, profile. */
const SIZES = {
  sm: { px: 36, box: 'h-9 w-9 text-sm' },
  md: { px: 44, box: 'h-11 w-11 text-base' },
  lg: { px: 96, box: 'h-24 w-24 text-3xl' },
} as const;

export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/**
 * A diner's round picture at a fixed size (classes, not inline styles: the CSP
 * blocks those). The initials sit underneath, so they show when there is no
 * picture and when it fails to load (a failed image with empty alt paints nothing).
 * They are drawn as generated content, not text: they decorate the name the
 * control around the avatar already gives, so its accessible name still matches
 * what it shows (WCAG 2.5.3).
 */
export function Avatar({ name, picture, size = 'sm' }: { name: string; picture: string | null; size?: keyof typeof SIZES }) {
  const { px, box } = SIZES[size];
  return (
    <span
      data-avatar={size}
      className={`relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800 ${box}`}
    >
      <span aria-hidden="true" data-initials={initials(name)} className="before:content-[attr(data-initials)]" />
      {picture ? (
        <img src={picture} alt="" width={px} height={px} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
      ) : null}
    </span>
  );
}
