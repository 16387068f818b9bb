/**
 * Small decorative icons (aria-hidden). Each is one element: a mask of its drawing
 * (the .icon-* classes in app/tailwind.css) painted in the text colour, so a card
 * carries a short span instead of an SVG's markup, and the drawings travel once, in
 * the cached stylesheet. Size them with the usual h-* and w-* classes.
 */
type IconProps = { className?: string };

function icon(drawing: string) {
  return function Icon({ className = 'h-5 w-5', filled = false }: IconProps & { filled?: boolean }) {
    return <span className={`icon icon-${drawing}${filled ? '-filled' : ''} ${className}`} aria-hidden="true" />;
  };
}

export const SearchIcon = icon('search');
/** `filled`: the saved heart. */
export const HeartIcon = icon('heart');
/** `filled`: a chosen star. */
export const StarIcon = icon('star');
export const BellIcon = icon('bell');
export const MapPinIcon = icon('map-pin');
export const PhoneIcon = icon('phone');
export const GlobeIcon = icon('globe');
export const ClockIcon = icon('clock');
export const ArrowLeftIcon = icon('arrow-left');
export const MenuIcon = icon('menu');
/** Good to know: a yes fact, a no fact, and each group's and line's drawing. */
export const CheckIcon = icon('check');
export const CrossIcon = icon('x');
export const LeafIcon = icon('leaf');
export const AccessibleIcon = icon('accessible');
export const ArmchairIcon = icon('armchair');
export const WineIcon = icon('wine');
export const UtensilsIcon = icon('utensils');
export const WalletIcon = icon('wallet');
