import { lazy, Suspense, type ComponentProps } from 'react';
import { ReviewFormOnServer } from './review-form.server';

// Only signed-in diners see the form: its code (Conform) loads only for them. The
// server build has it at hand (the .server module is empty in the browser).
const ReviewForm = typeof document === 'undefined' ? ReviewFormOnServer : lazy(() => import('./review-form'));

/** The review form as a page shows it in `<DinerReviews reviewForm>`. */
export function LazyReviewForm(props: ComponentProps<typeof ReviewFormOnServer>) {
  return (
    <Suspense fallback={<p className="text-stone-700">Loading the review form…</p>}>
      <ReviewForm {...props} />
    </Suspense>
  );
}
