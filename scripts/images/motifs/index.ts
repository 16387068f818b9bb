import { BAKERY_MOTIFS } from './bakery';
import { BOWL_MOTIFS } from './bowls';
import { DRINK_AND_PLACE_MOTIFS } from './drinks-and-places';
import { GRILL_MOTIFS } from './grill';

/** Every drawing by name; a motif draws the food (and its plate) onto the shared scene. */
export const MOTIFS = { ...GRILL_MOTIFS, ...BOWL_MOTIFS, ...BAKERY_MOTIFS, ...DRINK_AND_PLACE_MOTIFS };

export type MotifName = keyof typeof MOTIFS;
