// The server renders pages to one string, where nothing may suspend: it renders the
// form directly. Browsers load the form's code (Conform) lazily, only for a signed-in
// diner with the place on Been (lazy-been-details-form.tsx).
export { default as BeenDetailsFormOnServer } from './been-details-form';
