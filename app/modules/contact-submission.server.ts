// The contact action's validator, behind a .server module so the page's
// browser bundle does not carry zod (the browser loads it after the page).
export { parseContact } from '~/utils/contact-schema';
