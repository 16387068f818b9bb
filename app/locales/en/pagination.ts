/** The page links under a paged listing (app/components/pagination.tsx); sent with every page, like the layout. */
export const pagination = {
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  // Read by screen readers only: "Previous page", "Page 2".
  'pagination.pageAfter': 'page',
  'pagination.pageBefore': 'Page',
} as const;
