import { z } from 'zod';
import { SLUG_PATTERN } from './slug';

/*
 * The pieces every desk form's schema is made of. Every field arrives as text so
 * the forms work without JavaScript and on a phone; Conform passes an empty field
 * as undefined. Each message names the field, so it reads well under it.
 */

export const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

export const requiredText = (max: number, label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The item's address: made from its title when left empty, else letters, digits and single hyphens. */
export const addressField = (example: string) =>
  optionalText(120, 'Address').refine((slug) => !slug || SLUG_PATTERN.test(slug), `Use lowercase letters, digits and single hyphens, e.g. ${example}`);

const IMAGE_PATH = /^\/images\/[A-Za-z0-9/_.-]+\.(?:svg|jpe?g|png|webp)$/;

/** A picture served by this site, by its path. */
export const imagePathField = (label: string, example: string) =>
  optionalText(300, label).refine((path) => !path || IMAGE_PATH.test(path), `Use a picture on this site, e.g. ${example}`);

/** A list typed one item per line, blank lines ignored. */
export const lineList = (value: string | undefined) =>
  (value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the buttons under a form with publication states do. */
export const PublicationIntent = z.enum(['save', 'publish', 'schedule', 'unpublish', 'preview', 'restore']);
