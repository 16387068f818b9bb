// The server renders pages to one string, where nothing may suspend: it renders the
// review form directly. Browsers still load the form's code (Conform) lazily, only for
// signed-in diners (lazy-review-form.tsx).
export { default as ReviewFormOnServer } from './review-form';
